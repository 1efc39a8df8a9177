// A module of its own: the site's gate overlay places itself with this before the modal (and its
// dialog) is loaded, so the first view does not download the dialog's code.
import { ADULT_MODAL_TOP_OFFSET_PX } from '@kwc/domain';

import type { ModalTopOffset } from '../Modal';

/** Top offset of the adult modal for a top bar of the given height (spec section 9). */
export function adultModalTopOffset(topBarHeight: ModalTopOffset): Exclude<ModalTopOffset, number> {
  const bar = typeof topBarHeight === 'number' ? { mobile: topBarHeight, desktop: topBarHeight } : topBarHeight;
  return {
    mobile: bar.mobile + ADULT_MODAL_TOP_OFFSET_PX.mobile,
    desktop: bar.desktop + ADULT_MODAL_TOP_OFFSET_PX.desktop,
  };
}
