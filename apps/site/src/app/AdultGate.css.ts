import { mediaQuery, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

/** Where the gate's panel starts on phones and tablets, and on desktops (set by the component). */
export const topMobileProperty = '--kwc-adult-gate-top-mobile';
export const topDesktopProperty = '--kwc-adult-gate-top-desktop';

/**
 * The server-rendered gate: covers the page until the client's modal takes over, with the same
 * backdrop as kwc-ui's AdultGateModal (which appears without fading in), so no frame between them
 * shows the page.
 */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingTop: `var(${topMobileProperty})`,
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  background: 'rgba(20, 12, 26, 0.72)',
  backdropFilter: 'blur(6px)',
  '@media': { [mediaQuery('desktop')]: { paddingTop: `var(${topDesktopProperty})` } },
});

export const panel = style({
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  boxShadow: vars.shadow.lg,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize['2xl'],
  color: vars.color.text,
});

export const text = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});
