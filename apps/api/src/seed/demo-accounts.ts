import { REVIEW_REASONS, todayInPoland } from '@kwc/domain';
import { inArray } from 'drizzle-orm';

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

const DEMO_BODY =
  'Używam od sześciu tygodni, rano i wieczorem. Skóra jest wyraźnie lepiej nawilżona, nie świeci się w ciągu dnia ' +
  'i dobrze współpracuje z makijażem. Zapach jest delikatny, opakowanie wygodne, wystarcza na długo.';

/**
 * The moderation demo (I32 contract): two pending reviews by ania so `/moderacja` has a queue,
 * and one of ania's sent back with a remark. Products 1–3 have no review by either account.
 */
export async function seedDemoReviews(db: Database, now: Date): Promise<number> {
  const users = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(inArray(t.users.email, ['ania@demo.kwc.pl', 'moderator@demo.kwc.pl']));
  const id = (email: string) => users.find((user) => user.email === email)!.id;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const content = {
    body: DEMO_BODY,
    usageTime: 'months_1_3',
    packagesUsed: 1,
    purchaseSource: 'drugstore',
    skinType: 'combination',
    photos: [],
  };
  const rows = await db
    .insert(t.reviews)
    .values(
      [
        {
          ...content,
          productId: 1,
          userId: id('ania@demo.kwc.pl'),
          rating: 5,
          title: 'Mój ulubiony krem na co dzień',
          status: 'pending' as const,
          submittedAt: hoursAgo(30),
        },
        {
          ...content,
          productId: 2,
          // Only an author with a user name and birth date may write (ola has neither): once
          // published, an author without a name broke the product page's reviews.
          userId: id('ania@demo.kwc.pl'),
          rating: 3,
          title: 'Poprawny, ale bez zachwytu',
          status: 'pending' as const,
          submittedAt: hoursAgo(20),
        },
        {
          ...content,
          productId: 3,
          userId: id('ania@demo.kwc.pl'),
          rating: 4,
          title: 'Dobry, polecam sklep XYZ.pl',
          status: 'needs_changes' as const,
          submittedAt: hoursAgo(48),
          remarks: {
            decision: 'request_changes' as const,
            reasons: [{ code: 'links', label: REVIEW_REASONS.links.label }],
            remark: 'Usuń, proszę, nazwę i adres sklepu z tytułu.',
            at: hoursAgo(40).toISOString(),
          },
        },
      ].map((row) => ({ ...row, createdAt: row.submittedAt, updatedAt: row.submittedAt })),
    )
    .returning({ id: t.reviews.id, userId: t.reviews.userId, status: t.reviews.status, at: t.reviews.submittedAt });
  await db.insert(t.reviewEvents).values(
    rows.flatMap((row) => [
      { reviewId: row.id, actorId: row.userId, from: null, to: 'pending', createdAt: row.at! },
      ...(row.status === 'needs_changes'
        ? [
            {
              reviewId: row.id,
              actorId: id('moderator@demo.kwc.pl'),
              from: 'pending',
              to: 'needs_changes',
              reasonCodes: ['links'],
              remark: 'Usuń, proszę, nazwę i adres sklepu z tytułu.',
              createdAt: hoursAgo(40),
            },
          ]
        : []),
    ]),
  );
  return rows.length;
}
