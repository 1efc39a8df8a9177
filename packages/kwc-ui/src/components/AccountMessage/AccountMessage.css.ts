import { focusRing, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '32rem',
  marginLeft: 'auto',
  marginRight: 'auto',
  padding: `${vars.space.xl} ${vars.container.gutter}`,
  fontFamily: vars.font.sans,
  color: vars.color.text,
  textAlign: 'center',
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '56px',
    height: '56px',
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, color: vars.color.success },
      info: { background: vars.color.infoSoft, color: vars.color.info },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      error: { background: vars.color.errorSoft, color: vars.color.error },
    },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const status = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '20rem',
});

// Link actions look like the buttons beside them.
export const action = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '44px',
    padding: `0 ${vars.space.lg}`,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.primary}`,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.background,
        color: vars.color.primary,
        selectors: { '&:hover': { background: vars.color.primarySoft } },
      },
    },
  },
});
