import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's Argon2id parameters (DESIGN.md section 4): 19 MiB, two passes, one lane. */
export const ARGON2_PARAMETERS = { memory: 19_456, passes: 2, parallelism: 1 } as const;
const TAG_LENGTH = 32;

type Parameters = { memory: number; passes: number; parallelism: number };

function derive(password: string, salt: Buffer, parameters: Parameters): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, nonce: salt, tagLength: TAG_LENGTH, ...parameters }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    );
  });
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** Argon2id of the password as a PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
export async function hashPassword(password: string, parameters: Parameters = ARGON2_PARAMETERS): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, parameters);
  return `$argon2id$v=19$m=${parameters.memory},t=${parameters.passes},p=${parameters.parallelism}$${b64(salt)}$${b64(hash)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Checks a password against a stored PHC string; `rehash` when it was made with other parameters. */
export async function verifyPassword(password: string, stored: string): Promise<{ valid: boolean; rehash: boolean }> {
  const match = PHC.exec(stored);
  if (!match) return { valid: false, rehash: false };
  const parameters = { memory: Number(match[1]), passes: Number(match[2]), parallelism: Number(match[3]) };
  const expected = Buffer.from(match[5]!, 'base64');
  const actual = await derive(password, Buffer.from(match[4]!, 'base64'), parameters);
  const valid = actual.length === expected.length && timingSafeEqual(actual, expected);
  const rehash =
    parameters.memory !== ARGON2_PARAMETERS.memory ||
    parameters.passes !== ARGON2_PARAMETERS.passes ||
    parameters.parallelism !== ARGON2_PARAMETERS.parallelism;
  return { valid, rehash: valid && rehash };
}

let dummyHash: Promise<string> | undefined;

/** Spends a password check's time when there is no account, so unknown logins answer as slowly. */
export async function verifyNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('kwc-no-such-account-1');
  await verifyPassword(password, await dummyHash);
}

/** How many of the most common leaked passwords (zxcvbn's list, most common first) are refused. */
const REFUSED_COMMON_PASSWORDS = 10_000;
/** Common Polish passwords that pass the rule of spec section 5 and are missing from that list. */
const POLISH_COMMON_PASSWORDS = ['haslo123', 'haslo1234', 'polska123', 'kochanie1', 'qwerty12', 'zaq12wsx', 'kwc12345'];
let commonPasswords: Set<string> | undefined;

/** Whether the password is one of the most common ones (ignoring case). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set([
    ...(dictionary['passwords-common']?.slice(0, REFUSED_COMMON_PASSWORDS) ?? []),
    ...POLISH_COMMON_PASSWORDS,
  ]);
  return commonPasswords.has(password.toLowerCase());
}

/**
 * The site's own words (ASVS 6.1.2, docs/security.md): a new password that is one of them, or the
 * account's own e-mail or user name, with only digits or signs around it is refused.
 */
export const SITE_WORDS = [
  'kwc',
  'kosmetyk',
  'kosmetyki',
  'kosmetyczka',
  'uroda',
  'opinia',
  'opinie',
  'recenzja',
  'recenzje',
  'recenzentka',
] as const;

/** A text's letters alone, lower case, without Polish diacritics. */
const lettersOf = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ł', 'l')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

/** Words shorter than this in an address or user name are not refused on their own. */
const MIN_OWN_WORD = 3;

/** The account's own words: its e-mail's local part and domain name, its user name, and their parts. */
function ownWords({ email, username }: PasswordOwner): string[] {
  const [local = '', domain = ''] = (email ?? '').split('@');
  const texts = [local, domain.split('.')[0] ?? '', username ?? ''];
  const parts = texts.flatMap((text) => [text, ...text.split(/[^\p{L}]+/u)]);
  return parts.map(lettersOf).filter((word) => word.length >= MIN_OWN_WORD);
}

/** An account's address and name, as far as known (`null` or absent when not). */
export interface PasswordOwner {
  email?: string | null;
  username?: string | null;
}

/** Whether the password is a site word or one of the owners' own words with only digits or signs added. */
export function isContextPassword(password: string, ...owners: PasswordOwner[]): boolean {
  const letters = lettersOf(password);
  if (letters === '') return false;
  return (SITE_WORDS as readonly string[]).includes(letters) || owners.some((own) => ownWords(own).includes(letters));
}
