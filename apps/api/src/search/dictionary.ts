/**
 * Files of the Polish text-search dictionary (migration 0003): the Hunspell dictionary from the
 * `dictionary-pl` package, renamed as PostgreSQL's ispell template expects, and our stop words.
 */

/**
 * Words too common to search by. "bez" matters most: the dictionary would otherwise read it as a
 * form of "beza" (meringue) and match desserts to "krem bez parabenów".
 */
export const polishStopWords = [
  'a',
  'aby',
  'ale',
  'albo',
  'bez',
  'by',
  'być',
  'co',
  'czy',
  'dla',
  'do',
  'i',
  'ich',
  'jak',
  'jako',
  'jest',
  'już',
  'lub',
  'na',
  'nad',
  'nie',
  'o',
  'od',
  'oraz',
  'po',
  'pod',
  'przed',
  'przez',
  'przy',
  'się',
  'są',
  'ta',
  'te',
  'ten',
  'to',
  'tu',
  'u',
  'w',
  'we',
  'z',
  'za',
  'ze',
  'że',
];

export interface DictionaryFiles {
  'pl_pl.affix': Uint8Array;
  'pl_pl.dict': Uint8Array;
  'polish.stop': Uint8Array;
}

/** The three files, ready to write into a `tsearch_data` folder. */
export async function polishDictionaryFiles(): Promise<DictionaryFiles> {
  const { default: dictionary } = await import('dictionary-pl');
  return {
    'pl_pl.affix': dictionary.aff,
    'pl_pl.dict': dictionary.dic,
    'polish.stop': new TextEncoder().encode(`${polishStopWords.join('\n')}\n`),
  };
}
