import { TOAST } from '@kwc/domain';

/** The four kinds of toast (spec section 2 "Other screens"). */
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  /** Bold line shown above the message. */
  title?: string;
  /**
   * Milliseconds before the toast closes by itself; `Infinity` keeps it until it is closed.
   * @default TOAST.autoCloseMs (5000, spec section 9)
   */
  duration?: number;
  /**
   * Stable id. Showing a toast whose id is already on screen replaces that toast, so a burst of
   * failed calls leaves one 'Wystąpił nieoczekiwany błąd' rather than a column of them.
   * @default a generated id
   */
  id?: string;
}

/** One toast as the store keeps it. */
export interface ToastRecord {
  /** The id callers use with `dismiss`. */
  id: string;
  /** Unique per `show` call: a replaced toast gets a new key, so it mounts (and times) afresh. */
  key: string;
  /** Sets the icon, the colour and how urgently screen readers announce it. */
  kind: ToastKind;
  /** The text of the toast. */
  message: string;
  /** Optional bold line above the message. */
  title?: string;
  /** Milliseconds before it closes by itself (`Infinity`: never). */
  duration: number;
  /** False while the toast plays its collapse animation, before it leaves the store. */
  open: boolean;
}

type Listener = () => void;

/** A framework-free list of toasts, read in React through `useSyncExternalStore`. */
export interface ToastStore {
  /** Registers a listener called after every change; returns the unsubscribe function. */
  subscribe: (listener: Listener) => () => void;
  /** The current toasts, oldest first. The array is replaced (never mutated) on every change. */
  getSnapshot: () => readonly ToastRecord[];
  /** What the server renders: no toasts. */
  getServerSnapshot: () => readonly ToastRecord[];
  /** Shows a toast of any kind and returns its id. */
  show: (kind: ToastKind, message: string, options?: ToastOptions) => string;
  success: (message: string, options?: ToastOptions) => string;
  info: (message: string, options?: ToastOptions) => string;
  warning: (message: string, options?: ToastOptions) => string;
  error: (message: string, options?: ToastOptions) => string;
  /** Closes one toast (or every toast without an id) with the collapse animation. */
  dismiss: (id?: string) => void;
  /** Removes every toast at once, without animation: the site calls it when the URL changes (spec section 4). */
  clear: () => void;
}

const NO_TOASTS: readonly ToastRecord[] = [];

/**
 * Creates an independent toast store. The app normally uses the shared `toast`; tests and pages
 * hosting several apps create their own and pass it to `<ToastProvider store>`.
 */
export function createToastStore(): ToastStore {
  let toasts: readonly ToastRecord[] = NO_TOASTS;
  let sequence = 0;
  const listeners = new Set<Listener>();
  // Closed toasts stay in the list for the collapse animation, then leave it (spec section 9: 300 ms).
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = (next: readonly ToastRecord[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  const cancelRemoval = (key: string) => {
    const timer = removals.get(key);
    if (timer !== undefined) {
      clearTimeout(timer);
      removals.delete(key);
    }
  };

  const show = (kind: ToastKind, message: string, options: ToastOptions = {}): string => {
    sequence += 1;
    const key = `toast-${sequence}`;
    const record: ToastRecord = {
      id: options.id ?? key,
      key,
      kind,
      message,
      title: options.title,
      duration: options.duration ?? TOAST.autoCloseMs,
      open: true,
    };
    const replaced = toasts.findIndex((item) => item.id === record.id);
    if (replaced === -1) {
      emit([...toasts, record]);
    } else {
      cancelRemoval(toasts[replaced]!.key);
      emit(toasts.map((item, index) => (index === replaced ? record : item)));
    }
    return record.id;
  };

  const dismiss = (id?: string) => {
    const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
    if (closing.length === 0) return;
    const keys = new Set(closing.map((item) => item.key));
    emit(toasts.map((item) => (keys.has(item.key) ? { ...item, open: false } : item)));
    keys.forEach((key) => {
      removals.set(
        key,
        setTimeout(() => {
          removals.delete(key);
          emit(toasts.filter((item) => item.key !== key));
        }, TOAST.collapseMs),
      );
    });
  };

  const clear = () => {
    removals.forEach((timer) => clearTimeout(timer));
    removals.clear();
    if (toasts.length > 0) emit(NO_TOASTS);
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
    getServerSnapshot: () => NO_TOASTS,
    show,
    success: (message, options) => show('success', message, options),
    info: (message, options) => show('info', message, options),
    warning: (message, options) => show('warning', message, options),
    error: (message, options) => show('error', message, options),
    dismiss,
    clear,
  };
}

/**
 * The shared toast store, callable outside React, e.g. by the API client on a 5xx:
 * `toast.error(ERROR_MESSAGES.unexpected)` (spec section 8).
 */
export const toast: ToastStore = createToastStore();
