import type { ServerFragments } from '../app/serverFragments';
import { createSizedLru } from './sizedLru';

/** One page render's use of the fragment cache. */
export interface FragmentRender {
  /** What the render's components read (`ServerFragmentsContext`). */
  fragments: ServerFragments;
  /**
   * Keeps the content the render wrote for the fragments it did not find, read from the page's
   * complete HTML. Call it only for a render that succeeded.
   */
  keep(html: string): void;
}

export interface FragmentCache {
  /** A view for one page render. */
  forRender(): FragmentRender;
  /** Fragments kept. */
  readonly size: number;
  /** Fragments found and not found since the cache was made. */
  readonly stats: { hits: number; misses: number };
}

export interface FragmentCacheOptions {
  /**
   * Markup and keys kept at most, in bytes (UTF-16 length × 2 as an estimate); least recently used
   * go first.
   * @default 32 MiB
   */
  maxBytes?: number;
}

/**
 * Markup of page parts kept across renders (see `ServerFragments`), keyed by the element's id, its
 * place in the page's tree and its props' JSON, least recently used dropped first. Nothing needs
 * purging: changed data means changed props, which is another key; the old entry ages out.
 */
export function createFragmentCache({ maxBytes = 32 * 1024 * 1024 }: FragmentCacheOptions = {}): FragmentCache {
  const entries = createSizedLru<string>(maxBytes);
  const stats = { hits: 0, misses: 0 };

  return {
    forRender() {
      const wanted = new Map<string, string>();
      return {
        fragments: {
          get(elementId, props, place) {
            const key = `${elementId}\n${place}\n${propsKey(props)}`;
            const html = entries.get(key);
            if (html === undefined) {
              stats.misses += 1;
              wanted.set(key, elementId);
              return undefined;
            }
            stats.hits += 1;
            return html;
          },
        },
        keep(html) {
          for (const [key, elementId] of wanted) {
            const content = innerHtmlOf(html, elementId);
            if (content !== undefined) entries.set(key, content, (key.length + content.length) * 2);
          }
          wanted.clear();
        },
      };
    },
    get size() {
      return entries.size;
    },
    stats,
  };
}

/**
 * The props' data: their JSON, which leaves functions out. The JSON itself is the key, not a digest
 * of it: hashing tens of kilobytes of text on every render cost more than rendering the sort select.
 */
function propsKey(props: object): string {
  return JSON.stringify(props);
}

/** How React's server markup opens a Suspense boundary left for the client to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The markup between the start and end tags of the one element with `id="{id}"` in React's server
 * markup, else undefined (no such element, more than one, or content left for the client). React
 * escapes `<` and `>` in text and attribute values, so tags are all that match.
 */
export function innerHtmlOf(html: string, id: string): string | undefined {
  const marker = ` id="${id}"`;
  const at = html.indexOf(marker);
  if (at < 0 || html.includes(marker, at + marker.length)) return undefined;
  const open = html.lastIndexOf('<', at);
  const tag = /^<([a-z][a-z0-9-]*)\s/.exec(html.slice(open, at + 1))?.[1];
  if (open < 0 || !tag) return undefined;
  const start = html.indexOf('>', at) + 1;
  if (start === 0) return undefined;
  const tags = new RegExp(`<(/?)${tag}[\\s/>]`, 'g');
  tags.lastIndex = start;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      const content = html.slice(start, match.index);
      return content.includes(CLIENT_RENDERED_BOUNDARY) ? undefined : content;
    }
  }
  return undefined;
}
