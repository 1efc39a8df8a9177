import type { Meta, StoryObj } from '@storybook/react-vite';
import { ERROR_MESSAGES } from '@kwc/domain';
import { vars } from '@kwc/tokens';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button';
import { ToastProvider, type ToastPosition } from './Toast';
import { createToastStore, type ToastKind, type ToastOptions } from './toastStore';

interface ToastDemoProps {
  /** Toasts already on screen when the story opens; they stay (`duration: Infinity`) for the screenshot. */
  toasts: { kind: ToastKind; message: string; options?: ToastOptions }[];
  position?: ToastPosition;
  /** A header bar above the page whose controls the toasts must leave uncovered. */
  withHeader?: boolean;
}

const demoHeader = () => document.getElementById('toast-demo-header');

/** A store per story, so stories never share toasts. */
function ToastDemo({ toasts, position, withHeader = false }: ToastDemoProps) {
  const [store] = useState(() => {
    const demoStore = createToastStore();
    toasts.forEach(({ kind, message, options }) => demoStore.show(kind, message, { duration: Infinity, ...options }));
    return demoStore;
  });
  return (
    <ToastProvider store={store} position={position} keepBelow={withHeader ? demoHeader : undefined}>
      {withHeader ? <DemoHeader /> : null}
      <DemoPage />
    </ToastProvider>
  );
}

function DemoHeader() {
  return (
    <header
      id="toast-demo-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        height: '60px',
        padding: `0 ${vars.space.md}`,
        borderBottom: `1px solid ${vars.color.border}`,
      }}
    >
      <strong>KWC</strong>
      <span style={{ display: 'flex', gap: vars.space.sm }}>
        <Button variant="ghost">Ulubione</Button>
        <Button variant="ghost">Zaloguj się</Button>
      </span>
    </header>
  );
}

function DemoPage({ children }: { children?: ReactNode }) {
  return (
    <main style={{ padding: vars.space.lg, maxWidth: '40rem' }}>
      <h1 style={{ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize['2xl'] }}>Kremy do twarzy</h1>
      <p style={{ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted }}>
        Opinie, składniki i ceny ponad 2 000 kremów nawilżających i przeciwzmarszczkowych.
      </p>
      {children}
    </main>
  );
}

/** The end state of a story must be still: wait for the slide-in to finish. */
async function settle() {
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

async function expectToasts(canvasElement: HTMLElement, count: number) {
  const region = within(canvasElement).getByRole('region', { name: 'Powiadomienia (F8)' });
  await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(count));
  await settle();
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { toasts: [{ kind: 'success', message: 'Produkt został dodany do ulubionych.' }] },
  play: async ({ canvasElement }) => expectToasts(canvasElement, 1),
};

export const Info: Story = {
  args: {
    toasts: [{ kind: 'info', message: 'Twoja opinia czeka na moderację.', options: { title: 'Dziękujemy!' } }],
  },
  play: async ({ canvasElement }) => expectToasts(canvasElement, 1),
};

export const Warning: Story = {
  args: { toasts: [{ kind: 'warning', message: 'Możesz mieć najwyżej 5 list życzeń.' }] },
  play: async ({ canvasElement }) => expectToasts(canvasElement, 1),
};

export const UnexpectedError: Story = {
  args: { toasts: [{ kind: 'error', message: ERROR_MESSAGES.unexpected }] },
  play: async ({ canvasElement }) => expectToasts(canvasElement, 1),
};

/** Below the site's header: its heart and 'Zaloguj się' stay uncovered while the toast is shown. */
export const BelowHeader: Story = {
  args: { withHeader: true, toasts: [{ kind: 'success', message: 'Dodano do ulubionych' }] },
  play: async ({ canvasElement }) => {
    await expectToasts(canvasElement, 1);
    const header = canvasElement.ownerDocument.getElementById('toast-demo-header')!.getBoundingClientRect();
    const region = within(canvasElement).getByRole('region', { name: 'Powiadomienia (F8)' });
    const card = within(region).getByRole('listitem').getBoundingClientRect();
    await expect(card.top).toBeGreaterThanOrEqual(header.bottom);
  },
};

export const TopCenter: Story = {
  args: {
    position: 'top-center',
    toasts: [{ kind: 'success', message: 'Zmiany zostały zapisane.', options: { title: 'Gotowe' } }],
  },
  play: async ({ canvasElement }) => expectToasts(canvasElement, 1),
};

export const Stacked: Story = {
  args: {
    toasts: [
      { kind: 'success', message: 'Produkt został dodany do ulubionych.' },
      { kind: 'info', message: 'Twoja opinia czeka na moderację.', options: { title: 'Dziękujemy!' } },
      { kind: 'warning', message: 'Możesz oznaczyć jako HIT najwyżej 30 produktów.' },
      { kind: 'error', message: ERROR_MESSAGES.unexpected },
    ],
  },
  play: async ({ canvasElement }) => expectToasts(canvasElement, 4),
};

export const LongTextMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    toasts: [
      {
        kind: 'warning',
        options: { title: 'Nie udało się zapisać szkicu opinii' },
        message:
          'Połączenie z serwerem zostało przerwane podczas zapisywania. Sprawdź połączenie z internetem i spróbuj ponownie za chwilę — treść opinii pozostała w formularzu: https://kwc.pl/kosmetyki/pielegnacja-twarzy/kremy-do-twarzy/nawilzajace',
      },
    ],
  },
  play: async ({ canvasElement }) => expectToasts(canvasElement, 1),
};

/** A button that raises a toast, the way a page does after an action. */
function TriggerDemo() {
  const [store] = useState(createToastStore);
  return (
    <ToastProvider store={store}>
      <DemoPage>
        <Button onClick={() => store.success('Produkt został dodany do ulubionych.', { title: 'Dodano' })}>
          Dodaj do ulubionych
        </Button>
      </DemoPage>
    </ToastProvider>
  );
}

export const KeyboardPath: Story = {
  args: { toasts: [] },
  render: () => <TriggerDemo />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Powiadomienia (F8)' });

    await step('Tab to the button and press Enter: a toast appears', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Dodaj do ulubionych' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(within(region).getByText('Produkt został dodany do ulubionych.')).toBeVisible());
    });

    await step('Tab into the toast, to its close button, and press Enter: it closes', async () => {
      await userEvent.tab();
      await expect(within(region).getByRole('listitem')).toHaveFocus();
      await userEvent.tab();
      await expect(within(region).getByRole('button', { name: 'Zamknij' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(within(region).queryAllByRole('listitem')).toHaveLength(0));
      await settle();
    });
  },
};
