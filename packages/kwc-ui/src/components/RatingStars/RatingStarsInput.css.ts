import { focusRing, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const input = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, border: 0, padding: 0 });

export const inputLabel = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const inputRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });

export const radios = style({ display: 'inline-flex', marginLeft: `calc(-1 * ${vars.space['2xs']})` });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44 px: a comfortable touch target per star.
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.secondarySoft },
    '&[data-pressed]': { transform: 'scale(0.92)' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '0' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const radioStarOn = style({ color: vars.color.secondary });

// Unchosen stars need 3:1 against the page (WCAG 1.4.11): muted text colour, outline only.
export const radioStarOff = style({ color: vars.color.textMuted });

export const inputValue = style({
  minWidth: '7.5em',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.error, fontWeight: vars.fontWeight.medium });
