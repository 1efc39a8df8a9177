import { createContext, useContext, useId } from 'react';

/**
 * Kept server markup of page parts whose HTML follows from their props alone (the listing's filters,
 * sort and chips), rendered once per state and data and written as it is by later renders. Only parts
 * the browser keeps rather than hydrates qualify: the kept markup's ids come from an earlier render.
 */
export interface ServerFragments {
  /**
   * The kept inner HTML of `elementId` rendered with `props` (function props do not count), else
   * undefined: the render writes it and the server keeps it. `place` is the element's place in the
   * page's tree (`useId`), which the ids in its markup derive from.
   */
  get(elementId: string, props: object, place: string): string | undefined;
}

/** Provided by the server renderer; the browser has none. */
export const ServerFragmentsContext = createContext<ServerFragments | null>(null);

/**
 * The server's kept inner HTML of the element `elementId` for `props`, or undefined (render it):
 * always undefined in the browser, and when `elementId` is null (the part is not to be kept).
 */
export function useServerFragment(elementId: string | null, props: object): string | undefined {
  const fragments = useContext(ServerFragmentsContext);
  const place = useId();
  return fragments && elementId ? fragments.get(elementId, props, place) : undefined;
}
