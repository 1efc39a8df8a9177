import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const sections = style([
  { display: 'grid', gap: vars.space.lg, alignItems: 'start' },
  responsiveStyle({ desktop: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
]);

export const section = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const heading = style({ margin: 0, fontFamily: vars.font.serif, fontSize: vars.fontSize.xl });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

// A person: avatar, name and counts, the button at the end of the line (under the name on phones).
export const person = style([
  {
    display: 'grid',
    gridTemplateColumns: '48px minmax(0, 1fr)',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
  responsiveStyle({ tablet: { gridTemplateColumns: '48px minmax(0, 1fr) auto' } }),
]);

export const avatar = style({
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.primarySoft,
  color: vars.color.primary,
  display: 'grid',
  placeItems: 'center',
  fontWeight: 700,
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const name = style({ fontWeight: 600, overflowWrap: 'break-word' });

export const event = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const eventHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'baseline' });

export const kind = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.primary,
  background: vars.color.primarySoft,
  borderRadius: vars.radius.full,
  paddingInline: vars.space.xs,
});

export const more = style({ justifySelf: 'start' });
