import { ErrorPage } from '@kwc/ui';

import { Seo } from '../../app/Seo';

/** The 404 page (spec section 2 and 8): status 404, noindex. */
export function NotFound() {
  return (
    <>
      <Seo title="Nie znaleziono strony" robots="noindex" />
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
