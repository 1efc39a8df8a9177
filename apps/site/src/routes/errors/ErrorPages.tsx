import { ErrorPage } from '@kwc/ui';
import { useLocation } from 'wouter';

import type { PageProps } from '../../app/page';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';

const NOT_FOUND_TITLE = 'Nie znaleziono strony';

/** The 404 page (spec section 2 and 8): status 404, noindex, its trail from the home page. */
export function NotFound() {
  const { origin } = useSiteContext();
  const [path] = useLocation();
  const trail = [HOME_CRUMB, { label: NOT_FOUND_TITLE, href: path }];
  return (
    <>
      <Seo title={NOT_FOUND_TITLE} robots="noindex" jsonLd={[trailJsonLd(trail, origin)]} />
      <ErrorPage statusCode={404} />
    </>
  );
}

/** The page shown when the server could not prepare a page (its data failed to load). */
export function ServerError({ statusCode }: { statusCode: number }) {
  return (
    <>
      <Seo title="Wystąpił błąd" robots="noindex" />
      <ErrorPage statusCode={statusCode} />
    </>
  );
}

/**
 * The error screens as a page module: their code loads like a page's (the first view does not
 * load it, a client navigation that ends on an error does). `params.status` is the page's status.
 */
export default function ErrorScreen({ params }: PageProps) {
  const status = Number(params.status);
  return status >= 500 ? <ServerError statusCode={status} /> : <NotFound />;
}
