/**
 * The icon set: 24 × 24 outline paths (stroke 1.75, round caps) drawn for KWC. Filled variants
 * carry `fill`. Kept as data so the set tree-shakes into one small module.
 */
export const iconPaths = {
  close: { d: 'M6 6l12 12M18 6L6 18' },
  chevronLeft: { d: 'M15 5l-7 7 7 7' },
  chevronRight: { d: 'M9 5l7 7-7 7' },
  chevronDown: { d: 'M5 9l7 7 7-7' },
  arrowLeft: { d: 'M19 12H5m6-6l-6 6 6 6' },
  search: { d: 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zm5.3-2.2L21 21' },
  menu: { d: 'M4 7h16M4 12h16M4 17h16' },
  user: { d: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7.5 8c.9-3.5 3.9-5.5 7.5-5.5s6.6 2 7.5 5.5' },
  heart: {
    d: 'M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.2a4.4 4.4 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z',
  },
  heartFilled: {
    d: 'M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.2a4.4 4.4 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z',
    fill: true,
  },
  star: { d: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z' },
  starFilled: { d: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z', fill: true },
  check: { d: 'M5 12.5l4.5 4.5L19 7.5' },
  info: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-10v6m0-9.5v.5' },
  warning: { d: 'M12 4L2.8 19.5h18.4L12 4zm0 6v4.5m0 2.5v.5' },
  error: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6m0-6l-6 6' },
  plus: { d: 'M12 5v14M5 12h14' },
  filter: { d: 'M4 6h16M7 12h10M10 18h4' },
  externalLink: { d: 'M14 4h6v6m0-6l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5' },
} as const satisfies Record<string, { d: string; fill?: boolean }>;

export type IconName = keyof typeof iconPaths;
export const iconNames = Object.keys(iconPaths) as IconName[];
