// `pnpm end-sessions --email ania@example.pl` or `pnpm end-sessions --all`: ends the logins of one
// account or of everyone (their refresh tokens stop working; an access token already issued lives
// out its hour). Uses DATABASE_URL or the embedded database under .data/. Runs the built API.
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { email: { type: 'string' }, all: { type: 'boolean', default: false } } });
if (Boolean(values.email) === values.all) {
  console.error('[end-sessions] użycie: pnpm end-sessions --email adres@example.pl | --all');
  process.exit(2);
}

let api;
try {
  api = await import('@kwc/api');
} catch {
  console.error('[end-sessions] brak zbudowanego API: uruchom najpierw `npm start` albo `pnpm build`');
  process.exit(1);
}
const database = await api.openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.KWC_DATA_DIR ?? api.defaultDataDir(),
});
try {
  const ended = await api.endSessions(database.db, values.all ? 'all' : { email: values.email });
  if (ended === null) {
    console.error(`[end-sessions] nie ma konta z adresem ${values.email}`);
    process.exitCode = 1;
  } else {
    console.log(`[end-sessions] zakończone logowania: ${ended}`);
  }
} finally {
  await database.close();
}
