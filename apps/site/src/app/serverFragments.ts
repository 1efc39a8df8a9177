import { createContext, useContext, useId } from 'react';

/**
 * The server's kept markup of page parts whose HTML follows from their props alone (the listing's
 * filters, sort and chips: a third of the page's elements and two thirds of its render). Every
 * visitor of a listing state gets the same markup there, so the server renders it once per state
 * and data, and later renders of the page write the kept markup instead.
 *
 * Only such parts qualify whose server markup the browser keeps as it is rather than hydrating it
 * (the listing's slots): the kept markup's ids come from an earlier render.
 */
export interface ServerFragments {
  /**
   * The kept inner HTML of the element `elementId` rendered with `props`, else undefined: then the
   * render writes the element's content, and the server keeps it once the page has rendered.
   * Function props (handlers) do not count: they change nothing in the markup. `place` is the
   * element's place in the page's tree (`useId`), which the ids in its markup derive from.
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
