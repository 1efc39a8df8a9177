import { focusRing, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

// The look every form field shares (TextField, PasswordField, DateOfBirthField, AvatarUpload).

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minWidth: 0,
  fontFamily: vars.font.sans,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  gap: vars.space['2xs'],
  alignItems: 'flex-start',
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.error,
});

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  // 16 px text: iOS zooms into a focused field with smaller text.
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  // A 3:1 border against white (WCAG 1.4.11), as the filters' checkboxes.
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible, &[data-focus-visible]': focusRing,
    '&[aria-invalid="true"], &[data-invalid]': { borderColor: vars.color.error, borderWidth: '2px' },
    '&:disabled, &[data-disabled]': { background: vars.color.surface, cursor: 'not-allowed' },
  },
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.sans,
  color: vars.color.text,
});

export const legend = style([label, { padding: 0, marginBottom: vars.space['2xs'] }]);

export const sectionLegend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });

export const inputWithTrailing = style({ paddingRight: '6.5rem' });

export const trailing = style({
  position: 'absolute',
  top: '4px',
  right: '4px',
  bottom: '4px',
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});
