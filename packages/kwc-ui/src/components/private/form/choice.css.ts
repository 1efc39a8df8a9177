import { focusRing, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

// Checkbox rows shared by AgreementsField and CheckboxGroupField.

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.sans,
  color: vars.color.text,
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingTop: vars.space.xs,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const box = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginTop: '1px',
  // A 3:1 border against white (WCAG 1.4.11).
  border: `1.5px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.onPrimary,
  selectors: {
    [`${option}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${option}[data-focus-visible] &`]: focusRing,
    [`${option}:hover &`]: { borderColor: vars.color.primary },
  },
});

export const check = style({
  visibility: 'hidden',
  selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
