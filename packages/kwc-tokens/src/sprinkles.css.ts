import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

import { mediaQuery } from './breakpoints';
import { vars } from './contract.css';

// Layout and spacing only (STYLE.md): colours and type go through `vars` in component styles.
const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery('tablet') },
    desktop: { '@media': mediaQuery('desktop') },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexWrap: ['wrap', 'nowrap'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

export const sprinkles = createSprinkles(layout);
export type Sprinkles = Parameters<typeof sprinkles>[0];
