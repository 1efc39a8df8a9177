import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { fixTaxonomyTypos, parseInciFunctions, readInciFunctions } from './inci-functions';
import { defaultSourceFiles } from './sources';

const sample = `# A header comment
# spanning two lines

en: Abrasive
da: Slibende
#fi: Hankaava aine
pl: Scierająca
description:en: Removes materials from various body surfaces.
description:da: (text of another function, misplaced in the source)
description:pl: Usuwa materiał z różnych powierzchni ciała.

en: Film forming, film former
pl: Błonotwórcza

# an entry without a Polish name
en: Not reported
fr: Non communiqué

de: A block without an English name is ignored
pl: Ignorowane
`;

describe('parseInciFunctions', () => {
  it('reads the English name, the Polish name and the Polish description of every entry', () => {
    expect(parseInciFunctions(sample)).toEqual([
      {
        en: 'Abrasive',
        pl: 'Scierająca',
        descriptionEn: 'Removes materials from various body surfaces.',
        descriptionPl: 'Usuwa materiał z różnych powierzchni ciała.',
      },
      { en: 'Film forming', pl: 'Błonotwórcza' },
      { en: 'Not reported' },
    ]);
  });

  it('does not end an entry at a comment line and accepts CRLF and a missing final blank line', () => {
    expect(parseInciFunctions('en: Solvent\r\n# note\r\npl: Rozpuszczalnik')).toEqual([
      { en: 'Solvent', pl: 'Rozpuszczalnik' },
    ]);
  });

  it('corrects the known typos of the Polish names', () => {
    expect(fixTaxonomyTypos('Scierająca')).toBe('Ścierająca');
    expect(fixTaxonomyTypos('Srodek utleniający')).toBe('Środek utleniający');
    expect(fixTaxonomyTypos('Kojąca')).toBe('Kojąca');
  });
});

const file = defaultSourceFiles().inciFunctions;
const exists = existsSync(file);
if (!exists) console.warn(`[importers] ${file} is missing: the inci_functions.txt sample test is skipped`);

describe.skipIf(!exists)('inci_functions.txt sample', () => {
  it('has the 66 functions, 63 Polish names and 58 Polish descriptions its README counts', async () => {
    const entries = await readInciFunctions(file);
    expect(entries).toHaveLength(66);
    expect(entries.filter((entry) => entry.pl).length).toBe(63);
    expect(entries.filter((entry) => entry.descriptionPl).length).toBe(58);
    expect(entries.find((entry) => entry.en === 'Abrasive')).toMatchObject({
      pl: 'Scierająca',
      descriptionPl: expect.stringMatching(/^Usuwa materiał/),
    });
  });
});
