import { focusRing, visuallyHiddenRule, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  maxWidth: '12rem',
});

export const thumb = style({
  display: 'block',
  width: '96px',
  height: '96px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const uploading = style({ opacity: 0.5 });

export const remove = style({
  position: 'absolute',
  top: '-8px',
  left: '72px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: '50%',
  background: vars.color.background,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const fileError = style({ fontSize: vars.fontSize.sm, color: vars.color.error, overflowWrap: 'anywhere' });

export const input = style(visuallyHiddenRule);

export const choose = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    [`${input}:focus-visible + &`]: focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
