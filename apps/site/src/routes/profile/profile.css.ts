import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const page = style([
  {
    display: 'grid',
    gap: vars.space.lg,
    width: '100%',
    maxWidth: '1120px',
    marginInline: 'auto',
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.md,
  },
  responsiveStyle({ tablet: { paddingBlock: vars.space['2xl'] } }),
]);

export const layout = style([
  { display: 'grid', gap: vars.space.lg, alignItems: 'start' },
  responsiveStyle({ desktop: { gridTemplateColumns: '360px minmax(0, 1fr)', gap: vars.space.xl } }),
]);

export const aside = style({ display: 'grid', gap: vars.space.md });

export const bio = style({ margin: 0, lineHeight: 1.6, color: vars.color.text });

export const rankNote = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});

export const main = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const empty = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const drafts = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const draft = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const draftText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const draftTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const draftMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const reviews = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const review = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const reviewProduct = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const reviewBrand = style({ color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });
