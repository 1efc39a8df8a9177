import { createThemeContract } from '@vanilla-extract/css';

import { tokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function toContract<T extends object>(values: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? null : toContract(value)]),
  ) as Contract<T>;
}

/** CSS variables of the theme; components style with these only. */
export const vars = createThemeContract(toContract(tokens));
