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
