import { describe, expect, it } from 'vitest';

import { webFontFacesOf, webFontsOfStylesheets } from './fonts';

describe('webFontFacesOf', () => {
  it('lists each WOFF2 face with its family, weight and style, in order, and nothing else', () => {
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
    expect(webFontFacesOf(css)).toEqual([
      { font: '400 1em "DM Sans"', file: '/assets/dm-latin-ext-400.woff2' },
      { font: '700 1em "Playfair Display"', file: '/assets/pf-latin-700.woff2' },
      { font: 'italic 500 1em "DM Sans"', file: '/assets/dm-latin-500i.woff2' },
      { font: '400 1em "DM Sans"', file: '/assets/dm-latin-400.woff2' },
    ]);
  });

  it('leaves out a face whose unicode-range covers neither "a" nor "ą"', () => {
    const css = [
      '@font-face{font-family:DM Sans;font-weight:500;src:url(/assets/dm-sans-ext-500.woff2)format("woff2");unicode-range:U+0100-0103,U+0108-0117,U+1E00-1E9F}',
      '@font-face{font-family:DM Sans;font-weight:700;src:url(/assets/dm-sans-pl-700.woff2)format("woff2");unicode-range:U+0104-0107,U+0118-0119}',
      '@font-face{font-family:DM Sans;font-weight:400;src:url(/assets/dm-sans-latin-400.woff2)format("woff2");unicode-range:U+00??,U+2000-206F}',
      '@font-face{font-family:X;src:url(/assets/cyrillic.woff2)format("woff2");unicode-range:U+0400-045F}',
    ].join('');
    expect(webFontFacesOf(css).map((face) => face.file)).toEqual([
      '/assets/dm-sans-pl-700.woff2',
      '/assets/dm-sans-latin-400.woff2',
    ]);
  });

  it('finds nothing in a stylesheet without web fonts', () => {
    expect(webFontFacesOf('body{font-family:system-ui}')).toEqual([]);
  });
});

describe('webFontsOfStylesheets', () => {
  it('gives each font and file once, and the theme font variables for the local stand-ins and for the web fonts', () => {
    const fonts = webFontsOfStylesheets([
      '@font-face{font-family:DM Sans;font-weight:400;src:url(/a.woff2)format("woff2")}',
      '@font-face{font-family:DM Sans;font-weight:400;src:url(/b.woff2)format("woff2")}',
    ]);
    expect(fonts?.load).toEqual(['400 1em "DM Sans"']);
    expect(fonts?.files).toEqual(['/a.woff2', '/b.woff2']);
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
