import { describe, expect, it } from 'vitest';

import { breakpoints, mediaQuery, responsiveStyle, tokens } from './index';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A `#rrggbb` colour as hue (0–360°), saturation and lightness (0–1). */
function hsl(hex: string): { hue: number; saturation: number; lightness: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const lightness = (max + min) / 2;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (chroma > 0) {
    if (max === r) hue = 60 * (((g - b) / chroma + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / chroma + 2);
    else hue = 60 * ((r - g) / chroma + 4);
  }
  return { hue, saturation, lightness };
}

/**
 * The colour families the spec names, as ranges a reader would agree with: a clear, neither pale
 * nor dark colour of the family's hues (red wraps around 0°), or, for black, hardly any light.
 */
const families = {
  red: (c: ReturnType<typeof hsl>) =>
    (c.hue >= 345 || c.hue <= 12) && c.saturation >= 0.5 && c.lightness >= 0.3 && c.lightness <= 0.65,
  gold: (c: ReturnType<typeof hsl>) =>
    c.hue >= 36 && c.hue <= 52 && c.saturation >= 0.4 && c.lightness >= 0.3 && c.lightness <= 0.65,
  // Violet and purple: the hues between blue (240°) and magenta (300°), violet nearer blue.
  violet: (c: ReturnType<typeof hsl>) =>
    c.hue >= 260 && c.hue <= 290 && c.saturation >= 0.3 && c.lightness >= 0.2 && c.lightness <= 0.6,
  purple: (c: ReturnType<typeof hsl>) =>
    c.hue >= 265 && c.hue <= 300 && c.saturation >= 0.3 && c.lightness >= 0.2 && c.lightness <= 0.6,
  black: (c: ReturnType<typeof hsl>) => c.lightness <= 0.12 && c.saturation <= 0.15,
} as const;

describe('tokens', () => {
  it('uses the breakpoints of the spec', () => {
    expect(breakpoints).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(mediaQuery('tablet')).toBe('screen and (min-width: 640px)');
    expect(mediaQuery('desktop')).toBe('screen and (min-width: 1024px)');
    expect(tokens.container.maxWidth).toBe('1184px');
  });

  it.each([
    ['sm', 640],
    ['md', 768],
    ['lg', 1024],
    ['xl', 1280],
    ['2xl', 1536],
    ['tablet', 640],
    ['desktop', 1024],
  ] as const)('media queries of the scale: %s from %i px', (step, px) => {
    expect(mediaQuery(step)).toBe(`screen and (min-width: ${px}px)`);
  });

  it.each([
    ['brand colours: red, black, violet', 'brandRed', 'red'],
    ['brand colours: red, black, violet', 'brandBlack', 'black'],
    ['brand colours: red, black, violet', 'brandViolet', 'violet'],
    ['colours: primary purple, secondary gold, error red', 'primary', 'purple'],
    ['colours: primary purple, secondary gold, error red', 'secondary', 'gold'],
    ['colours: primary purple, secondary gold, error red', 'error', 'red'],
  ] as const)('%s — %s is %s', (_spec, token, family) => {
    const colour = hsl(tokens.color[token]);
    const described = `${tokens.color[token]}: hue ${colour.hue.toFixed(0)}°, saturation ${colour.saturation.toFixed(2)}, lightness ${colour.lightness.toFixed(2)}`;
    expect(families[family](colour), described).toBe(true);
    // And of no other family (violet and purple are neighbours): a colour that passed as two would prove nothing.
    const kin = family === 'violet' || family === 'purple' ? ['violet', 'purple'] : [family];
    const others = Object.entries(families).filter(([name, isOf]) => !kin.includes(name) && isOf(colour));
    expect(
      others.map(([name]) => name),
      described,
    ).toEqual([]);
  });

  it.each([
    ['text', 'background'],
    ['textMuted', 'background'],
    ['textMuted', 'surface'],
    ['onPrimary', 'primary'],
    ['onSecondary', 'secondary'],
    ['error', 'background'],
    ['error', 'errorSoft'],
    ['success', 'successSoft'],
    ['warning', 'warningSoft'],
    ['info', 'infoSoft'],
    ['primary', 'primarySoft'],
  ] as const)('%s on %s meets WCAG AA for body text', (fg, bg) => {
    expect(contrast(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('builds mobile-first media queries', () => {
    expect(responsiveStyle({ mobile: { padding: 1 }, desktop: { padding: 2 } })).toEqual({
      padding: 1,
      '@media': { 'screen and (min-width: 1024px)': { padding: 2 } },
    });
  });
});
