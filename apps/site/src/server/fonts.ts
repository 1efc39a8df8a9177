/** Letters every Polish page has: 'a', and 'ą' for the Polish letters outside latin. */
const POLISH_PAGE_LETTERS = [0x61, 0x105];

/** Whether a `unicode-range` value (`U+0104-0107, U+0118`, `U+4??`) covers `code`. */
function rangeCovers(range: string, code: number): boolean {
  return range.split(',').some((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    const low = parseInt(from.replace(/\?/g, '0'), 16);
    const high = parseInt((to ?? from).replace(/^U\+/i, '').replace(/\?/g, 'F'), 16);
    return code >= low && code <= high;
  });
}

/**
 * The WOFF2 files a stylesheet's `@font-face` rules name, in order and once each, that a Polish
 * page's text is set in: preloaded in the head of every page. A face whose `unicode-range` covers
 * neither 'a' nor 'ą' (the rest of latin-ext, for names in other languages) is left to the
 * browser, which downloads it only for a page with such letters.
 */
export function fontFilesOf(css: string): string[] {
  const files: string[] = [];
  for (const [rule] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const woff2 = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(rule)?.[1];
    const range = /unicode-range\s*:\s*([^;}]+)/i.exec(rule)?.[1];
    const needed = range === undefined || POLISH_PAGE_LETTERS.some((code) => rangeCovers(range, code));
    if (woff2 && needed && !files.includes(woff2)) files.push(woff2);
  }
  return files;
}
