import { leftToBrowser } from './RouterLink';
import { recordTypedValues, replayTypedValues } from './typedValues';

/*
 * The first page's own code (routes with `hydratesOnIntent`) loads on the visitor's first sign of use
 * or a client navigation; until then React leaves the server's markup as it is, and a tap meanwhile
 * is held and played once the page is hydrated. Design: bench/README.md, "Design notes", `firstView`.
 */

/** What tells a visitor is about to use the page (a scroll by touch, key or wheel starts with one). */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/** The id of the element that holds the page (under the header, above the footer). */
export const PAGE_REGION_ID = 'tresc';

let wake: () => void = () => {};
const woken = new Promise<void>((resolve) => (wake = resolve));
let markHydrated: () => void = () => {};
let hydrated = false;
/** Whether the browser's entry deferred the first page (else its code loads when it renders). */
let deferring = false;
/** Settles once the first page is hydrated (or its code failed to load). */
export const firstPageHydrated = new Promise<void>((resolve) => (markHydrated = resolve));

/** Asks for the first page's code now (idempotent). */
export function wakeFirstPage(): void {
  wake();
}

/** Waits for the visitor's first sign of use, then `load`s the page's code. */
export function whenWanted<T>(load: () => Promise<T>): Promise<T> {
  return deferring ? woken.then(load) : load();
}

let failed = false;

/**
 * Runs `play` (a held tap played again) once the live controls can act on it: a frame and a task
 * after they commit. Widgets that build their contents in a render of their own do nothing with a
 * click at their first commit: React Aria's select opens only once its list of options is built.
 */
export function whenLiveControlsSettle(play: () => void): void {
  requestAnimationFrame(() => setTimeout(play, 0));
}

/** Records what is typed into the page's fields until it is live (the browser's entry, at start). */
export function recordFirstPageTyping(): void {
  recordTypedValues(() => document.getElementById(PAGE_REGION_ID));
}

/** The first page's code could not be loaded: it stays as the server wrote it. */
export function firstPageFailed(): void {
  failed = true;
  firstPageDone();
}

/** Called as the first page commits: hydrated, its handlers live. */
export function firstPageDone(): void {
  if (hydrated) return;
  hydrated = true;
  stopWaiting();
  // Once the commit is over, and before a held tap is played (a login sent with what was typed).
  queueMicrotask(() => replayTypedValues(!failed));
  markHydrated();
}

/** Whether the first page is live (later pages come by client navigations). */
export function isFirstPageHydrated(): boolean {
  return hydrated;
}

/** What a tap can work in the server's markup besides links. */
export const TAPPABLE =
  'label, button, input, select, textarea, summary, [tabindex], [role="button"], [role="checkbox"], [role="switch"], [role="option"], [role="slider"], [role="tab"]';

const LISTEN = { capture: true, passive: true } as const;

/**
 * Calls `act` with the visitor's next sign of use (once). Returns the function that stops waiting.
 */
export function onFirstIntent(act: (event: Event) => void): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, listener, LISTEN);
  };
  const listener = (event: Event) => {
    stop();
    act(event);
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, listener, LISTEN);
  return stop;
}

let intent: Event | null = null;

/** The sign of use that woke the first page, if one did (a page that hydrates on intent). */
export function firstPageIntent(): Event | null {
  return intent;
}

let stopWaitingForIntent = () => {};

/** The elements whose click waits for the page. */
const waiting = new WeakSet<Element>();

/**
 * A click before the first page is hydrated. An in-site link anywhere (the page's or the header's):
 * the navigation waits for the page, since the page that is to give way must be live to do so; a
 * control of the page: its code is not in yet. Either is held and clicked again once it is.
 */
function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (hydrated || !target || event.defaultPrevented) return;
  const link = target.closest('a');
  let held: HTMLElement | null = null;
  if (link) {
    if (!leftToBrowser(event, link)) held = link;
  } else {
    const region = document.getElementById(PAGE_REGION_ID);
    const control = region?.contains(target) ? target.closest(TAPPABLE) : null;
    if (control instanceof HTMLElement && region?.contains(control)) held = control;
  }
  if (!held) return;
  // Neither the browser (a server checkbox would tick unseen) nor the layout's handlers act on it now.
  event.preventDefault();
  event.stopImmediatePropagation();
  holdTap(held, event);
}

/**
 * The tap the boot script (Document.tsx) held before this code ran: the page painted, its code not
 * in yet. Its listener ends here; call once, as the client starts.
 */
export function takeEarlyTap(): HTMLElement | null {
  const take = (document as Document & { kwcEarlyTap?: () => unknown }).kwcEarlyTap;
  const tapped = take?.();
  return tapped instanceof HTMLElement && tapped.isConnected ? tapped : null;
}

/** Wakes the first page and clicks `element` again once the page is live (once per element). */
export function holdTap(element: HTMLElement, event: Event | null): void {
  // A second click while the first waits is the same wish, not a second one (a heart would go off).
  if (waiting.has(element)) return;
  waiting.add(element);
  if (event) intent ??= event;
  wakeFirstPage();
  element.setAttribute('aria-busy', 'true');
  void firstPageHydrated.then(() =>
    whenLiveControlsSettle(() => {
      waiting.delete(element);
      element.removeAttribute('aria-busy');
      if (!element.isConnected) return;
      // The page's code did not load: a link is followed by the browser, a control stays as it is.
      if (failed) {
        if (element instanceof HTMLAnchorElement) window.location.assign(element.href);
      } else element.click();
    }),
  );
}

function stopWaiting() {
  stopWaitingForIntent();
  window.removeEventListener('click', onClick, { capture: true });
}

/**
 * Starts waiting for the visitor (the browser's entry, before hydrating). `chunks` are the page's
 * own, requested all at once when it is woken.
 */
export function deferFirstPage(chunks: readonly string[]): void {
  deferring = true;
  void woken.then(() => {
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  });
  stopWaitingForIntent = onFirstIntent((event) => {
    intent ??= event;
    wakeFirstPage();
  });
  window.addEventListener('click', onClick, { capture: true });
}
