// `pnpm grant-role --email ania@example.pl [--role moderator|user]`: gives an account a role in the
// database of DATABASE_URL (or the embedded one under .data/). Runs the built API: `pnpm build` first.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { email: { type: 'string' }, role: { type: 'string', default: 'moderator' } },
});
if (!values.email || !['moderator', 'user'].includes(values.role)) {
  console.error('[grant-role] użycie: pnpm grant-role --email adres@example.pl [--role moderator|user]');
  process.exit(2);
}

let api;
try {
  api = await import('@kwc/api');
} catch {
  console.error('[grant-role] brak zbudowanego API: uruchom najpierw `npm start` albo `pnpm build`');
  process.exit(1);
}
const database = await api.openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.KWC_DATA_DIR ?? api.defaultDataDir(),
});
try {
  const id = await api.grantRole(database.db, values.email, values.role);
  if (id === null) {
    console.error(`[grant-role] nie ma konta z adresem ${values.email}`);
    process.exitCode = 1;
  } else {
    console.log(`[grant-role] konto ${id} (${values.email}) ma teraz rolę ${values.role}; zmiana działa od razu`);
  }
} finally {
  await database.close();
}
