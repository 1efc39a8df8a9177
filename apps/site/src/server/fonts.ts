/**
 * The WOFF2 files a stylesheet's `@font-face` rules name, in order and once each: the fonts a
 * page's text is set in, preloaded in the head of every page.
 */
export function fontFilesOf(css: string): string[] {
  const files: string[] = [];
  for (const [rule] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const woff2 = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(rule)?.[1];
    if (woff2 && !files.includes(woff2)) files.push(woff2);
  }
  return files;
}
