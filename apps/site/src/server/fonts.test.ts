import { describe, expect, it } from 'vitest';

import { webFontsOf, webFontsOfStylesheets } from './fonts';

describe('webFontsOf', () => {
  it('lists each family, weight and style with a WOFF2 face once, in order, and nothing else', () => {
    const css = [
      '.a{background:url(/assets/hero.webp)}',
      '@font-face{font-family:DM Sans;font-weight:400;src:url(/assets/dm-latin-ext-400.woff2)format("woff2"),url(/assets/dm-latin-ext-400.woff)format("woff");unicode-range:U+0100-02AF}',
      "@font-face { font-family: 'Playfair Display'; font-weight: 700; src: url('/assets/pf-latin-700.woff2') format('woff2') }",
      '@font-face{font-family:"DM Sans";font-style:italic;font-weight:500;src:url(/assets/dm-latin-500i.woff2)format("woff2")}',
      '@font-face{font-family:DM Sans;src:url(/assets/dm-latin-400.woff2)format("woff2")}',
      '@font-face{font-family:Old;src:url(/assets/old.ttf)}',
      '@font-face{font-family:Local Stand-in;src:local(Arial);size-adjust:104%}',
      '.b{mask:url(/assets/star.svg)}',
    ].join('\n');
    expect(webFontsOf(css)).toEqual(['400 1em "DM Sans"', '700 1em "Playfair Display"', 'italic 500 1em "DM Sans"']);
  });

  it('leaves out a face whose unicode-range covers neither "a" nor "ą"', () => {
    const css = [
      '@font-face{font-family:DM Sans;font-weight:500;src:url(/assets/dm-sans-ext-500.woff2)format("woff2");unicode-range:U+0100-0103,U+0108-0117,U+1E00-1E9F}',
      '@font-face{font-family:DM Sans;font-weight:700;src:url(/assets/dm-sans-pl-700.woff2)format("woff2");unicode-range:U+0104-0107,U+0118-0119}',
      '@font-face{font-family:DM Sans;font-weight:400;src:url(/assets/dm-sans-latin-400.woff2)format("woff2");unicode-range:U+00??,U+2000-206F}',
      '@font-face{font-family:X;src:url(/assets/cyrillic.woff2)format("woff2");unicode-range:U+0400-045F}',
    ].join('');
    expect(webFontsOf(css)).toEqual(['700 1em "DM Sans"', '400 1em "DM Sans"']);
  });

  it('finds nothing in a stylesheet without web fonts', () => {
    expect(webFontsOf('body{font-family:system-ui}')).toEqual([]);
  });
});

describe('webFontsOfStylesheets', () => {
  it('points the theme font variables at the local stand-ins first, and at the web fonts after', () => {
    const fonts = webFontsOfStylesheets([
      '@font-face{font-family:DM Sans;font-weight:400;src:url(/a.woff2)format("woff2")}',
      '@font-face{font-family:DM Sans;font-weight:400;src:url(/b.woff2)format("woff2")}',
    ]);
    expect(fonts?.load).toEqual(['400 1em "DM Sans"']);
    expect(fonts?.fallbackCss).toBe(
      ':root:root{--kwc-font-sans:"DM Sans Fallback", "Helvetica Neue", Arial, sans-serif;' +
        '--kwc-font-serif:"Playfair Display Fallback", Georgia, "Times New Roman", serif}',
    );
    expect(fonts?.webCss).toBe(
      ':root:root{--kwc-font-sans:"DM Sans", "DM Sans Fallback", "Helvetica Neue", Arial, sans-serif;' +
        '--kwc-font-serif:"Playfair Display", "Playfair Display Fallback", Georgia, "Times New Roman", serif}',
    );
  });

  it('gives nothing for stylesheets without web fonts', () => {
    expect(webFontsOfStylesheets(['body{color:red}'])).toBeUndefined();
  });
});
