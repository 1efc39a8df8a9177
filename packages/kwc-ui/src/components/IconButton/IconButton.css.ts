import { vars } from '@kwc/tokens';
import { recipe } from '@vanilla-extract/recipes';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft, color: vars.color.primary } },
      },
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      outline: {
        background: vars.color.background,
        color: vars.color.primary,
        borderColor: vars.color.border,
        boxShadow: vars.shadow.sm,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.primary } },
      },
    },
    size: {
      // 44 px: the smallest comfortable touch target.
      md: { width: '44px', height: '44px' },
      sm: { width: '36px', height: '36px' },
    },
    pressed: {
      true: { color: vars.color.primary },
      false: {},
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md', pressed: false },
});
