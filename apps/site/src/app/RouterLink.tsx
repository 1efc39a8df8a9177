import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';

/** Whether `href` is a path of this site (not another address, nor a protocol-relative one). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
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
