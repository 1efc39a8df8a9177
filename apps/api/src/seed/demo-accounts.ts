import { todayInPoland } from '@kwc/domain';

import { hashPassword } from '../accounts/passwords';
import type { Database } from '../db/client';
import * as t from '../db/schema';

/** The demo accounts' password (README lists the accounts). */
export const DEMO_PASSWORD = 'kosmetyki123';

/** A date `years` years before `today` (`YYYY-MM-DD`); 29 February falls back to the 28th. */
function yearsBefore(today: string, years: number): string {
  const [year, month, day] = today.split('-');
  const date = `${Number(year) - years}-${month}-${day}`;
  return month === '02' && day === '29' ? date.replace(/-29$/, '-28') : date;
}

/** The documented demo accounts (I31 contract): one per state the account pages handle. */
export async function seedDemoAccounts(db: Database, now: Date): Promise<number> {
  const today = todayInPoland(now);
  const accounts = [
    { email: 'ania@demo.kwc.pl', username: 'ania.demo', birthDate: '1992-05-14', isActive: true },
    { email: 'kuba@demo.kwc.pl', username: 'kuba15', birthDate: yearsBefore(today, 15), isActive: true },
    { email: 'nowa@demo.kwc.pl', username: null, birthDate: null, isActive: false },
    { email: 'ola@demo.kwc.pl', username: null, birthDate: null, isActive: true },
    {
      email: 'moderator@demo.kwc.pl',
      username: 'moderatorka',
      birthDate: '1988-09-02',
      isActive: true,
      role: 'moderator',
    },
  ];
  const rows = [];
  for (const account of accounts) {
    rows.push({
      ...account,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      isDemo: true,
      createdAt: now,
    });
  }
  await db.insert(t.users).values(rows);
  return rows.length;
}
