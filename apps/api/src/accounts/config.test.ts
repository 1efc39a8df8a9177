import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { accountConfigFromEnv, moderatorTwoFactorFromEnv, resolveJwtSecret } from './config';

const decode = (secret: Uint8Array) => new TextDecoder().decode(secret);

describe('the token secret', () => {
  it('comes from KWC_JWT_SECRET, which must be long enough', () => {
    const env = { KWC_JWT_SECRET: 'x'.repeat(32) };
    expect(decode(resolveJwtSecret({ env, databaseKind: 'postgres', dataDir: undefined }))).toBe('x'.repeat(32));
    expect(() =>
      resolveJwtSecret({ env: { KWC_JWT_SECRET: 'krotki' }, databaseKind: 'pglite', dataDir: undefined }),
    ).toThrow(/at least 32/);
  });

  it('is required with DATABASE_URL: the server refuses to start without it', () => {
    expect(() => resolveJwtSecret({ env: {}, databaseKind: 'postgres', dataDir: undefined })).toThrow(
      /KWC_JWT_SECRET is not set/,
    );
  });

  it('is generated once into .data/jwt-secret for the embedded database, per process in memory', () => {
    const root = mkdtempSync(join(tmpdir(), 'kwc-secret-'));
    const dataDir = join(root, 'pglite');
    const first = resolveJwtSecret({ env: {}, databaseKind: 'pglite', dataDir });
    const file = join(root, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(decode(first));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(decode(resolveJwtSecret({ env: {}, databaseKind: 'pglite', dataDir }))).toBe(decode(first));
    const memory = resolveJwtSecret({ env: {}, databaseKind: 'pglite', dataDir: undefined });
    expect(memory).toHaveLength(32);
    expect(decode(memory)).not.toBe(decode(first));
  });
});

describe('the account configuration', () => {
  it('reads the public origin, mail and Facebook settings from the environment', () => {
    const config = accountConfigFromEnv({
      env: {
        KWC_JWT_SECRET: 's'.repeat(40),
        KWC_PUBLIC_ORIGIN: 'https://kwc.example.pl/',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
      databaseKind: 'postgres',
      dataDir: undefined,
      repoDataDir: '/srv/kwc/.data',
    });
    expect(config).toMatchObject({
      publicOrigin: 'https://kwc.example.pl',
      smtpUrl: 'smtp://127.0.0.1:2525',
      outboxDir: '/srv/kwc/.data/outbox',
      facebook: undefined,
    });
    expect(() =>
      accountConfigFromEnv({
        env: { KWC_JWT_SECRET: 's'.repeat(40), KWC_PUBLIC_ORIGIN: 'https://kwc.example.pl/konto' },
        databaseKind: 'pglite',
        dataDir: undefined,
        repoDataDir: '/tmp',
      }),
    ).toThrow(/KWC_PUBLIC_ORIGIN/);
  });
});

describe('two-step verification for moderators', () => {
  it('is required unless asked otherwise, and optional beside the demo accounts', () => {
    expect(moderatorTwoFactorFromEnv({})).toBe(true);
    expect(moderatorTwoFactorFromEnv({ KWC_DEMO_ACCOUNTS: 'on' })).toBe(false);
    expect(moderatorTwoFactorFromEnv({ KWC_DEMO_ACCOUNTS: 'on', KWC_MODERATOR_TWO_FACTOR: 'required' })).toBe(true);
    expect(moderatorTwoFactorFromEnv({ KWC_MODERATOR_TWO_FACTOR: 'optional' })).toBe(false);
    expect(() => moderatorTwoFactorFromEnv({ KWC_MODERATOR_TWO_FACTOR: 'tak' })).toThrow(/required" or "optional/);
  });
});
