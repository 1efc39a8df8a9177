import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.primarySoft} 0%, ${vars.color.secondarySoft} 100%)`,
  paddingTop: vars.space['2xl'],
  paddingBottom: vars.space['2xl'],
});

export const title = style([
  { margin: 0, maxWidth: '40rem', fontSize: vars.fontSize['3xl'], color: vars.color.text },
  responsiveStyle({ desktop: { fontSize: vars.fontSize['4xl'] } }),
]);

export const lead = style({
  marginTop: vars.space.md,
  marginBottom: 0,
  maxWidth: '36rem',
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const section = style({ paddingTop: vars.space.xl });

export const sectionTitle = style({ margin: 0, marginBottom: vars.space.md, fontSize: vars.fontSize['2xl'] });

export const categories = style([
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: vars.space.md },
  }),
]);

export const category = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.primary } },
});

export const categoryName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.primary });

export const categoryChildren = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
