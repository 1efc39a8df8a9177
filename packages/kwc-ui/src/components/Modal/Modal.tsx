import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type CSSProperties, type ReactElement, type ReactNode } from 'react';

import { IconButton } from '../IconButton';
import { Overlay } from '../Overlay';
import { SHARED_MESSAGES } from '../private/messages';
import * as styles from './Modal.css';

/** Distance of the card from the top of the viewport, in px: one value, or one per layout. */
export type ModalTopOffset = number | { mobile: number; desktop: number };

export interface ModalProps {
  /** Heading of the dialog, also its accessible name. */
  title: ReactNode;
  /** Short text under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Body of the dialog. */
  children?: ReactNode;
  /** Actions at the bottom (buttons): stacked full width on mobile, in a row from the tablet width. */
  footer?: ReactNode;
  /** Open state when controlled; pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Open state on first render when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape, click outside). */
  onOpenChange?: (open: boolean) => void;
  /**
   * A button that opens the dialog; focus returns to it on close. Without one, focus returns to
   * whatever had it when the dialog opened.
   */
  trigger?: ReactElement;
  /**
   * Width of the card on larger screens: 25, 35 or 50 rem.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Whether Escape and a click outside close it. False for dialogs that must be answered.
   * @default true
   */
  dismissible?: boolean;
  /**
   * Hides the 'Zamknij' button, for dialogs that must be answered.
   * @default false
   */
  hideCloseButton?: boolean;
  /**
   * Places the card this many px from the top of the viewport instead of centring it; an object
   * gives one value below and one from the desktop breakpoint (the switch is a CSS media query).
   */
  topOffset?: ModalTopOffset;
  /** Class added to the card. */
  className?: string;
  /** Class added to the backdrop (a modal that must hide the page more than it dims it). */
  overlayClassName?: string;
}

function topOffsetStyle(topOffset: ModalTopOffset | undefined): CSSProperties | undefined {
  if (topOffset === undefined) return undefined;
  const { mobile, desktop } = typeof topOffset === 'number' ? { mobile: topOffset, desktop: topOffset } : topOffset;
  // Custom properties are not in React's CSSProperties type.
  return {
    [styles.topOffsetProperty.mobile]: `${mobile}px`,
    [styles.topOffsetProperty.desktop]: `${desktop}px`,
  } as CSSProperties;
}

const preventDefault = (event: Event) => event.preventDefault();

/**
 * The dialog of the design system, built on Radix Dialog: it traps focus, closes on Escape and
 * on a click outside (unless `dismissible` is false), returns focus to where it came from, locks
 * the page scroll while open and hides the rest of the page from assistive technology. A card
 * centred on the screen, full width with margins on mobile.
 */
export function Modal({
  title,
  description,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  size,
  dismissible = true,
  hideCloseButton = false,
  topOffset,
  className,
  overlayClassName,
}: ModalProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const contentClass = styles.content({ size, offset: topOffset === undefined ? 'centred' : 'top' });

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        {/* Radix locks the page scroll through its overlay: a modal without one would not. */}
        <Dialog.Overlay asChild>
          <Overlay className={overlayClassName} />
        </Dialog.Overlay>
        <Dialog.Content
          className={className ? `${contentClass} ${className}` : contentClass}
          style={topOffsetStyle(topOffset)}
          // Radix leaves it out and relies on aria-hidden alone; screen readers and axe read it.
          aria-modal="true"
          // No description: say so, or Radix points aria-describedby at an element that is not there.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={() => {
            // Still the element that opened the dialog: Radix moves focus inside after this event.
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // A Radix modal returns focus only to its own Trigger; a controlled dialog opened by
            // anything else would leave focus on <body>.
            if (trigger) return;
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          }}
          onEscapeKeyDown={dismissible ? undefined : preventDefault}
          onInteractOutside={dismissible ? undefined : preventDefault}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {hideCloseButton ? null : (
              <Dialog.Close asChild>
                <IconButton icon="close" label={SHARED_MESSAGES.close} className={styles.close} />
              </Dialog.Close>
            )}
          </div>
          {description !== undefined || children !== undefined ? (
            <div className={styles.body}>
              {description !== undefined ? (
                <Dialog.Description className={styles.description}>{description}</Dialog.Description>
              ) : null}
              {children}
            </div>
          ) : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
