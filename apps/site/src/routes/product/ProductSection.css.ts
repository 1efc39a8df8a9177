import { responsiveStyle, vars } from '@kwc/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Room above a section's heading when an anchor jumps to it: the sticky header's height and a gap
 * (as on the home page's sections). The header stays on screen when a page opens at an anchor, and
 * a smaller margin left the heading under it.
 */
const ANCHOR_OFFSET = `calc(${vars.space['3xl']} + ${vars.space.xl})`;

/** The anchor navigation of spec section 1. */
export const sectionNav = style({
  marginTop: vars.space.xl,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sectionNavList = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} 0`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const sectionNavLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minHeight: '36px',
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
  },
});

export const sectionNavCount = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const section = style([
  {
    paddingTop: vars.space.xl,
    scrollMarginTop: ANCHOR_OFFSET,
    // Laid out and painted only near the viewport; the height stands in until the section has been
    // shown once (bench/README.md, "Design notes", sections drawn near the viewport).
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 1000px',
    selectors: {
      '& + &': {
        marginTop: vars.space.lg,
        borderTop: `1px solid ${vars.color.border}`,
      },
    },
  },
  responsiveStyle({ desktop: { containIntrinsicSize: 'auto 480px' } }),
]);

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});

globalStyle(`${sectionNavList}::-webkit-scrollbar`, { display: 'none' });

// The anchors of spec section 1 sit on the sections' headings: a jump leaves a little room above them.
globalStyle(`${section} h2[id]`, { scrollMarginTop: ANCHOR_OFFSET });
