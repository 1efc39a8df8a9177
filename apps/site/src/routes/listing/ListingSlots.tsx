import { memo, startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

import { onFirstIntent, TAPPABLE, whenLiveControlsSettle } from '../../app/firstView';
import { useServerFragment } from '../../app/serverFragments';

import type * as Controls from './ListingControls';
import type { ListingChipsProps, ListingSortProps } from './ListingControls';
import type { ListingFiltersProps } from './ListingFilters';
import * as styles from './ListingPage.css';

/*
 * The listing's controls (filters, sort, chips) are a chunk of their own that the first view does not
 * load: each slot keeps the server's markup until the visitor's first sign of use brings it. Design,
 * and why no Suspense boundary: bench/README.md, "Design notes", `ListingSlots`.
 */

let controls: Promise<typeof Controls> | undefined;
let loaded: typeof Controls | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the controls' chunk (once): on the server before rendering (the loader waits for it), in
 * the browser on the visitor's first sign of use (`intent`) or at once after a client navigation.
 */
export function preloadListingControls(intent?: Event): Promise<typeof Controls> {
  if (controls) return controls;
  // A pointer's sign of use, and no key pressed before the code is in: the widgets start in the
  // pointer's focus-visible state (see `notePointerInUse`).
  let byPointer = intent !== undefined && intent.type !== 'keydown' && intent.type !== 'focusin';
  const onKey = () => (byPointer = false);
  if (byPointer) window.addEventListener('keydown', onKey, { capture: true, passive: true });
  const settle = () => {
    if (intent) window.removeEventListener('keydown', onKey, { capture: true });
  };
  return (controls = import('./ListingControls').then(
    (module) => {
      settle();
      if (byPointer) module.notePointerInUse();
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      settle();
      // A failed download is tried again on the next request for it.
      controls = undefined;
      throw error;
    },
  ));
}

/**
 * Loads the controls' chunk on the visitor's first sign of use (see above). Returns the function
 * that stops waiting.
 */
export function loadListingControlsOnIntent(): () => void {
  if (controls) return () => {};
  return onFirstIntent((event) => void preloadListingControls(event));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Where a control sits in its slot (the child indexes from the slot down), and what it is. */
interface ControlPlace {
  slot: string;
  path: number[];
  identity: string;
  /** The page it was on: a listing left before the code came in takes its tap and focus along. */
  page: string;
  /** What the visitor had typed into a text field (a filter's search) before the code came in. */
  typed?: string;
}

const currentPage = () => `${window.location.pathname}${window.location.search}`;

/** The tap on the server's markup that waits for the live control. */
let heldTap: ControlPlace | null = null;
/** The server's control that had focus when the live controls replaced it. */
let keptFocus: ControlPlace | null = null;

/** The control as a field the visitor types into (a filter's search), else null. */
function textField(control: Element): HTMLInputElement | null {
  return control instanceof HTMLInputElement && /^(search|text)$/.test(control.type) ? control : null;
}

/**
 * What tells a control from its neighbours: its element, type and value, and a label's text (a
 * filter's option). Not a button's text: a live select shows its value only once its list is built.
 * Not a text field's value either: that is what the visitor typed, which the live field takes over.
 */
function identityOf(control: Element): string {
  const text = control.tagName === 'LABEL' ? control.textContent : '';
  const value = control instanceof HTMLInputElement && !textField(control) ? control.value : '';
  return [control.tagName, control.getAttribute('type'), control.getAttribute('aria-haspopup'), value, text].join('|');
}

function placeOf(slot: Element, control: Element): ControlPlace {
  const path: number[] = [];
  for (let node = control; node !== slot && node.parentElement; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  const place: ControlPlace = { slot: slot.id, path, identity: identityOf(control), page: currentPage() };
  const field = textField(control);
  if (field && field.value !== '') place.typed = field.value;
  return place;
}

/** Types `text` into a live field the way a visitor would, so its change handler runs. */
function typeInto(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The live control in the same place, if it is the same control on the same page. */
function controlAt(slot: Element, place: ControlPlace): HTMLElement | null {
  if (place.page !== currentPage()) return null;
  let node: Element | undefined = slot;
  for (const index of place.path) node = node?.children[index];
  return node instanceof HTMLElement && identityOf(node) === place.identity ? node : null;
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
  kept,
  children,
}: {
  id: string;
  className: string;
  pendingClassName?: string;
  /** On the server: the controls' markup an earlier render of the same props wrote (see `useKept`). */
  kept?: string | undefined;
  children: ReactNode | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const live = children !== null || kept !== undefined;
  // The live controls take over: focus goes back where it was, and a held tap is played on them.
  useEffect(() => {
    const slot = ref.current;
    if (!live || !slot) return;
    if (keptFocus?.slot === id) {
      const { typed } = keptFocus;
      const control = controlAt(slot, keptFocus);
      keptFocus = null;
      if (control && (!document.activeElement || document.activeElement === document.body)) {
        control.focus();
        const field = textField(control);
        if (typed !== undefined && field && field.value !== typed) typeInto(field, typed);
      }
    }
    if (heldTap?.slot === id) {
      const place = heldTap;
      heldTap = null;
      whenLiveControlsSettle(() => controlAt(slot, place)?.click());
    }
  }, [live, id]);
  // The server's kept markup of the same controls: what rendering them would write.
  if (kept !== undefined) {
    return <div key="live" id={id} className={className} dangerouslySetInnerHTML={{ __html: kept }} />;
  }
  // Different keys: the live controls replace the kept markup instead of being added to it.
  if (live) {
    return (
      // `data-live` marks the browser's live controls (the server's markup of them has none).
      <div
        key="live"
        ref={ref}
        id={id}
        className={className}
        data-live={typeof document === 'undefined' ? undefined : ''}
      >
        {children}
      </div>
    );
  }
  return <ServerMarkup key="server" id={id} className={className} pendingClassName={pendingClassName} />;
}

/** A slot before the controls' code is in: the server's markup, untouched by React. */
function ServerMarkup({
  id,
  className,
  pendingClassName,
}: {
  id: string;
  className: string;
  pendingClassName: string;
}) {
  const [serverHtml] = useState(() =>
    typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? ''),
  );
  const ref = useRef<HTMLDivElement>(null);
  // As the live controls replace this markup (before it leaves the page): which control has focus.
  useLayoutEffect(() => {
    const slot = ref.current;
    return () => {
      const active = document.activeElement;
      if (slot && active && active !== slot && slot.contains(active)) keptFocus = placeOf(slot, active);
    };
  }, []);
  return (
    <div
      ref={ref}
      id={id}
      className={serverHtml ? className : `${className} ${pendingClassName}`}
      // A tap before the controls' code is in: held (the server's checkbox does not tick on its
      // own), the code is asked for, and the tap is played on the live control.
      onClickCapture={(event) => {
        const slot = event.currentTarget;
        const control = (event.target as Element).closest(TAPPABLE);
        if (!control || control === slot || !slot.contains(control)) return;
        event.preventDefault();
        heldTap = placeOf(slot, control);
        slot.setAttribute('aria-busy', 'true');
        slot.style.cursor = 'progress';
        preloadListingControls().catch(() => {
          // No code, no control: the tap is dropped and the slot looks idle again.
          heldTap = null;
          slot.removeAttribute('aria-busy');
          slot.style.cursor = '';
        });
      }}
      // The server's markup of the controls, kept until their code arrives.
      dangerouslySetInnerHTML={{ __html: serverHtml }}
      suppressHydrationWarning
    />
  );
}

/**
 * On the server, the markup a slot's controls got from an earlier render with the same props (their
 * HTML follows from their props alone), so this render need not render them again; else undefined.
 */
function useKept(id: string, module: typeof Controls | null, props: object): string | undefined {
  return useServerFragment(module ? id : null, props);
}

// The slots are memoised and get stable props, so the page's own updates leave them alone.

/** The filters panel: a sidebar on desktops, a 'Filtry' button and sheet on phones. */
export const FiltersSlot = memo(function FiltersSlot({ className, ...props }: ListingFiltersProps) {
  const module = useControls();
  const kept = useKept('listing-filters', module, { className, ...props });
  return (
    <Slot id="listing-filters" className={className ?? ''} pendingClassName={styles.filtersPending} kept={kept}>
      {module && kept === undefined ? <module.ListingFilters {...props} /> : null}
    </Slot>
  );
});

/** The sort select. */
export const SortSlot = memo(function SortSlot(props: ListingSortProps) {
  const module = useControls();
  const kept = useKept('listing-sort', module, props);
  return (
    <Slot id="listing-sort" className={styles.sortSlot} kept={kept}>
      {module && kept === undefined ? <module.ListingSort {...props} /> : null}
    </Slot>
  );
});

/** The chosen filters' chips. */
export const ChipsSlot = memo(function ChipsSlot(props: ListingChipsProps) {
  const module = useControls();
  const kept = useKept('listing-chips', module, props);
  return (
    <Slot id="listing-chips" className={styles.chipsSlot} kept={kept}>
      {module && kept === undefined ? <module.ListingChips {...props} /> : null}
    </Slot>
  );
});
