import { ErrorPage } from '@kwc/ui';

import { SITE_NAME } from '../app/SiteLayout';

export function NotFound() {
  return (
    <>
      <title>{`Nie znaleziono strony | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <ErrorPage statusCode={404} />
    </>
  );
}

/** The page shown when the server could not prepare a page (its data failed to load). */
export function ServerError({ statusCode }: { statusCode: number }) {
  return (
    <>
      <title>{`Wystąpił błąd | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <ErrorPage statusCode={statusCode} />
    </>
  );
}
