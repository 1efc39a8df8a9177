import { PAGES_LIMITS } from '../constants';
import { queryInt } from './common';

// Internal to the package: schemas/index.ts does not re-export this module.

export const emptyAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A page number; pages past `PAGES_LIMITS.maxPage` are refused. */
export const pageQuery = queryInt({ min: 1, max: PAGES_LIMITS.maxPage, fallback: 1 });
