import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type MenuItemContent, menuItemContentSchema } from '../schemas/menu';
import { parseMenuItemContent } from './menu-content';

/** `parseMenuItemContent` as it was written with zod: the reference the zod-free one must match. */
function parseWithZod(content: string): MenuItemContent {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return content.trim() === '' ? {} : { url: content.trim() };
  }
  const parsed = menuItemContentSchema.safeParse(json);
  return parsed.success ? parsed.data : {};
}

function expectSameAsZod(content: string) {
  const result = parseMenuItemContent(content);
  const reference = parseWithZod(content);
  expect(result).toStrictEqual(reference);
  expect(Object.keys(result)).toEqual(Object.keys(reference));
}

const fieldValue = fc.oneof(
  fc.integer(),
  fc.integer({ min: 1 }),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, 2 ** 53, 2 ** 53 - 1, Number.MAX_VALUE, null, true, '12', '', [], {}),
  fc.string(),
);

const contentObject = fc.record(
  { category_id: fieldValue, url_key: fieldValue, url: fieldValue, title: fieldValue },
  { requiredKeys: [] },
);

describe('parseMenuItemContent', () => {
  it('reads category_id and url_key, or a url', () => {
    expect(parseMenuItemContent('{"category_id": 12, "url_key": "kremy", "extra": 1}')).toEqual({
      category_id: 12,
      url_key: 'kremy',
    });
    expect(parseMenuItemContent(' https://example.com/x ')).toEqual({ url: 'https://example.com/x' });
    expect(parseMenuItemContent('{"category_id": "12"}')).toEqual({});
    expect(parseMenuItemContent('[1]')).toEqual({});
    expect(parseMenuItemContent('  ')).toEqual({});
  });

  it('gives what the zod schema gave, for any content', () => {
    const content = fc.oneof(
      contentObject.map((value) => JSON.stringify(value)),
      fc.json(),
      fc.string(),
      fc.constantFrom('{"__proto__": {"url": "x"}}', '{"url": "x", "__proto__": null}', '1e400', 'null', '"x"'),
    );
    fc.assert(fc.property(content, expectSameAsZod), { numRuns: 3000 });
  });
});
