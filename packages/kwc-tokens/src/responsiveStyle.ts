import type { StyleRule } from '@vanilla-extract/css';

import { mediaQuery } from './breakpoints';

type CSSProps = Omit<StyleRule, '@media' | '@supports'>;

/**
 * Mobile-first style: the base applies everywhere, `tablet` from 640 px, `desktop` from 1024 px.
 */
export function responsiveStyle({
  mobile,
  tablet,
  desktop,
}: {
  mobile?: CSSProps;
  tablet?: CSSProps;
  desktop?: CSSProps;
}): StyleRule {
  const media: Record<string, CSSProps> = {};
  if (tablet) media[mediaQuery('tablet')] = tablet;
  if (desktop) media[mediaQuery('desktop')] = desktop;
  return {
    ...mobile,
    ...(Object.keys(media).length > 0 ? { '@media': media } : {}),
  } as StyleRule;
}
