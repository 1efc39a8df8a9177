import { memo, startTransition, useEffect, useState, type ReactNode } from 'react';

import type * as Controls from './ListingControls';
import type { ListingChipsProps, ListingSortProps } from './ListingControls';
import type { ListingFiltersProps } from './ListingFilters';
import * as styles from './ListingPage.css';

/*
 * The listing's controls (filters, sort, chips) live in a chunk of their own, loaded after the
 * first view (React Aria and Radix are most of their weight). The server renders them in place —
 * the loader waits for the chunk — and until the browser has the chunk, each slot keeps the
 * server's markup as it is: crawlers and the first paint see the whole page, and the first view's
 * script stays small. Once the chunk is in, the slot renders the live controls over the same markup.
 *
 * No Suspense boundary: a streamed boundary past the first 12.8 kB of HTML is sent out of place
 * and swapped in by a script, which leaves its fallback to readers without scripts.
 */

let controls: Promise<typeof Controls> | undefined;
let loaded: typeof Controls | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the controls' chunk (once): in the browser right after the first view hydrates, or when a
 * listing opens; on the server before rendering (the loader waits for it).
 */
export function preloadListingControls(): Promise<typeof Controls> {
  return (controls ??= import('./ListingControls').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The controls' module once it is in, else `null` (then a slot keeps the server's markup). Their
 * arrival is a transition: mounting every filter widget is long work, which React then splits into
 * short tasks instead of one that blocks a tap (an external store would force it synchronous).
 */
function useControls(): typeof Controls | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    const take = () => startTransition(() => setModule(loaded));
    if (loaded !== module) take();
    return subscribe(take);
  }, [module]);
  return module;
}

/**
 * A slot's wrapper. With the controls in, it holds them; before that (hydrating the first view),
 * it keeps whatever the server wrote into it, untouched by React.
 */
function Slot({
  id,
  className,
  pendingClassName = styles.slotPending,
  children,
}: {
  id: string;
  className: string;
  pendingClassName?: string;
  children: ReactNode | null;
}) {
  const [serverHtml] = useState(() =>
    children === null && typeof document !== 'undefined' ? (document.getElementById(id)?.innerHTML ?? '') : '',
  );
  // Different keys: the live controls replace the kept markup instead of being added to it.
  if (children !== null) {
    return (
      <div key="live" id={id} className={className}>
        {children}
      </div>
    );
  }
  return (
    <div
      key="server"
      id={id}
      className={serverHtml ? className : `${className} ${pendingClassName}`}
      // The server's markup of the controls, kept until their code arrives.
      dangerouslySetInnerHTML={{ __html: serverHtml }}
      suppressHydrationWarning
    />
  );
}

// The slots are memoised and get stable props, so the page's own updates leave them alone.

/** The filters panel: a sidebar on desktops, a 'Filtry' button and sheet on phones. */
export const FiltersSlot = memo(function FiltersSlot({ className, ...props }: ListingFiltersProps) {
  const module = useControls();
  return (
    <Slot id="listing-filters" className={className ?? ''} pendingClassName={styles.filtersPending}>
      {module ? <module.ListingFilters {...props} /> : null}
    </Slot>
  );
});

/** The sort select. */
export const SortSlot = memo(function SortSlot(props: ListingSortProps) {
  const module = useControls();
  return (
    <Slot id="listing-sort" className={styles.sortSlot}>
      {module ? <module.ListingSort {...props} /> : null}
    </Slot>
  );
});

/** The chosen filters' chips. */
export const ChipsSlot = memo(function ChipsSlot(props: ListingChipsProps) {
  const module = useControls();
  return (
    <Slot id="listing-chips" className={styles.chipsSlot}>
      {module ? <module.ListingChips {...props} /> : null}
    </Slot>
  );
});
