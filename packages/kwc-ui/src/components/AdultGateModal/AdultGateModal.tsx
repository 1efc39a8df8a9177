import { ADULT_GATE_MESSAGES } from '@kwc/domain';

import { Button } from '../Button';
import { Modal, type ModalTopOffset } from '../Modal';
import { ADULT_GATE_EXPLANATIONS } from './explanations';
import * as styles from './AdultGateModal.css';
import { adultModalTopOffset } from './topOffset';

export interface AdultGateModalProps {
  /**
   * 'anonymous' asks a visitor without the adult cookie to confirm their age ('Chcesz odkryć
   * więcej?'); 'denied' stops a signed-in user who is not an adult ('Brak wstępu').
   */
  variant: 'anonymous' | 'denied';
  /** Whether the modal is shown; the caller decides (see `adultGateModal` in @kwc/domain). */
  open: boolean;
  /** Anonymous variant: 'Tak, mam 18 lat' (the caller sets the adult cookie and closes the modal). */
  onConfirm?: () => void;
  /**
   * Anonymous variant: 'Nie mam 18 lat, rezygnuję' (the caller navigates away, see
   * `adultGateDeclineTarget` in @kwc/domain).
   */
  onDecline?: () => void;
  /** Denied variant with `backTarget` 'back': 'Wróć'. */
  onBack?: () => void;
  /** Denied variant with `backTarget` 'home': 'Przejdź na stronę główną'. */
  onHome?: () => void;
  /**
   * Denied variant: the one way out, back to the previous page or to the home page.
   * @default 'back'
   */
  backTarget?: 'back' | 'home';
  /**
   * A navigation away is under way: the button that leads away shows '...', and no button reacts.
   * @default false
   */
  navigating?: boolean;
  /**
   * Height of the site's top bar in px, one for every width or one below and one from the desktop
   * breakpoint (`SITE_HEADER_BAR_HEIGHT`); the modal sits this far plus 138 px (desktop) or 57 px
   * (mobile) from the top of the viewport.
   * @default 0
   */
  topBarHeight?: ModalTopOffset;
}

interface GateButtonProps {
  label: string;
  onClick: (() => void) | undefined;
  navigating: boolean;
  /** This button leads away, so it shows '...' while the navigation runs. */
  leadsAway: boolean;
  variant: 'primary' | 'secondary';
}

function GateButton({ label, onClick, navigating, leadsAway, variant }: GateButtonProps) {
  const busy = navigating && leadsAway;
  return (
    <Button
      variant={variant}
      // aria-disabled, not disabled: a disabled button would drop the focus out of the dialog.
      aria-disabled={navigating || undefined}
      aria-busy={busy || undefined}
      // While it shows '...' its name stays what it does.
      aria-label={busy ? label : undefined}
      onClick={navigating ? undefined : onClick}
    >
      {busy ? ADULT_GATE_MESSAGES.navigating : label}
    </Button>
  );
}

/**
 * The adult-content gate (spec sections 2 and 4): a modal the visitor has to answer, with no
 * close button, Escape or click outside. The page scroll stays locked while it is open. It only
 * presents the choice: the callbacks set the cookie or navigate.
 */
export function AdultGateModal({
  variant,
  open,
  onConfirm,
  onDecline,
  onBack,
  onHome,
  backTarget = 'back',
  navigating = false,
  topBarHeight = 0,
}: AdultGateModalProps) {
  const anonymous = variant === 'anonymous';
  const footer = anonymous ? (
    <>
      <GateButton
        variant="primary"
        label={ADULT_GATE_MESSAGES.confirm}
        onClick={onConfirm}
        navigating={navigating}
        leadsAway={false}
      />
      <GateButton
        variant="secondary"
        label={ADULT_GATE_MESSAGES.decline}
        onClick={onDecline}
        navigating={navigating}
        leadsAway
      />
    </>
  ) : (
    <GateButton
      variant="primary"
      label={backTarget === 'home' ? ADULT_GATE_MESSAGES.home : ADULT_GATE_MESSAGES.back}
      onClick={backTarget === 'home' ? onHome : onBack}
      navigating={navigating}
      leadsAway
    />
  );

  return (
    <Modal
      open={open}
      title={anonymous ? ADULT_GATE_MESSAGES.confirmTitle : ADULT_GATE_MESSAGES.deniedTitle}
      description={anonymous ? ADULT_GATE_EXPLANATIONS.anonymous : ADULT_GATE_EXPLANATIONS.denied}
      footer={footer}
      size="md"
      dismissible={false}
      hideCloseButton
      topOffset={adultModalTopOffset(topBarHeight)}
      className={styles.card}
      overlayClassName={styles.backdrop}
    />
  );
}
