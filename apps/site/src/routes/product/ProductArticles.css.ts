import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const articles = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
]);

export const article = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(160deg, ${vars.color.primarySoft} 0%, ${vars.color.background} 55%)`,
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.md } },
});

export const articleDate = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, letterSpacing: '0.04em' });

export const articleTitle = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const articleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The title's link covers the whole card.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.primary },
  },
});

export const articleLead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, flexGrow: 1 });

export const articleMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
