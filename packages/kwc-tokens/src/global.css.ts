import { globalFontFace, globalStyle } from '@vanilla-extract/css';

import { vars } from './contract.css';
import { focusRing } from './helpers.css';

/** `local()` names of a system face: Windows and macOS name it Arial, Linux has its metric twin. */
const local = (...names: string[]) => names.map((name) => `local('${name}')`).join(', ');

/**
 * The stand-ins named after each web font (`fontFallbacks`): Arial and Times New Roman scaled to DM
 * Sans and Playfair Display, so the swap to the web font moves nothing (figures: docs/kwc-tokens.md).
 */
const ARIAL = local('Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular');

const fallbackFontFaces = {
  'DM Sans Fallback': [
    {
      src: ARIAL,
      fontWeight: 400,
      sizeAdjust: '104.53%',
      ascentOverride: '94.90%',
      descentOverride: '29.66%',
      lineGapOverride: '0%',
    },
    {
      src: ARIAL,
      fontWeight: 500,
      sizeAdjust: '106.33%',
      ascentOverride: '93.30%',
      descentOverride: '29.16%',
      lineGapOverride: '0%',
    },
    {
      src: local(
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Arimo-Bold',
      ),
      fontWeight: 700,
      sizeAdjust: '102.71%',
      ascentOverride: '96.58%',
      descentOverride: '30.18%',
      lineGapOverride: '0%',
    },
  ],
  'Playfair Display Fallback': [
    {
      src: local(
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
        'Tinos Bold',
        'Tinos-Bold',
      ),
      fontWeight: 700,
      // Above the formula's 107.02 %: Polish headings then break on the same words as Playfair.
      sizeAdjust: '108%',
      ascentOverride: '100.19%',
      descentOverride: '23.24%',
      lineGapOverride: '0%',
    },
  ],
} as const;

for (const [family, faces] of Object.entries(fallbackFontFaces)) globalFontFace(family, [...faces]);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3', {
  fontFamily: vars.font.serif,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});

globalStyle(':focus-visible', focusRing);
