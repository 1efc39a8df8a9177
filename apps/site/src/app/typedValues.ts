/*
 * What a visitor types into the page's fields before React hydrates them (a page that waits for a
 * sign of use, or a login typed while its code loads). React's state holds the rendered value and
 * its first re-render writes that back into the field: the typing is recorded as it happens and
 * replayed into React as input events once the page is live. Design: bench/README.md, `firstView`.
 */

const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (target: unknown): target is TextField =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_TYPES.has(target.type));

const typed = new Map<TextField, string>();
let region: () => Element | null = () => null;

function record(event: Event) {
  const { target } = event;
  if (isTextField(target) && region()?.contains(target)) typed.set(target, target.value);
}

/**
 * Starts recording what is typed into the fields of `root` (the page's region), including what was
 * typed before this code ran. Until `replayTypedValues`.
 */
export function recordTypedValues(root: () => Element | null): void {
  region = root;
  for (const field of root()?.querySelectorAll('input, textarea') ?? []) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  document.addEventListener('input', record, true);
}

/** A field's typed value, told to React as an input event. */
function replay(field: TextField, value: string): void {
  // Through the element's own setter first (React's value tracker records another value), then past
  // it: the tracker sees the typed value as a change when the event comes.
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as TextField, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Ends the recording and (with `play`, the page hydrated) replays each recorded field into it. */
export function replayTypedValues(play = true): void {
  document.removeEventListener('input', record, true);
  const recorded = [...typed].filter(([field]) => field.isConnected && !field.disabled);
  typed.clear();
  if (play) for (const [field, value] of recorded) replay(field, value);
}
