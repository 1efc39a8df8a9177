import { responsiveStyle, vars } from '@kwc/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // The site's container: the heading lines up with the header's logo.
  width: '100%',
  maxWidth: vars.container.maxWidth,
  marginInline: 'auto',
});

export const heading = style({ margin: 0, fontFamily: vars.font.serif, fontSize: vars.fontSize['2xl'] });

export const filters = style([
  { display: 'grid', gap: vars.space.sm },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 16rem))' } }),
]);

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// The decision form beside the list on wide screens, under it on phones.
export const layout = style([
  { display: 'grid', gap: vars.space.lg, alignItems: 'start' },
  responsiveStyle({ desktop: { gridTemplateColumns: 'minmax(0, 1fr) 24rem' } }),
]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const aside = style([
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  responsiveStyle({ desktop: { position: 'sticky', top: vars.space.md } }),
]);

// 'Opinie' / 'Produkty': links (the kind is in the URL), the current one underlined.
export const tabs = style({ display: 'flex', gap: vars.space.md });

globalStyle(`${tabs} a`, {
  color: vars.color.primary,
  fontWeight: 600,
  textUnderlineOffset: '6px',
  textDecoration: 'none',
});

globalStyle(`${tabs} a[aria-current="page"]`, { color: vars.color.text, textDecoration: 'underline' });
