import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { GuidedTour, type GuidedTourProps, type GuidedTourStep } from './GuidedTour';

beforeAll(() => {
  // Radix measures the popover arrow with it; jsdom has none.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const steps: GuidedTourStep[] = [
  { title: 'Twoje listy', content: 'Grupuj produkty w listy.', target: '#lists', order: 2, group: 'wishlist' },
  { title: 'Napisz tytuł', content: 'Tytuł zmieść w 70 znakach.', target: '#title', order: 1, group: 'add-review' },
  { title: 'Ulubione w menu', content: 'Znajdziesz je pod sercem.', target: '#menu', order: 3, group: 'wishlist' },
  { title: 'Dodaj do ulubionych', content: 'Kliknij serce.', target: '#heart', order: 1, group: 'wishlist' },
  { title: 'Skąd masz produkt?', content: 'Wybierz źródło zakupu.', target: '#source', order: 2, group: 'add-review' },
];

function renderTour(props: Partial<GuidedTourProps> = {}) {
  const handlers = { onStepChange: vi.fn(), onFinish: vi.fn(), onClose: vi.fn() };
  const result = render(
    <>
      <button id="heart" type="button">
        Serce
      </button>
      <section id="lists">Listy</section>
      <nav id="menu">Menu</nav>
      <GuidedTour steps={steps} group="wishlist" open {...handlers} {...props} />
    </>,
  );
  return { ...result, ...handlers };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('GuidedTour', () => {
  it('shows the lowest order first, named by its title, and focuses Dalej', async () => {
    renderTour();
    expect(dialog('Dodaj do ulubionych')).toHaveTextContent('Krok 1 z 3');
    expect(dialog('Dodaj do ulubionych')).toHaveAccessibleDescription('Kliknij serce.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dalej' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Wstecz' })).not.toBeInTheDocument();
  });

  it('shows only the steps of its group, in order', async () => {
    const user = userEvent.setup();
    renderTour({ group: 'add-review' });
    expect(dialog('Napisz tytuł')).toHaveTextContent('Krok 1 z 2');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(dialog('Skąd masz produkt?')).toHaveTextContent('Krok 2 z 2');
  });

  it('shows every step without a group', () => {
    renderTour({ group: undefined });
    expect(screen.getByRole('dialog')).toHaveTextContent('Krok 1 z 5');
  });

  it('goes next and back, reports each step and finishes with Koniec', async () => {
    const user = userEvent.setup();
    const { onStepChange, onFinish, onClose } = renderTour();

    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(onStepChange).toHaveBeenLastCalledWith(1);
    expect(dialog('Twoje listy')).toHaveTextContent('Krok 2 z 3');

    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(onStepChange).toHaveBeenLastCalledWith(0);
    expect(dialog('Dodaj do ulubionych')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dalej' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(onStepChange).toHaveBeenLastCalledWith(2);
    expect(screen.queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Koniec' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('points at the target when it exists', () => {
    renderTour();
    expect(screen.getByRole('dialog')).toHaveAttribute('data-placement', 'target');
  });

  it.each(['#nie-ma-takiego-elementu', '[[niepoprawny'])(
    'centres the dialog when the target %s is missing',
    (target) => {
      renderTour({ steps: [{ title: 'Bez celu', content: 'Treść', target, order: 1, group: 'wishlist' }] });
      expect(dialog('Bez celu')).toHaveAttribute('data-placement', 'centre');
      expect(document.querySelector('[data-dimmed]')).toBeInTheDocument();
    },
  );

  it('carries on past a missing target', async () => {
    const user = userEvent.setup();
    renderTour({
      steps: [
        { title: 'Brak', content: 'Cel zniknął', target: '#brak', order: 1, group: 'wishlist' },
        { title: 'Jest', content: 'Cel jest', target: '#heart', order: 2, group: 'wishlist' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(dialog('Jest')).toHaveAttribute('data-placement', 'target');
  });

  it('closes with Escape and with the close button', async () => {
    const user = userEvent.setup();
    const { onClose } = renderTour();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dalej' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('goes next with ArrowRight and back with ArrowLeft, stopping at the ends', async () => {
    const user = userEvent.setup();
    const { onStepChange, onFinish } = renderTour();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dalej' })).toHaveFocus());

    await user.keyboard('{ArrowLeft}');
    expect(onStepChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(onStepChange.mock.calls).toEqual([[1], [2]]);
    expect(dialog('Ulubione w menu')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await user.keyboard('{ArrowLeft}');
    expect(onStepChange).toHaveBeenLastCalledWith(1);
    expect(dialog('Twoje listy')).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderTour({ initialStep: 1 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dalej' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zamknij' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Wstecz' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dalej' })).toHaveFocus();
  });

  it('opens at initialStep and starts there again when reopened', async () => {
    const user = userEvent.setup();
    const { rerender } = renderTour({ initialStep: 1 });
    expect(dialog('Twoje listy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(dialog('Ulubione w menu')).toBeInTheDocument();

    rerender(<GuidedTour steps={steps} group="wishlist" open={false} initialStep={1} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<GuidedTour steps={steps} group="wishlist" open initialStep={1} />);
    expect(dialog('Twoje listy')).toBeInTheDocument();
  });

  it('renders nothing for a group without steps or on the server', () => {
    renderTour({ group: 'brak' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(() => renderToString(<GuidedTour steps={steps} open />)).not.toThrow();
  });
});
