import { describe, expect, it } from 'vitest';

import { searchPhraseSchema } from './search';
import { isSearchPhraseLongEnough, normalizeSearchPhrase, validateSearchPhrase } from './search-phrase';

describe('search phrase', () => {
  it('needs 3 characters after trimming, else "Wpisz przynajmniej 3 znaki"', () => {
    expect(validateSearchPhrase('  ab  ')).toEqual({ ok: false, message: 'Wpisz przynajmniej 3 znaki' });
    expect(validateSearchPhrase(' Żel ')).toEqual({ ok: true, phrase: 'żel' });
    expect(isSearchPhraseLongEnough('abc')).toBe(true);
    expect(isSearchPhraseLongEnough('')).toBe(false);
  });

  it('is trimmed and lower-cased before sending', () => {
    expect(normalizeSearchPhrase('  KREM Nawilżający ŁĄKA ')).toBe('krem nawilżający łąka');
  });

  it('parses as an API parameter the same way', () => {
    expect(searchPhraseSchema.parse(' Serum ')).toBe('serum');
    expect(searchPhraseSchema.safeParse('a ').error?.issues[0]?.message).toBe('Wpisz przynajmniej 3 znaki');
    expect(searchPhraseSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Wpisz przynajmniej 3 znaki');
  });
});
