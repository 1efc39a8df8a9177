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

  it('finds nothing in a stylesheet without web fonts', () => {
    expect(fontFilesOf('body{font-family:system-ui}')).toEqual([]);
  });
});
