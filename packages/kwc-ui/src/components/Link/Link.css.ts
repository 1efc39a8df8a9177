import { vars } from '@kwc/tokens';
import { recipe } from '@vanilla-extract/recipes';

export const root = recipe({
  base: {
    color: vars.color.primary,
    borderRadius: vars.radius.sm,
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&:hover': { color: vars.color.primaryHover } },
  },
  variants: {
    variant: {
      // Inside running text: always underlined so it does not rely on colour alone.
      inline: { textDecoration: 'underline', textUnderlineOffset: '0.15em' },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space['2xs'],
        fontWeight: vars.fontWeight.bold,
        textDecoration: 'none',
        selectors: { '&:hover': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
