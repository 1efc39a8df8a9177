import { categoryTree, type CuratedCategory } from '../seed/data/categories';

// The curated category tree (seed/data/categories.ts) is the catalogue's taxonomy: the seed builds
// the categories from it, the OBF importer maps Open Beauty Facts tags onto it.

/** Depth-first list of every category with its parent's urlKey (null at the top level) and depth (1 = top). */
export function flattenCategories(
  nodes: CuratedCategory[] = categoryTree,
  parentUrlKey: string | null = null,
): { category: CuratedCategory; parentUrlKey: string | null; depth: number }[] {
  const out: { category: CuratedCategory; parentUrlKey: string | null; depth: number }[] = [];
  const walk = (list: CuratedCategory[], parent: string | null, depth: number) => {
    for (const category of list) {
      out.push({ category, parentUrlKey: parent, depth });
      if (category.children) walk(category.children, category.urlKey, depth + 1);
    }
  };
  walk(nodes, parentUrlKey, 1);
  return out;
}
