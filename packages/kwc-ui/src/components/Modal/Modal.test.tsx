import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { describeOverlayBehaviour } from '../../testing/overlay-behaviour';
import { Button } from '../Button';
import { Modal } from './Modal';

function ControlledModal({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Pokaż regulamin</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Regulamin"
        dismissible={dismissible}
        hideCloseButton={!dismissible}
        footer={<Button onClick={() => setOpen(false)}>Rozumiem</Button>}
      >
        <p>Treść regulaminu.</p>
      </Modal>
    </>
  );
}

describeOverlayBehaviour('Modal with a trigger (uncontrolled)', {
  render: () =>
    render(
      <Modal title="Regulamin" trigger={<Button>Pokaż regulamin</Button>} footer={<Button>Akceptuję</Button>}>
        <p>Treść regulaminu.</p>
      </Modal>,
    ),
  triggerName: 'Pokaż regulamin',
  dialogName: 'Regulamin',
  dismissible: true,
});

describeOverlayBehaviour('Modal, controlled', {
  render: () => render(<ControlledModal />),
  triggerName: 'Pokaż regulamin',
  dialogName: 'Regulamin',
  dismissible: true,
});

describeOverlayBehaviour('Modal, not dismissible', {
  render: () => render(<ControlledModal dismissible={false} />),
  triggerName: 'Pokaż regulamin',
  dialogName: 'Regulamin',
  dismissible: false,
  close: (user) => user.click(screen.getByRole('button', { name: 'Rozumiem' })),
});

describe('Modal', () => {
  it('names the dialog by its title, a level 2 heading, and describes it by its description', () => {
    render(
      <Modal defaultOpen title="Usuń listę" description="Tej operacji nie można cofnąć.">
        <p>Lista „Ulubione” ma 3 produkty.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Usuń listę' });
    expect(dialog).toHaveAccessibleDescription('Tej operacji nie można cofnąć.');
    expect(screen.getByRole('heading', { level: 2, name: 'Usuń listę' })).toBeInTheDocument();
    expect(screen.getByText('Lista „Ulubione” ma 3 produkty.')).toBeInTheDocument();
  });

  it('points aria-describedby at nothing when there is no description', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Modal defaultOpen title="Usuń listę" />);
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("closes with the 'Zamknij' button and reports it through onOpenChange", async () => {
    const onOpenChange = vi.fn();
    render(<Modal open onOpenChange={onOpenChange} title="Regulamin" />);
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open while controlled and the owner keeps it open', async () => {
    render(<Modal open onOpenChange={() => undefined} title="Regulamin" />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Regulamin' })).toBeInTheDocument();
  });

  it('can hide its close button', () => {
    render(<Modal defaultOpen hideCloseButton title="Regulamin" />);
    expect(screen.queryByRole('button', { name: 'Zamknij' })).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(<Modal title="Regulamin" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('places the card from the top by the given offset, one value or one per layout', () => {
    const { rerender } = render(<Modal open title="Regulamin" topOffset={120} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.getPropertyValue('--kwc-modal-top-offset')).toBe('120px');
    expect(dialog.style.getPropertyValue('--kwc-modal-top-offset-desktop')).toBe('120px');

    rerender(<Modal open title="Regulamin" topOffset={{ mobile: 113, desktop: 194 }} />);
    expect(dialog.style.getPropertyValue('--kwc-modal-top-offset')).toBe('113px');
    expect(dialog.style.getPropertyValue('--kwc-modal-top-offset-desktop')).toBe('194px');
  });

  it('is centred, with no offset properties, by default', () => {
    render(<Modal open title="Regulamin" />);
    expect(screen.getByRole('dialog').style.getPropertyValue('--kwc-modal-top-offset')).toBe('');
  });
});
