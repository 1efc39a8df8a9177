import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  fontFamily: vars.font.sans,
  color: vars.color.text,
  selectors: {
    '&[data-current]': { borderColor: vars.color.primary, boxShadow: `inset 4px 0 0 ${vars.color.primary}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const header = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const packshot = style({ flex: 'none', objectFit: 'contain', borderRadius: vars.radius.sm });

export const meta = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 });

export const product = style({ margin: 0, fontWeight: vars.fontWeight.bold });

// The product's name reads as a heading of the item, not as a browser-blue link; hover and focus show it is one.
export const productLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});

export const line = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.infoSoft,
  color: vars.color.info,
  fontWeight: vars.fontWeight.medium,
});

export const revisionBadge = style([badge, { background: vars.color.warningSoft, color: vars.color.warning }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const body = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const photos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photo = style({ width: '160px', height: 'auto', borderRadius: vars.radius.sm });

export const reply = style({
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.info}`,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSoft,
});

export const replyHeading = style({
  margin: `0 0 ${vars.space['2xs']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
