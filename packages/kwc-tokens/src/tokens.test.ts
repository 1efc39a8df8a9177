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

describe('tokens', () => {
  it('uses the breakpoints of the spec', () => {
    expect(breakpoints).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(mediaQuery('tablet')).toBe('screen and (min-width: 640px)');
    expect(mediaQuery('desktop')).toBe('screen and (min-width: 1024px)');
    expect(tokens.container.maxWidth).toBe('1184px');
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
