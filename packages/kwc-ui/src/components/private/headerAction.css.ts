import { responsiveStyle, vars, visuallyHiddenRule } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

// The look of the header's action entries ('Ulubione', the account), shared by SiteHeader and UserMenu.

export const action = style([
  {
    position: 'relative',
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['3xs'],
    minWidth: '44px',
    minHeight: '44px',
    borderRadius: vars.radius.md,
    color: vars.color.text,
    textDecoration: 'none',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&:hover': { color: vars.color.primary, background: vars.color.primarySoft } },
  },
  responsiveStyle({
    desktop: { minWidth: '72px', minHeight: '56px', paddingLeft: vars.space.xs, paddingRight: vars.space.xs },
  }),
]);

export const actionLabel = style([
  visuallyHiddenRule,
  responsiveStyle({
    desktop: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
    },
  }),
]);

export const username = style(
  responsiveStyle({ desktop: { maxWidth: '7rem', overflow: 'hidden', textOverflow: 'ellipsis' } }),
);
