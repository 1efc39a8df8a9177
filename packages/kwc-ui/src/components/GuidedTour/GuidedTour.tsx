import * as Popover from '@radix-ui/react-popover';
import { TOUR_MESSAGES } from '@kwc/domain';
import { tokens } from '@kwc/tokens';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';

import { Button } from '../Button';
import { SHARED_MESSAGES } from '../private/messages';
import * as styles from './GuidedTour.css';

/** One step of a tour (spec section 2: title, content, target selector, order and group). */
export interface GuidedTourStep {
  /** Heading of the step; it also names the dialog for screen readers. */
  title: string;
  /** What the step explains. */
  content: ReactNode;
  /** CSS selector of the element the step points at. A selector that matches nothing centres the dialog. */
  target: string;
  /** Position of the step in its tour; steps are shown in ascending order. */
  order: number;
  /** The tour the step belongs to, e.g. `'wishlist'` or `'add-review'`. */
  group: string;
}

/** Dialog size fixed by spec section 2, in px. */
const TOUR_DIALOG = { maxWidth: 340, padding: 30 } as const;

// ours: the spec fixes 'Dalej', 'Wstecz' and 'Koniec' only.
const stepCounter = (step: number, total: number) => `Krok ${step} z ${total}`;

export interface GuidedTourProps {
  /** All known steps; only those of `group` are shown, sorted by `order`. */
  steps: readonly GuidedTourStep[];
  /** Shows only the steps of this group; without it, every step. */
  group?: string;
  /** Whether the tour is running. The parent closes it after `onFinish` or `onClose`. */
  open: boolean;
  /**
   * Index (after filtering and sorting) of the step shown when the tour opens, e.g. the step
   * remembered by the hooks package.
   * @default 0
   */
  initialStep?: number;
  /** Called with the new step index after 'Dalej' or 'Wstecz' (buttons or arrow keys). */
  onStepChange?: (index: number) => void;
  /** Called by 'Koniec' on the last step: the tour is complete. */
  onFinish?: () => void;
  /** Called when the tour is dismissed before its end: Escape or the close button. */
  onClose?: () => void;
  /**
   * Maximum width of the dialog, in px.
   * @default 340
   */
  maxWidth?: number;
  /**
   * Inner padding of the dialog, in px.
   * @default 30
   */
  padding?: number;
  /**
   * Element the dialog and the backdrop are portalled into.
   * @default document.body
   */
  container?: HTMLElement | null;
}

/**
 * A guided tour: steps shown one at a time in a dialog next to the element they explain, with
 * the element lit up over a dimmed page. Completion and the current step are reported through
 * callbacks; remembering them is the hooks' job (spec section 4 "Guided tours").
 */
export function GuidedTour({
  steps,
  group,
  open,
  initialStep = 0,
  onStepChange,
  onFinish,
  onClose,
  maxWidth = TOUR_DIALOG.maxWidth,
  padding = TOUR_DIALOG.padding,
  container,
}: GuidedTourProps) {
  const tourSteps = useMemo(
    () => steps.filter((step) => group === undefined || step.group === group).toSorted((a, b) => a.order - b.order),
    [steps, group],
  );
  const lastIndex = tourSteps.length - 1;
  const [index, setIndex] = useState(initialStep);
  // A tour opened again starts from `initialStep`, not from where it was closed.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setIndex(initialStep);
  }
  const current = Math.max(0, Math.min(index, lastIndex));
  const step = open ? tourSteps[current] : undefined;
  const isLast = current === lastIndex;

  const target = useTarget(step?.target);
  const rect = useRect(target);
  const isClient = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  const contentRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  // The target comes into view, then the step's dialog: next to a tall target (a row of product
  // cards on a phone) neither side may have room for it, and the page moves until it is whole.
  useEffect(() => {
    if (!target) return;
    let cancelled = false;
    const keepInView = () => {
      const content = contentRef.current;
      if (!cancelled && content) keepDialogInView(content, target, COLLISION_PADDING, SIDE_OFFSET + ARROW_HEIGHT);
    };
    if (scrollIntoViewIfNeeded(target)) {
      // A smooth scroll is under way: the dialog is measured where it ends.
      const timer = window.setTimeout(keepInView, SCROLL_SETTLE_MS);
      const settled = () => {
        window.clearTimeout(timer);
        keepInView();
      };
      window.addEventListener('scrollend', settled, { once: true });
      return () => {
        cancelled = true;
        window.clearTimeout(timer);
        window.removeEventListener('scrollend', settled);
      };
    }
    // Placed on the next frames (the popover measures itself after mounting).
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(keepInView);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [target, current]);

  // 'Wstecz' leaves the DOM on the first step; focus must not fall out of the dialog with it.
  useEffect(() => {
    const content = contentRef.current;
    if (content && !content.contains(document.activeElement)) primaryRef.current?.focus();
  }, [current]);

  const anchor = useMemo<RefObject<Measurable>>(() => ({ current: target ?? viewportCentre }), [target]);

  if (!step) return null;

  const goTo = (next: number) => {
    setIndex(next);
    onStepChange?.(next);
  };
  const goNext = () => {
    if (current < lastIndex) goTo(current + 1);
  };
  const goBack = () => {
    if (current > 0) goTo(current - 1);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goNext();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goBack();
    }
  };

  const centred = target === null;
  const portalTarget = container ?? (isClient ? document.body : null);

  return (
    <>
      {portalTarget
        ? createPortal(
            <div
              className={styles.backdrop}
              data-dimmed={rect ? undefined : ''}
              aria-hidden="true"
              role="presentation"
              // A click on the page must leave focus in the dialog.
              onMouseDown={(event) => event.preventDefault()}
            >
              {rect ? (
                <div
                  className={styles.spotlight}
                  style={{ top: rect.top, left: rect.left, width: rect.width, height: rect.height }}
                />
              ) : null}
            </div>,
            portalTarget,
          )
        : null}
      <Popover.Root open onOpenChange={(next) => (next ? undefined : onClose?.())}>
        <Popover.Anchor virtualRef={anchor} />
        <Popover.Portal container={container}>
          <Popover.Content
            ref={contentRef}
            className={styles.content}
            style={{ maxWidth, padding }}
            data-placement={centred ? 'centre' : 'target'}
            side="bottom"
            align="center"
            sideOffset={centred ? 0 : SIDE_OFFSET}
            collisionPadding={COLLISION_PADDING}
            avoidCollisions={!centred}
            arrowPadding={COLLISION_PADDING}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              primaryRef.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (returnFocusRef.current?.isConnected) returnFocusRef.current.focus();
            }}
            // The page under the backdrop is out of reach: a stray click must not end the tour.
            onInteractOutside={(event) => event.preventDefault()}
            onKeyDown={handleKeyDown}
          >
            <div className={styles.header}>
              <p className={styles.counter}>{stepCounter(current + 1, tourSteps.length)}</p>
              <Popover.Close className={styles.close} aria-label={SHARED_MESSAGES.close}>
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
                </svg>
              </Popover.Close>
            </div>
            {/* Focus stays on 'Dalej' from step to step: the live region reads each new step out. */}
            <div aria-live="polite">
              <Popover.Title className={styles.title}>{step.title}</Popover.Title>
              <Popover.Description asChild>
                <div className={styles.body}>{step.content}</div>
              </Popover.Description>
            </div>
            <div className={styles.footer}>
              <ol className={styles.dots} aria-hidden="true">
                {tourSteps.map((tourStep, dotIndex) => (
                  <li key={`${tourStep.order}-${dotIndex}`} className={styles.dot({ current: dotIndex === current })} />
                ))}
              </ol>
              <div className={styles.actions}>
                {current > 0 ? (
                  <Button variant="ghost" size="sm" onClick={goBack}>
                    {TOUR_MESSAGES.back}
                  </Button>
                ) : null}
                <Button ref={primaryRef} size="sm" onClick={isLast ? () => onFinish?.() : goNext}>
                  {isLast ? TOUR_MESSAGES.finish : TOUR_MESSAGES.next}
                </Button>
              </div>
            </div>
            {centred ? null : <Popover.Arrow className={styles.arrow} width={20} height={ARROW_HEIGHT} />}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </>
  );
}

const SIDE_OFFSET = parseFloat(tokens.space.md);
const COLLISION_PADDING = parseFloat(tokens.space.md);
/** The arrow's height in px: the popover sits this much further from its target. */
const ARROW_HEIGHT = 10;
/** How long a smooth scroll to the target may take before the dialog is measured anyway. */
const SCROLL_SETTLE_MS = 700;

interface Measurable {
  getBoundingClientRect: () => DOMRect;
}

/** Anchor of a step whose target is missing: the middle of the viewport. */
const viewportCentre: Measurable = {
  getBoundingClientRect: () => {
    const x = window.innerWidth / 2;
    const y = window.innerHeight / 2;
    return { x, y, top: y, left: x, right: x, bottom: y, width: 0, height: 0, toJSON: () => ({}) };
  },
};

const subscribeToNothing = () => () => {};

/** The element a selector points at, or null when it is missing, hidden or the selector is invalid. */
function findTarget(selector: string): Element | null {
  let element: Element | null;
  try {
    element = document.querySelector(selector);
  } catch {
    return null;
  }
  // A target hidden by the current layout (say, desktop-only) cannot be pointed at.
  if (element && typeof element.checkVisibility === 'function' && !element.checkVisibility()) return null;
  return element;
}

/** Follows the DOM, so a target rendered after the tour opened is picked up. */
function useTarget(selector: string | undefined): Element | null {
  const source = useMemo(
    () => ({
      subscribe: (onChange: () => void) => {
        if (!selector) return () => {};
        const observer = new MutationObserver(onChange);
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['class', 'hidden'],
        });
        return () => observer.disconnect();
      },
      getSnapshot: () => (selector ? findTarget(selector) : null),
    }),
    [selector],
  );
  return useSyncExternalStore(source.subscribe, source.getSnapshot, () => null);
}

interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The target's box in the viewport, kept up to date while the page scrolls or resizes. */
function useRect(element: Element | null): Rect | null {
  const source = useMemo(() => createRectSource(element), [element]);
  return useSyncExternalStore(source.subscribe, source.getSnapshot, () => null);
}

function createRectSource(element: Element | null) {
  // `useSyncExternalStore` needs the same object back while the box has not moved.
  let last: Rect | null = null;
  return {
    subscribe: (onChange: () => void) => {
      if (!element) return () => {};
      let frame = 0;
      const schedule = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(onChange);
      };
      window.addEventListener('scroll', schedule, { capture: true, passive: true });
      window.addEventListener('resize', schedule);
      const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
      observer?.observe(element);
      return () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('scroll', schedule, { capture: true });
        window.removeEventListener('resize', schedule);
        observer?.disconnect();
      };
    },
    getSnapshot: (): Rect | null => {
      if (!element) return null;
      const { top, left, width, height } = element.getBoundingClientRect();
      if (last && last.top === top && last.left === left && last.width === width && last.height === height) {
        return last;
      }
      last = { top, left, width, height };
      return last;
    },
  };
}

/** Scrolls an element that is not wholly in view to the middle; returns whether it scrolled. */
function scrollIntoViewIfNeeded(element: Element): boolean {
  // jsdom implements neither.
  if (typeof element.scrollIntoView !== 'function') return false;
  const { top, bottom, left, right } = element.getBoundingClientRect();
  if (top >= 0 && left >= 0 && bottom <= window.innerHeight && right <= window.innerWidth) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
  return true;
}

/**
 * Scrolls the page until a step's dialog is whole on the screen, `margin` px from its edges (when
 * it fits at all). Cut at the top, the page moves down; where it cannot (the target is near the top
 * of the page), it moves up until the dialog has room below the target, where the popover goes.
 */
function keepDialogInView(dialog: Element, target: Element, margin: number, gap: number) {
  const { top, bottom, height } = dialog.getBoundingClientRect();
  const view = window.innerHeight;
  if (height === 0 || height + 2 * margin > view) return;
  if (top < margin) {
    const down = margin - top;
    if (window.scrollY >= down) {
      window.scrollBy({ top: -down });
      return;
    }
    const below = target.getBoundingClientRect().bottom + gap + height + margin - view;
    if (below > 0) window.scrollBy({ top: below });
  } else if (bottom > view - margin) {
    window.scrollBy({ top: bottom - (view - margin) });
  }
}
