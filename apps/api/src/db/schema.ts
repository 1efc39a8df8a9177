import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Navigation menus of spec section 3 "Menu item" (`uroda` and `uroda_footer`). */
export const menuItems = pgTable(
  'menu_items',
  {
    nodeId: serial('node_id').primaryKey(),
    menuId: text('menu_id').notNull(),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    type: text('type', { enum: ['category', 'wrapper', 'custom_url'] }).notNull(),
    level: integer('level').notNull(),
    position: integer('position').notNull().default(0),
    classes: text('classes').notNull().default(''),
    content: jsonb('content').$type<{ category_id?: number; url_key?: string; url?: string }>(),
    categoryId: integer('category_id'),
    categoryUrlKey: text('category_url_key'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    index('menu_items_menu_parent_idx').on(table.menuId, table.parentId, table.position),
    uniqueIndex('menu_items_menu_title_parent_idx').on(table.menuId, table.parentId, table.title),
  ],
);
