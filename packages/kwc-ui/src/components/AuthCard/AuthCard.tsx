import type { ReactNode } from 'react';

import * as styles from './AuthCard.css';

export interface AuthCardProps {
  /** The screen's heading (an `h1`). */
  title: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  /** The form or the message. */
  children: ReactNode;
  /** Links under the card's content, e.g. 'Nie masz konta? Załóż konto'. */
  footer?: ReactNode;
  /**
   * `narrow` for the sign-in screens, `wide` for the account edit page.
   * @default 'narrow'
   */
  width?: 'narrow' | 'wide';
}

/** The frame of every `/konto/*` screen: a centred card with the heading, content and footer links. */
export function AuthCard({ title, intro, children, footer, width = 'narrow' }: AuthCardProps) {
  return (
    <section className={styles.root({ width })}>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      <div className={styles.content}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
