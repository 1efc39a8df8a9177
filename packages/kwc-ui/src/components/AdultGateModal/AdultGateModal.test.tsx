import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { describeOverlayBehaviour } from '../../testing/overlay-behaviour';
import { AdultGateModal, type AdultGateModalProps } from './AdultGateModal';
import { adultModalTopOffset } from './topOffset';

/** The page around the gate: a link-like button that opens it and closes on any answer. */
function Page({ variant }: Pick<AdultGateModalProps, 'variant'>) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Pokaż produkt
      </button>
      <AdultGateModal variant={variant} open={open} onConfirm={close} onDecline={close} onBack={close} onHome={close} />
    </>
  );
}

describeOverlayBehaviour('AdultGateModal, anonymous', {
  render: () => render(<Page variant="anonymous" />),
  triggerName: 'Pokaż produkt',
  dialogName: 'Chcesz odkryć więcej?',
  dismissible: false,
  close: (user) => user.click(screen.getByRole('button', { name: 'Tak, mam 18 lat' })),
});

describeOverlayBehaviour('AdultGateModal, denied', {
  render: () => render(<Page variant="denied" />),
  triggerName: 'Pokaż produkt',
  dialogName: 'Brak wstępu',
  dismissible: false,
  close: (user) => user.click(screen.getByRole('button', { name: 'Wróć' })),
});

function renderGate(props: Partial<AdultGateModalProps> = {}) {
  const callbacks = { onConfirm: vi.fn(), onDecline: vi.fn(), onBack: vi.fn(), onHome: vi.fn() };
  render(<AdultGateModal variant="anonymous" open {...callbacks} {...props} />);
  return callbacks;
}

describe('AdultGateModal', () => {
  it('asks an anonymous visitor to confirm their age, in the words of the spec', () => {
    renderGate();
    const dialog = screen.getByRole('dialog', { name: 'Chcesz odkryć więcej?' });
    expect(dialog).toHaveAccessibleDescription(
      'Ta strona zawiera treści przeznaczone wyłącznie dla osób pełnoletnich. Potwierdź, że masz ukończone 18 lat.',
    );
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Tak, mam 18 lat', 'Nie mam 18 lat, rezygnuję']);
  });

  it('focuses the confirmation first and calls back for either answer', async () => {
    const { onConfirm, onDecline } = renderGate();
    expect(screen.getByRole('button', { name: 'Tak, mam 18 lat' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Nie mam 18 lat, rezygnuję' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it("offers a denied user only 'Wróć' by default", async () => {
    const { onBack, onHome } = renderGate({ variant: 'denied' });
    const dialog = screen.getByRole('dialog', { name: 'Brak wstępu' });
    expect(dialog).toHaveAccessibleDescription(
      'Ta strona zawiera treści przeznaczone wyłącznie dla osób pełnoletnich, dlatego nie możemy Ci jej pokazać.',
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Wróć']);
    await userEvent.click(screen.getByRole('button', { name: 'Wróć' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onHome).not.toHaveBeenCalled();
  });

  it("offers a denied user only 'Przejdź na stronę główną' when the way back is home", async () => {
    const { onBack, onHome } = renderGate({ variant: 'denied', backTarget: 'home' });
    const dialog = screen.getByRole('dialog', { name: 'Brak wstępu' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Przejdź na stronę główną']);
    await userEvent.click(screen.getByRole('button', { name: 'Przejdź na stronę główną' }));
    expect(onHome).toHaveBeenCalledTimes(1);
    expect(onBack).not.toHaveBeenCalled();
  });

  it("shows '...' on the denied button while navigating, busy, keeping its name and focus, and ignores it", async () => {
    const { onBack } = renderGate({ variant: 'denied', navigating: true });
    const button = screen.getByRole('button', { name: 'Wróć' });
    expect(button).toHaveTextContent(/^\.\.\.$/);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onBack).not.toHaveBeenCalled();
  });

  it("shows '...' on 'Nie mam 18 lat, rezygnuję' while navigating away and ignores both buttons", async () => {
    const { onConfirm, onDecline } = renderGate({ navigating: true });
    const decline = screen.getByRole('button', { name: 'Nie mam 18 lat, rezygnuję' });
    const confirm = screen.getByRole('button', { name: 'Tak, mam 18 lat' });
    expect(decline).toHaveTextContent(/^\.\.\.$/);
    expect(decline).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toHaveTextContent('Tak, mam 18 lat');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await userEvent.click(decline);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onDecline).not.toHaveBeenCalled();
  });

  it('adds 138 px on desktop and 57 px on mobile to the top-bar height', () => {
    expect(adultModalTopOffset(0)).toEqual({ mobile: 57, desktop: 138 });
    expect(adultModalTopOffset(64)).toEqual({ mobile: 121, desktop: 202 });
    expect(adultModalTopOffset({ mobile: 60, desktop: 80 })).toEqual({ mobile: 117, desktop: 218 });
  });

  it('hands the offsets to the stylesheet, which switches them at the desktop breakpoint', () => {
    renderGate({ topBarHeight: 56 });
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.getPropertyValue('--kwc-modal-top-offset')).toBe('113px');
    expect(dialog.style.getPropertyValue('--kwc-modal-top-offset-desktop')).toBe('194px');
  });

  it('has no close button', () => {
    renderGate({ variant: 'denied' });
    expect(screen.queryByRole('button', { name: 'Zamknij' })).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderGate({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
