import { fontFallbacks, tokens, vars } from '@kwc/tokens';

import { WEB_FONTS_TEXT, type WebFonts } from '../app/webFonts';

const POLISH_PAGE_LETTERS = [...WEB_FONTS_TEXT].map((letter) => letter.codePointAt(0) ?? 0);

/** Whether a `unicode-range` value (`U+0104-0107, U+0118`, `U+4??`) covers `code`. */
function rangeCovers(range: string, code: number): boolean {
  return range.split(',').some((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    const low = parseInt(from.replace(/\?/g, '0'), 16);
    const high = parseInt((to ?? from).replace(/^U\+/i, '').replace(/\?/g, 'F'), 16);
    return code >= low && code <= high;
  });
}

/** The value of a descriptor in one `@font-face` rule, unquoted. */
function descriptor(rule: string, name: string): string | undefined {
  const value = new RegExp(`(?:^|[{;\\s])${name}\\s*:\\s*([^;}]+)`, 'i').exec(rule)?.[1]?.trim();
  return value?.replace(/^(["'])(.*)\1$/, '$2');
}

/** A WOFF2 face of a stylesheet: its CSS `font` shorthand (`700 1em "Playfair Display"`) and file. */
export interface WebFontFace {
  font: string;
  file: string;
}

/**
 * The web-font faces a Polish page is set in, in the stylesheet's order: each WOFF2 `@font-face` whose
 * `unicode-range` covers 'a' or 'ą', what `document.fonts.load(font, 'aą')` fetches. The rest of
 * latin-ext is left to the browser, for a page that has such letters.
 */
export function webFontFacesOf(css: string): WebFontFace[] {
  const faces: WebFontFace[] = [];
  for (const [rule] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const family = descriptor(rule, 'font-family');
    const file = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(rule)?.[1];
    const range = descriptor(rule, 'unicode-range');
    const needed = range === undefined || POLISH_PAGE_LETTERS.some((code) => rangeCovers(range, code));
    if (!family || !file || !needed) continue;
    const style = descriptor(rule, 'font-style') === 'italic' ? 'italic ' : '';
    faces.push({ font: `${style}${descriptor(rule, 'font-weight') ?? '400'} 1em "${family}"`, file });
  }
  return faces;
}

/** `--kwc-font-sans` out of `var(--kwc-font-sans)`. */
const variable = (reference: string) => reference.replace(/^var\((--[\w-]+)\)$/, '$1');

/** A rule that sets the theme's two font variables, above the theme's own (`:root`) wherever it is. */
function fontVariables(stacks: { sans: string; serif: string }): string {
  return `:root:root{${variable(vars.font.sans)}:${stacks.sans};${variable(vars.font.serif)}:${stacks.serif}}`;
}

/** What a page needs to load the stylesheets' web fonts after its first paint; none without web fonts. */
export function webFontsOfStylesheets(stylesheets: string[]): WebFonts | undefined {
  const faces = stylesheets.flatMap(webFontFacesOf);
  if (faces.length === 0) return undefined;
  return {
    load: [...new Set(faces.map((face) => face.font))],
    files: [...new Set(faces.map((face) => face.file))],
    fallbackCss: fontVariables(fontFallbacks),
    webCss: fontVariables(tokens.font),
  };
}
