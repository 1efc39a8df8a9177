import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';

/**
 * kwc-ui's `EXTERNAL_LINK_ATTRIBUTE`, spelled here: importing `@kwc/ui` into this first-view module
 * cost the product page 150 ms of LCP (bench/README.md, session 16). A test keeps the two equal.
 */
export const EXTERNAL_LINK_ATTRIBUTE = 'data-external-link';

/** Whether `href` is a path of this site (not another address, nor a protocol-relative one). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The buttons and keys of a click, as a DOM or a React mouse event carries them. */
interface ClickKeys {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Whether a click on `link` is the browser's to follow, as `RouterLink` leaves it: not the main
 * button, a modifier key (a new tab or window), a download, a menu's external link, another target,
 * or an address that is not a path of this site.
 */
export function leftToBrowser(click: ClickKeys, link: HTMLAnchorElement): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return true;
  if (link.hasAttribute('download') || link.hasAttribute(EXTERNAL_LINK_ATTRIBUTE)) return true;
  if (link.target !== '' && link.target !== '_self') return true;
  return !isSitePath(link.getAttribute('href') ?? '');
}

/**
 * The link component the site hands to kwc-ui (`linkAs`): in-site paths navigate on the client,
 * other addresses (custom menu URLs, partner shops) are plain links.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function RouterLink({ href, children, ...rest }, ref) {
    if (!isSitePath(href)) {
      return (
        <a ref={ref} href={href} {...rest}>
          {children}
        </a>
      );
    }
    return (
      <Link ref={ref} href={href} {...rest}>
        {children}
      </Link>
    );
  },
);
