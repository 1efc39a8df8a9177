import { describe, expect, it } from 'vitest';

import { fontFilesOf } from './fonts';

describe('fontFilesOf', () => {
  it('lists the WOFF2 file of each @font-face rule once, in order, and nothing else', () => {
    const css = [
      '.a{background:url(/assets/hero.webp)}',
      '@font-face{font-family:DM Sans;font-weight:400;src:url(/assets/dm-latin-ext-400.woff2)format("woff2"),url(/assets/dm-latin-ext-400.woff)format("woff");unicode-range:U+0100-02AF}',
      "@font-face { font-family: 'Playfair Display'; src: url('/assets/pf-latin-700.woff2') format('woff2') }",
      '@font-face{font-family:DM Sans;src:url(/assets/dm-latin-ext-400.woff2)format("woff2")}',
      '@font-face{font-family:Old;src:url(/assets/old.ttf)}',
      '.b{mask:url(/assets/star.svg)}',
    ].join('\n');
    expect(fontFilesOf(css)).toEqual(['/assets/dm-latin-ext-400.woff2', '/assets/pf-latin-700.woff2']);
  });

  it('leaves out a face whose unicode-range covers neither "a" nor "ą"', () => {
    const css = [
      '@font-face{font-family:DM Sans;src:url(/assets/dm-sans-pl-400.woff2)format("woff2");unicode-range:U+0104-0107,U+0118-0119}',
      '@font-face{font-family:DM Sans;src:url(/assets/dm-sans-ext-400.woff2)format("woff2");unicode-range:U+0100-0103,U+0108-0117,U+1E00-1E9F}',
      '@font-face{font-family:DM Sans;src:url(/assets/dm-sans-latin-400.woff2)format("woff2");unicode-range:U+00??,U+2000-206F}',
      '@font-face{font-family:X;src:url(/assets/cyrillic.woff2)format("woff2");unicode-range:U+0400-045F}',
    ].join('');
    expect(fontFilesOf(css)).toEqual(['/assets/dm-sans-pl-400.woff2', '/assets/dm-sans-latin-400.woff2']);
  });

  it('finds nothing in a stylesheet without web fonts', () => {
    expect(fontFilesOf('body{font-family:system-ui}')).toEqual([]);
  });
});
