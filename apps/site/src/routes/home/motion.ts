import { vars } from '@kwc/tokens';

/** The duration and easing of the home page's hover transitions. */
export const ease = `${vars.motion.normal} ${vars.motion.easing}`;
