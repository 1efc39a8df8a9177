import type { MenuItemContent } from '../schemas/menu';

// Without zod, so the menu renders without it; `menuItemContentSchema` describes the same shape and a
// test checks the two agree.

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The fields of `menuItemContentSchema` read as zod reads them: a field that is present must have its
 * type (a positive integer `category_id`, text `url_key` and `url`), other keys are dropped; `null`
 * when the value is not an object or a field is malformed.
 */
function readMenuItemContent(json: unknown): MenuItemContent | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const record = json as Record<string, unknown>;
  const content: MenuItemContent = {};
  if ('category_id' in record) {
    const categoryId = record.category_id;
    if (categoryId !== undefined && !isPositiveInteger(categoryId)) return null;
    content.category_id = categoryId;
  }
  for (const key of ['url_key', 'url'] as const) {
    if (!(key in record)) continue;
    const text = record[key];
    if (text !== undefined && typeof text !== 'string') return null;
    content[key] = text;
  }
  return content;
}

/**
 * Reads a node's `content`. A custom_url node whose content is a bare address rather than JSON
 * gets it as `url`; unreadable content gives an empty object.
 */
export function parseMenuItemContent(content: string): MenuItemContent {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return content.trim() === '' ? {} : { url: content.trim() };
  }
  return readMenuItemContent(json) ?? {};
}
