import * as RadixToast from '@radix-ui/react-toast';
import { TOAST } from '@kwc/domain';
import { visuallyHidden } from '@kwc/tokens';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

import { SHARED_MESSAGES } from '../private/messages';
import * as styles from './Toast.css';
import { toast as sharedStore, type ToastKind, type ToastRecord, type ToastStore } from './toastStore';

/** Where the toasts stack: top right by default, top centre in one configuration (spec section 2). */
export type ToastPosition = 'top-right' | 'top-center';

// ours: the spec names the kinds but gives no Polish copy for them.
const KIND_LABELS: Record<ToastKind, string> = {
  success: 'Sukces',
  info: 'Informacja',
  warning: 'Ostrzeżenie',
  error: 'Błąd',
};
/** Radix reads it before each toast's text to screen readers. */
const ANNOUNCE_LABEL = 'Powiadomienie';
/** Name of the toast region; Radix puts the hotkey (F8) that focuses it in place of `{hotkey}`. */
const REGION_LABEL = 'Powiadomienia ({hotkey})';

export interface ToastProviderProps {
  /**
   * Where the toasts appear.
   * @default 'top-right' (TOAST.position, spec section 9)
   */
  position?: ToastPosition;
  /**
   * The store whose toasts are shown.
   * @default the shared `toast` store
   */
  store?: ToastStore;
  /**
   * The bar at the top of the window the toasts must leave uncovered (the site's header, whose
   * controls a toast would hide for 5 s): the toasts stack just below its bottom edge while it is
   * on screen, and at the top when it has slid away.
   */
  keepBelow?: () => Element | null;
  /** The app: the provider renders it followed by the toast region. */
  children?: ReactNode;
}

/** The viewport's top edge: below `keepBelow()`'s bottom edge, followed while toasts are shown. */
function useTopBelow(keepBelow: (() => Element | null) | undefined, active: boolean): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    if (!keepBelow || !active) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const bottom = keepBelow()?.getBoundingClientRect().bottom ?? 0;
      setTop(Math.max(0, Math.round(bottom)));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A bar that slides away or back (on scroll) ends its move after the scroll that started it.
    document.addEventListener('transitionend', schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('transitionend', schedule, true);
    };
  }, [keepBelow, active]);
  return top;
}

/**
 * Shows the toasts of a store (by default the shared `toast`) in a Radix toast region. Render it
 * once around the app; show toasts with `toast.success(…)` and friends from anywhere.
 */
export function ToastProvider({
  position = TOAST.position,
  store = sharedStore,
  keepBelow,
  children,
}: ToastProviderProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const top = useTopBelow(keepBelow, toasts.length > 0);
  return (
    <RadixToast.Provider
      duration={TOAST.autoCloseMs}
      label={ANNOUNCE_LABEL}
      swipeDirection={position === 'top-center' ? 'up' : 'right'}
    >
      {children}
      {toasts.map((record) => (
        <ToastItem key={record.key} record={record} position={position} onDismiss={store.dismiss} />
      ))}
      <RadixToast.Viewport
        className={styles.viewport({ position })}
        label={REGION_LABEL}
        style={keepBelow ? { top } : undefined}
      />
    </RadixToast.Provider>
  );
}

interface ToastItemProps {
  record: ToastRecord;
  position: ToastPosition;
  onDismiss: (id: string) => void;
}

function ToastItem({ record, position, onDismiss }: ToastItemProps) {
  const { id, kind, title, message } = record;
  // Spec section 4: toasts pause while the window has lost focus. Radix pauses on window blur
  // only for toasts already on screen; one that arrives while the user is in another tab (an
  // API error, say) must also wait for them to come back before its 5 seconds start.
  const [waitingForFocus, setWaitingForFocus] = useState(() => !document.hasFocus());
  useEffect(() => {
    if (!waitingForFocus) return;
    const handleFocus = () => setWaitingForFocus(false);
    window.addEventListener('focus', handleFocus);
    return () => window.removeEventListener('focus', handleFocus);
  }, [waitingForFocus]);

  return (
    <RadixToast.Root
      open={record.open}
      onOpenChange={(open) => {
        if (!open) onDismiss(id);
      }}
      duration={waitingForFocus ? Infinity : record.duration}
      // Errors interrupt the screen reader; the other kinds wait their turn.
      type={kind === 'error' ? 'foreground' : 'background'}
      className={styles.root({ position })}
      data-kind={kind}
      // Spec section 4: a click anywhere on the toast closes it (Radix marks a swipe's click as handled).
      onClick={(event) => {
        if (!event.defaultPrevented) onDismiss(id);
      }}
    >
      <div className={styles.clip}>
        <div className={styles.card({ kind })}>
          <span className={styles.icon({ kind })} aria-hidden="true">
            <KindIcon kind={kind} />
          </span>
          <div className={styles.body}>
            <span className={visuallyHidden}>{`${KIND_LABELS[kind]}: `}</span>
            {title ? (
              <>
                <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
                {/* Radix joins the announced pieces without a gap: keep title and message apart. */}
                <span className={visuallyHidden}> </span>
              </>
            ) : null}
            <RadixToast.Description className={styles.message}>{message}</RadixToast.Description>
          </div>
          <RadixToast.Close className={styles.close} aria-label={SHARED_MESSAGES.close}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </RadixToast.Close>
        </div>
      </div>
    </RadixToast.Root>
  );
}

function KindIcon({ kind }: { kind: ToastKind }) {
  const common = {
    width: 18,
    height: 18,
    viewBox: '0 0 20 20',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    focusable: 'false' as const,
  };
  switch (kind) {
    case 'success':
      return (
        <svg {...common}>
          <path d="M4.5 10.5l3.5 3.5 7.5-8" />
        </svg>
      );
    case 'info':
      return (
        <svg {...common}>
          <path d="M10 9v6" />
          <circle cx="10" cy="5.5" r="0.6" fill="currentColor" />
        </svg>
      );
    case 'warning':
      return (
        <svg {...common}>
          <path d="M10 3.5l7 12.5H3z" />
          <path d="M10 8.5v3.5" />
          <circle cx="10" cy="14" r="0.5" fill="currentColor" />
        </svg>
      );
    case 'error':
      return (
        <svg {...common}>
          <path d="M10 4.5v7" />
          <circle cx="10" cy="15" r="0.6" fill="currentColor" />
        </svg>
      );
  }
}
