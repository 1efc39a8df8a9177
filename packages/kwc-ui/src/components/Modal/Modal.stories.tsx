import { mediaQuery } from '@kwc/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

import { Button } from '../Button';
import { Modal } from './Modal';

/** Resolves when the open or close animation has ended, so a screenshot sees the settled card. */
async function settled() {
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished));
}

/**
 * The overflow that decides whether the visitor can scroll the page: <html>'s, or <body>'s when
 * <html> leaves it `visible` (CSS then passes the body's on to the viewport). `hidden`: locked.
 */
function pageOverflow() {
  const html = getComputedStyle(document.documentElement).overflowY;
  return html === 'visible' ? getComputedStyle(document.body).overflowY : html;
}

/** Closes the open dialog with Escape and checks focus went back to the button that opened it. */
async function escapeReturnsFocus(triggerName: string) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(screen.getByRole('button', { name: triggerName })).toHaveFocus();
}

/** Opens the dialog again from its focused trigger, as a keyboard user would, and lets it settle. */
async function reopenWithEnter(dialogName: string) {
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: dialogName });
  await settled();
}

const terms = (
  <p style={{ margin: 0 }}>
    Konkurs trwa do 30 listopada. Zwycięzców wybiera jury spośród autorek opinii opublikowanych w tym czasie.
  </p>
);

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: 'Regulamin konkursu',
    children: terms,
    defaultOpen: true,
    trigger: <Button variant="secondary">Pokaż regulamin</Button>,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Regulamin konkursu' });
    const close = screen.getByRole('button', { name: 'Zamknij' });
    await expect(close).toHaveFocus();
    // The close button is the only control: Tab keeps focus on it.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Spec section 4 "Page scroll": locked while the modal is open, free again once it closes.
    await expect(pageOverflow()).toBe('hidden');
    await escapeReturnsFocus('Pokaż regulamin');
    // The backdrop, which holds the lock, may fade out a moment after the card.
    await waitFor(() => expect(pageOverflow()).not.toBe('hidden'));
    await expect(document.body).not.toHaveAttribute('data-scroll-locked');
    await reopenWithEnter('Regulamin konkursu');
    await expect(pageOverflow()).toBe('hidden');
  },
};

/** A confirmation: controlled by its owner, the footer's buttons answer it. */
function DeleteListModal() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Usuń listę
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title="Usunąć listę „Na lato”?"
        description="Lista i 12 zapisanych na niej produktów znikną z Twojego profilu. Tej operacji nie można cofnąć."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Anuluj
            </Button>
            <Button onClick={() => setOpen(false)}>Usuń</Button>
          </>
        }
      />
    </>
  );
}

export const WithDescriptionAndFooter: Story = {
  render: () => <DeleteListModal />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć listę „Na lato”?' });
    await expect(dialog).toHaveAccessibleDescription(/Tej operacji nie można cofnąć\.$/);
    const [close, cancel, remove] = ['Zamknij', 'Anuluj', 'Usuń'].map((name) => screen.getByRole('button', { name }));
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    // Focus trap: past the last control, Tab comes back to the first, Shift+Tab goes back again.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(remove).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // It opened with the page, so focus had nowhere to return to: the keyboard user tabs to the trigger.
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Usuń listę' })).toHaveFocus();
    await reopenWithEnter('Usunąć listę „Na lato”?');
    await escapeReturnsFocus('Usuń listę');
    await reopenWithEnter('Usunąć listę „Na lato”?');
  },
};

const chapters = [
  'Zasady ogólne',
  'Kto może wziąć udział',
  'Jak zgłosić opinię',
  'Jak wybieramy zwycięzców',
  'Nagrody',
  'Reklamacje',
  'Dane osobowe',
  'Postanowienia końcowe',
];

export const LongContent: Story = {
  args: {
    size: 'lg',
    children: chapters.map((chapter, index) => (
      <section key={chapter}>
        <h3 style={{ margin: 0 }}>
          §{index + 1}. {chapter}
        </h3>
        <p style={{ margin: 0 }}>
          Organizatorem konkursu jest wydawca serwisu. Uczestniczka akceptuje regulamin, publikując opinię o produkcie w
          czasie trwania konkursu. Opinia musi być napisana samodzielnie i opisywać produkt używany co najmniej dwa
          tygodnie.
        </p>
      </section>
    )),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Regulamin konkursu' });
    await settled();
    // The card scrolls inside the viewport while the page behind it stays locked.
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(document.body).toHaveAttribute('data-scroll-locked');
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await expect(screen.getByRole('button', { name: 'Zamknij' })).toHaveFocus();
  },
};

/** A notice that has to be acknowledged: no close button, Escape and clicks outside do nothing. */
function NoticeModal() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Pokaż komunikat
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        dismissible={false}
        hideCloseButton
        size="sm"
        title="Zmieniliśmy regulamin"
        description="Od 1 grudnia opinie o produktach dla dorosłych widzą tylko osoby pełnoletnie."
        footer={<Button onClick={() => setOpen(false)}>Rozumiem</Button>}
      />
    </>
  );
}

export const NotDismissible: Story = {
  render: () => <NoticeModal />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Zmieniliśmy regulamin' });
    await expect(screen.queryByRole('button', { name: 'Zamknij' })).not.toBeInTheDocument();
    const understood = screen.getByRole('button', { name: 'Rozumiem' });
    await expect(understood).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    const backdrop = document.querySelector<HTMLElement>('[data-kwc-overlay]');
    await expect(backdrop).toBeInTheDocument();
    await userEvent.click(backdrop as HTMLElement);
    await expect(dialog).toBeInTheDocument();
    // The click outside took focus off the button; Tab brings it back inside the dialog.
    await userEvent.tab();
    await expect(understood).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.tab();
    await reopenWithEnter('Zmieniliśmy regulamin');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('button', { name: 'Pokaż komunikat' })).toHaveFocus();
    await reopenWithEnter('Zmieniliśmy regulamin');
  },
};

export const FromTheTop: Story = {
  args: { size: 'sm', topOffset: { mobile: 72, desktop: 120 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Regulamin konkursu' });
    await settled();
    const expected = window.matchMedia(mediaQuery('desktop')).matches ? 120 : 72;
    await expect(Math.round(dialog.getBoundingClientRect().top)).toBe(expected);
  },
};
