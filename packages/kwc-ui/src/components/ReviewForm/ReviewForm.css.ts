import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  fontFamily: vars.font.sans,
  color: vars.color.text,
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 18rem', alignItems: 'start' } },
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { 'screen and (min-width: 960px)': { gridColumn: 1, gridRow: 1 } },
});

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const saveState = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const saveFailed = style([saveState, { color: vars.color.error }]);

// Beside the text on wide screens (the grid's second column), above the fields on phones.
export const remarks = style({
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  '@media': { 'screen and (min-width: 960px)': { gridColumn: 2, gridRow: 1, position: 'sticky', top: vars.space.md } },
});

export const remarksHeading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const remark = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  marginBottom: vars.space.sm,
});

export const reasons = style({ margin: 0, paddingLeft: vars.space.md, fontSize: vars.fontSize.sm });

export const remarkText = style({ margin: 0, fontSize: vars.fontSize.sm, whiteSpace: 'pre-line' });

export const remarkDate = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
