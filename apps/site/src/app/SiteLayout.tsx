import type { ReactNode } from 'react';
import { Link } from 'wouter';

import * as styles from './layout.css';

export const SITE_NAME = 'KWC — kosmetyki, opinie, składniki';

/** The `kwc` layout of spec section 2: header, content, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={`${styles.container} ${styles.headerInner}`}>
          <Link href="/" className={styles.logo}>
            <span className={styles.logoMark}>KWC</span>
            <span className={styles.logoTagline}>Kosmetyki · Opinie · Składniki</span>
          </Link>
        </div>
      </header>
      <main id="tresc" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.container}>
          <p className={styles.footerNote}>
            © {new Date().getFullYear()} KWC. Wszelkie prawa zastrzeżone. Kopiowanie, przedruk i rozpowszechnianie
            materiałów z serwisu bez zgody wydawcy są zabronione.
          </p>
        </div>
      </footer>
    </div>
  );
}
