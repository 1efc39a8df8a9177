import { mediaQuery, responsiveStyle, vars } from '@kwc/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const grid = style([
  {
    display: 'grid',
    columnGap: vars.space.xs,
    rowGap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  responsiveStyle({ tablet: { columnGap: vars.space.md, rowGap: vars.space.lg } }),
]);

const template = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

export const columnsMobile = styleVariants({ 1: template(1), 2: template(2) });

export const columnsTablet = styleVariants({
  2: { '@media': { [mediaQuery('tablet')]: template(2) } },
  3: { '@media': { [mediaQuery('tablet')]: template(3) } },
  4: { '@media': { [mediaQuery('tablet')]: template(4) } },
});

export const columnsDesktop = styleVariants({
  3: { '@media': { [mediaQuery('desktop')]: template(3) } },
  4: { '@media': { [mediaQuery('desktop')]: template(4) } },
  5: { '@media': { [mediaQuery('desktop')]: template(5) } },
});

export const item = style({ minWidth: 0 });

export const empty = style([
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space['2xl']} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    background: `linear-gradient(160deg, ${vars.color.primarySoft}, ${vars.color.secondarySoft})`,
    textAlign: 'center',
  },
  responsiveStyle({ desktop: { padding: `${vars.space['3xl']} ${vars.space['2xl']}` } }),
]);

export const emptyArt = style({ marginBottom: vars.space.xs });

export const emptyArtBackdrop = style({ fill: vars.color.background });

export const emptyArtJar = style({ fill: vars.color.primarySoft, stroke: vars.color.primary, strokeWidth: 2.5 });

export const emptyArtLid = style({ fill: vars.color.secondary });

export const emptyArtLens = style({
  fill: vars.color.background,
  stroke: vars.color.primary,
  strokeWidth: 4,
  fillOpacity: 0.7,
});

export const emptyArtHandle = style({ stroke: vars.color.primary, strokeWidth: 6, strokeLinecap: 'round' });

export const emptyTitle = style([
  { margin: 0, fontFamily: vars.font.serif, fontSize: vars.fontSize.xl, color: vars.color.text },
  responsiveStyle({ desktop: { fontSize: vars.fontSize['2xl'] } }),
]);

export const emptyText = style({ maxWidth: '32rem', margin: 0, color: vars.color.textMuted });
