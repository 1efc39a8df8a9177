import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';

/**
 * The link component the site hands to kwc-ui (`linkAs`): in-site paths navigate on the client,
 * other addresses (custom menu URLs, partner shops) are plain links.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function RouterLink({ href, children, ...rest }, ref) {
    if (!href.startsWith('/') || href.startsWith('//')) {
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
