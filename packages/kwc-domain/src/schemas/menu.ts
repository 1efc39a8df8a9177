import { z } from 'zod';

import { VALIDATION_MESSAGES } from '../messages';

/** Menu node types (spec section 3 "Menu item"). */
export const menuItemTypeSchema = z.enum(['category', 'wrapper', 'custom_url']);
export type MenuItemType = z.infer<typeof menuItemTypeSchema>;

/** Menus the site loads (spec section 2). */
export const menuIdSchema = z.enum(['uroda', 'uroda_footer'], { error: VALIDATION_MESSAGES.unknownMenu });
export type MenuId = z.infer<typeof menuIdSchema>;

/** One menu node (spec section 3 "Menu item"). `content` is JSON text; read it with `parseMenuItemContent`. */
export const menuItemSchema = z.object({
  node_id: z.number().int().positive(),
  parent_id: z.number().int().positive().nullable(),
  title: z.string(),
  type: menuItemTypeSchema,
  level: z.number().int().min(1),
  classes: z.string(),
  content: z.string(),
  category_id: z.number().int().positive().nullable(),
  category_url_key: z.string().nullable(),
  /** '1' for nodes shown at the first level (spec section 2). */
  is_active: z.enum(['0', '1']),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/**
 * The JSON inside `content`: `category_id` and `url_key`, or `url` for custom_url nodes. Read it with
 * `parseMenuItemContent`, which checks this shape without zod.
 */
export const menuItemContentSchema = z.object({
  category_id: z.number().int().positive().optional(),
  url_key: z.string().optional(),
  url: z.string().optional(),
});
export type MenuItemContent = z.infer<typeof menuItemContentSchema>;

/** Query of `GET /catalog/get-menu` (spec section 7). */
export const menuQuerySchema = z.object({ id: menuIdSchema });
export type MenuQuery = z.infer<typeof menuQuerySchema>;

/** Answer of `GET /catalog/get-menu`: the menu's nodes. */
export const menuResponseSchema = z.array(menuItemSchema);
export type MenuResponse = z.infer<typeof menuResponseSchema>;
