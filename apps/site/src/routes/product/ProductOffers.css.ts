import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const panel = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const panelTitle = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const panelNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const offers = style({ listStyle: 'none', margin: 0, padding: 0 });

export const offer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const offerShop = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const offerPrice = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const offerBest = style({ color: vars.color.primary });

export const offerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minHeight: '36px',
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});

export const awards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const award = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  padding: `${vars.space['2xs']} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.secondarySoft,
  color: vars.color.onSecondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const awardIcon = style({ color: vars.color.secondary });
