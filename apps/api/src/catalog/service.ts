import type { MenuId, MenuResponse } from '@kwc/domain';
import { asc, eq } from 'drizzle-orm';

import type { Database } from '../db/client';
import { menuItems } from '../db/schema';

/** Menu items in the field names of spec section 3 "Menu item", parents before children. */
export async function getMenu(db: Database, menuId: MenuId): Promise<MenuResponse> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.menuId, menuId))
    .orderBy(asc(menuItems.level), asc(menuItems.position));
  return rows.map((row) => ({
    node_id: row.nodeId,
    parent_id: row.parentId,
    title: row.title,
    type: row.type,
    level: row.level,
    classes: row.classes,
    content: JSON.stringify(row.content ?? {}),
    category_id: row.categoryId,
    category_url_key: row.categoryUrlKey,
    is_active: row.isActive ? '1' : '0',
  }));
}
