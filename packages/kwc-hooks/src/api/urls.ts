/** A query value; `undefined` and `null` leave the parameter out, arrays repeat it. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * A path with its query string, parameters in the given order. The SWR keys and the requests use
 * this one function, so a key SSR prefills is exactly the request the browser would make.
 */
export function apiPath(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) params.append(name, String(item));
    } else {
      params.append(name, String(value));
    }
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}
