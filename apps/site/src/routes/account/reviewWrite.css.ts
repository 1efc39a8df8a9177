import { vars } from '@kwc/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '72rem', marginInline: 'auto' });

// The product at the top: its packshot beside its name and brand.
export const product = style({ display: 'grid', gridTemplateColumns: 'minmax(4.5rem, 6rem) 1fr', gap: vars.space.md });

export const packshot = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md, alignSelf: 'center' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const productName = style({ margin: `${vars.space['2xs']} 0 0`, fontSize: vars.fontSize.lg });

globalStyle(`${productName} a`, { color: vars.color.primary, textUnderlineOffset: '3px' });

export const brand = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
});
