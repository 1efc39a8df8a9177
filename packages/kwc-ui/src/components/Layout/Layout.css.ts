import { mediaQuery, vars } from '@kwc/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const container = style({
  width: '100%',
  maxWidth: vars.container.maxWidth,
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.container.gutter,
  paddingRight: vars.container.gutter,
});

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const inline = style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const columns = style({ display: 'grid' });

const counts = [1, 2, 3, 4, 5, 6] as const;
const template = (n: number) => ({ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` });

export const columnsMobile = styleVariants(Object.fromEntries(counts.map((n) => [n, template(n)])));
export const columnsTablet = styleVariants(
  Object.fromEntries(counts.map((n) => [n, { '@media': { [mediaQuery('tablet')]: template(n) } }])),
);
export const columnsDesktop = styleVariants(
  Object.fromEntries(counts.map((n) => [n, { '@media': { [mediaQuery('desktop')]: template(n) } }])),
);
