import { readFile } from 'node:fs/promises';

/** One function of Open Beauty Facts' `inci_functions.txt`. */
export interface InciFunctionEntry {
  /** Canonical English name (first `en:` synonym), e.g. "Abrasive". */
  en: string;
  /** Polish name as written in the taxonomy (it has source typos, see `fixTaxonomyTypos`). */
  pl?: string;
  descriptionEn?: string;
  descriptionPl?: string;
}

/** First synonym of an OFF taxonomy value line (`en: Facial creams, face creams` → "Facial creams"). */
function firstSynonym(value: string): string {
  return (value.split(',')[0] ?? '').trim();
}

/**
 * Parses the OFF taxonomy format of `inci_functions.txt` (blank-line separated entries named by their first
 * `en:` line; `#` lines do not end one). Only English and Polish are read (the file's header warns that other
 * languages' descriptions are out of place); entries without `en:` are ignored.
 */
export function parseInciFunctions(text: string): InciFunctionEntry[] {
  const entries: InciFunctionEntry[] = [];
  let current: InciFunctionEntry | undefined;
  const close = () => {
    if (current) entries.push(current);
    current = undefined;
  };
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      close();
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = /^(description:)?([a-z]{2,3}(?:_[a-z]+)?):\s*(.*)$/i.exec(line);
    if (!match) continue;
    const [, description, language, value = ''] = match;
    const lang = language!.toLowerCase();
    if (!description && lang === 'en') {
      // A second `en:` line inside one block would be malformed; the first one names the entry.
      if (!current && firstSynonym(value)) current = { en: firstSynonym(value) };
      continue;
    }
    if (!current) continue;
    if (!description && lang === 'pl' && current.pl === undefined && firstSynonym(value)) {
      current.pl = firstSynonym(value);
    } else if (description && lang === 'en' && value.trim()) {
      current.descriptionEn ??= value.trim();
    } else if (description && lang === 'pl' && value.trim()) {
      current.descriptionPl ??= value.trim();
    }
  }
  close();
  return entries;
}

/** Reads and parses a taxonomy file (see `parseInciFunctions`). */
export async function readInciFunctions(filePath: string): Promise<InciFunctionEntry[]> {
  return parseInciFunctions(await readFile(filePath, 'utf8'));
}

/**
 * The taxonomy's Polish names carry a few typos (README of the shared data); the curated list
 * (`seed/data/ingredients.ts`) corrects them the same way, so imported names agree with curated ones.
 */
const taxonomyTypos: Readonly<Record<string, string>> = {
  Scierająca: 'Ścierająca',
  Sciągająca: 'Ściągająca',
  'Srodek utleniający': 'Środek utleniający',
  'Stabilazująca emulsję': 'Stabilizująca emulsję',
  'Pielęgnacji jamy ustnej': 'Pielęgnująca jamę ustną',
};

/** A taxonomy Polish name with its known source typos corrected. */
export function fixTaxonomyTypos(name: string): string {
  return taxonomyTypos[name] ?? name;
}
