import { createGlobalThemeContract } from '@vanilla-extract/css';

import { tokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function toContract<T extends object>(values: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? null : toContract(value)]),
  ) as Contract<T>;
}

/**
 * CSS variables of the theme; components style with these only. The names are stable
 * (`--kwc-color-primary`), not hashed: a publisher site can override them in its own CSS, and
 * every build of every package agrees on them.
 */
export const vars = createGlobalThemeContract(toContract(tokens), (_value, path) =>
  `kwc-${path.join('-')}`.replace(/[^a-zA-Z0-9-]/g, '-'),
);
