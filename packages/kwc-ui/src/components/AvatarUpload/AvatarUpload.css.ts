import { focusRing, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

// The file input stays in the page (visually hidden) and keeps the keyboard focus; its label is the button.
export const input = style({});

export const choose = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '36px',
    padding: `0 ${vars.space.md}`,
    border: `1px solid ${vars.color.primary}`,
    borderRadius: vars.radius.full,
    color: vars.color.primary,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.primarySoft },
      [`${input}:focus-visible + &`]: focusRing,
    },
  },
  variants: { pending: { true: { cursor: 'progress', opacity: 0.7 }, false: {} } },
});
