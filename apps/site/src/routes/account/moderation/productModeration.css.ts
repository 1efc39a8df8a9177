import { vars } from '@kwc/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});

globalStyle(`${item} a`, { color: vars.color.primary, textUnderlineOffset: '3px' });

export const top = style({ display: 'grid', gridTemplateColumns: '5rem 1fr', gap: vars.space.md, alignItems: 'start' });

export const photo = style({ width: '5rem', height: '5rem', objectFit: 'contain', borderRadius: vars.radius.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const text = style({ margin: 0, whiteSpace: 'pre-line' });

export const unknown = style({ background: vars.color.warningSoft, color: vars.color.text, fontWeight: 600 });

export const label = style({ fontWeight: 600 });

export const duplicates = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const key = style({
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space['2xs']}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
});

export const form = style({ display: 'grid', gap: vars.space.sm });
