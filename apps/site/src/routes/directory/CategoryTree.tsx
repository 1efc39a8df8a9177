import { formatNumber, type CategoryTreeNode } from '@kwc/domain';

import { RouterLink } from '../../app/RouterLink';
import { listingHref } from '../shared/hrefs';
import * as styles from './directory.css';

export const CATEGORY_LIST_PATH = '/lista-kategorii';

/** The category map's path of a top-level category (`/mapa-kategorii/{slug}`). */
export function categoryMapHref(urlKey: string): string {
  return `/mapa-kategorii/${urlKey}`;
}

/** How many categories a subtree holds, itself excluded. */
export function descendantCount(node: CategoryTreeNode): number {
  return node.children.reduce((sum, child) => sum + 1 + descendantCount(child), 0);
}

/** A category link with its product count and an 18+ mark for adults-only categories. */
export function CategoryLink({ node, className }: { node: CategoryTreeNode; className?: string }) {
  return (
    <RouterLink href={listingHref(node.url_key)} className={className ?? styles.treeLink}>
      <span className={styles.treeName}>{node.full_name}</span>
      {node.isAdultsOnly ? (
        <span className={styles.adultMark} title="Tylko dla osób pełnoletnich">
          18+
        </span>
      ) : null}
      <span className={styles.count}>{formatNumber(node.productCount)}</span>
    </RouterLink>
  );
}

/** Nested lists of a category's children, each with its product count. */
export function CategoryTree({ nodes, depth = 0 }: { nodes: readonly CategoryTreeNode[]; depth?: number }) {
  if (nodes.length === 0) return null;
  return (
    <ul className={depth === 0 ? styles.tree : styles.subtree}>
      {nodes.map((node) => (
        <li key={node.id} className={styles.treeItem}>
          <CategoryLink node={node} />
          <CategoryTree nodes={node.children} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}
