import { responsiveStyle, vars } from '@kwc/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '48rem', marginInline: 'auto' });

export const heading = style({ margin: 0, fontFamily: vars.font.serif, fontSize: vars.fontSize['2xl'] });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.md });

// Brand and category side by side from tablets on, stacked on phones.
export const pair = style([
  { display: 'grid', gap: vars.space.md },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
]);

export const panel = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  display: 'grid',
  gap: vars.space.xs,
});

export const panelTitle = style({ margin: 0, fontWeight: 600 });

export const plainList = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const duplicates = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const duplicate = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

globalStyle(`${duplicate} a`, { color: vars.color.primary, textUnderlineOffset: '3px' });

export const thumb = style({ width: '3rem', height: '3rem', objectFit: 'contain', borderRadius: vars.radius.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const mine = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const mineItem = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space['2xs'],
});

globalStyle(`${mineItem} a`, { color: vars.color.primary, textUnderlineOffset: '3px' });

export const mineName = style({ margin: 0, fontWeight: 600 });
