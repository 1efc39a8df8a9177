import { firstLevelMenuItems, menuItemHref, type MenuResponse } from '@kwc/domain';
import useSWR from 'swr';

import { container } from '../app/layout.css';
import type { FetchJson } from '../app/routes';
import { SITE_NAME } from '../app/SiteLayout';
import * as styles from './Home.css';

const MENU_KEY = '/api/catalog/get-menu?id=uroda';

export async function loadHome(fetchJson: FetchJson) {
  return { [MENU_KEY]: await fetchJson(MENU_KEY) };
}

export function Home() {
  const { data: menu = [] } = useSWR<MenuResponse>(MENU_KEY);
  const top = firstLevelMenuItems(menu);
  return (
    <>
      <title>{SITE_NAME}</title>
      <meta
        name="description"
        content="Katalog kosmetyków z opiniami użytkowniczek: pielęgnacja twarzy, ciała i włosów, makijaż, perfumy. Sprawdź składy i oceny."
      />
      <section className={styles.hero}>
        <div className={container}>
          <h1 className={styles.title}>Kosmetyki, którym możesz zaufać</h1>
          <p className={styles.lead}>
            Prawdziwe opinie, pełne składy i oceny tysięcy produktów — od kremów do twarzy po perfumy.
          </p>
        </div>
      </section>
      <section className={`${container} ${styles.section}`} aria-labelledby="przegladaj-kategorie">
        <h2 id="przegladaj-kategorie" className={styles.sectionTitle}>
          Przeglądaj kategorie
        </h2>
        <ul className={styles.categories}>
          {top.map((item) => {
            const children = menu.filter((child) => child.parent_id === item.node_id).map((child) => child.title);
            return (
              <li key={item.node_id}>
                <a className={styles.category} href={menuItemHref(item)?.href ?? '/'}>
                  <span className={styles.categoryName}>{item.title}</span>
                  {children.length > 0 && <span className={styles.categoryChildren}>{children.join(', ')}</span>}
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
