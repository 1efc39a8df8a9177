/**
 * Height in px of the header's top bar (the row with the logo, search and account links) on phones
 * and tablets, and from the desktop breakpoint on. Modals placed below the top bar (the adult
 * gate's offset, spec section 9) add their offsets to it.
 */
export const SITE_HEADER_BAR_HEIGHT = { mobile: 60, desktop: 80 } as const;
