import { ERROR_MESSAGES } from '@kwc/domain';

import * as styles from './ErrorPage.css';

export interface ErrorPageProps {
  /** HTTP status code shown on the page. */
  statusCode: number;
  /**
   * Address of the home page.
   * @default '/'
   */
  homeHref?: string;
}

/**
 * The error screen: the status code, the spec's message for it and a way back home. The page
 * that renders it also sets `<meta name="robots" content="noindex">` and the HTTP status.
 */
export function ErrorPage({ statusCode, homeHref = '/' }: ErrorPageProps) {
  return (
    <section className={styles.root} aria-labelledby="error-page-message">
      <p className={styles.code} aria-hidden="true">
        {statusCode}
      </p>
      <h1 id="error-page-message" className={styles.message}>
        {statusCode === 404
          ? ERROR_MESSAGES.notFound
          : statusCode === 503
            ? ERROR_MESSAGES.unavailable
            : ERROR_MESSAGES.unexpected}
      </h1>
      <a className={styles.home} href={homeHref}>
        {ERROR_MESSAGES.backToHome}
      </a>
    </section>
  );
}
