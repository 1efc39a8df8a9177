import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ToastProvider } from './Toast';
import { createToastStore, type ToastKind, type ToastStore } from './toastStore';

let store: ToastStore;

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom reports no focus until an element has been focused; a real page in front has it.
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  store = createToastStore();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderToasts(position?: 'top-right' | 'top-center') {
  render(
    <ToastProvider store={store} position={position}>
      <main>Strona</main>
    </ToastProvider>,
  );
}

function region() {
  return screen.getByRole('region', { name: 'Powiadomienia (F8)' });
}

describe('ToastProvider', () => {
  it('renders the app and an empty, named toast region', () => {
    renderToasts();
    expect(screen.getByRole('main')).toHaveTextContent('Strona');
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('closes a toast after 5000 ms and removes it once it has collapsed', () => {
    renderToasts();
    act(() => {
      store.success('Dodano do ulubionych');
    });
    expect(screen.getByText('Dodano do ulubionych')).toBeInTheDocument();

    advance(4999);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    advance(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    advance(300);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(screen.queryByText('Dodano do ulubionych')).not.toBeInTheDocument();
  });

  it('keeps a toast while the pointer is over the toasts and resumes when it leaves', () => {
    renderToasts();
    act(() => {
      store.info('Lista została udostępniona');
    });
    fireEvent.pointerMove(screen.getByText('Lista została udostępniona'));
    advance(20_000);
    expect(screen.getByText('Lista została udostępniona')).toBeInTheDocument();

    fireEvent.pointerLeave(region());
    advance(4999);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    advance(301);
    expect(screen.queryByText('Lista została udostępniona')).not.toBeInTheDocument();
  });

  it('pauses while the window has lost focus and goes on with the time left when it is back', () => {
    renderToasts();
    act(() => {
      store.warning('Sesja wkrótce wygaśnie');
    });
    advance(2000);
    fireEvent.blur(window);
    advance(60_000);
    expect(store.getSnapshot()[0]?.open).toBe(true);

    fireEvent.focus(window);
    advance(2999);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    advance(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it('holds a toast that arrives while the window is in the background until focus returns', () => {
    vi.mocked(document.hasFocus).mockReturnValue(false);
    renderToasts();
    act(() => {
      store.error('Wystąpił nieoczekiwany błąd');
    });
    advance(60_000);
    expect(store.getSnapshot()[0]?.open).toBe(true);

    fireEvent.focus(window);
    advance(4999);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    advance(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it('closes on a click anywhere on the toast', () => {
    renderToasts();
    act(() => {
      store.success('Opinia zapisana', { title: 'Dziękujemy!' });
    });
    fireEvent.click(screen.getByText('Dziękujemy!'));
    expect(store.getSnapshot()[0]?.open).toBe(false);
    advance(300);
    expect(screen.queryByText('Opinia zapisana')).not.toBeInTheDocument();
  });

  it('closes with the button labelled Zamknij and with Escape', () => {
    renderToasts();
    act(() => {
      store.info('Pierwszy');
      store.info('Drugi');
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Zamknij' })[0]!);
    advance(300);
    expect(screen.queryByText('Pierwszy')).not.toBeInTheDocument();

    const second = screen.getByText('Drugi').closest('li')!;
    act(() => second.focus());
    fireEvent.keyDown(second, { key: 'Escape' });
    advance(300);
    expect(screen.queryByText('Drugi')).not.toBeInTheDocument();
  });

  it('removes every toast at once on clear()', () => {
    renderToasts();
    act(() => {
      store.success('Jeden');
      store.warning('Dwa');
      store.error('Trzy', { duration: Infinity });
    });
    expect(within(region()).getAllByRole('listitem')).toHaveLength(3);
    act(() => store.clear());
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('keeps a toast shown with an infinite duration', () => {
    renderToasts();
    act(() => {
      store.info('Zostaję', { duration: Infinity });
    });
    advance(600_000);
    expect(screen.getByText('Zostaję')).toBeInTheDocument();
  });

  it('replaces a toast shown again with the same id', () => {
    renderToasts();
    act(() => {
      store.error('Wystąpił nieoczekiwany błąd', { id: 'api' });
      store.error('Wystąpił nieoczekiwany błąd', { id: 'api' });
    });
    expect(screen.getAllByText('Wystąpił nieoczekiwany błąd')).toHaveLength(1);
  });

  it.each<[ToastKind, 'polite' | 'assertive', string]>([
    ['success', 'polite', 'Sukces'],
    ['info', 'polite', 'Informacja'],
    ['warning', 'polite', 'Ostrzeżenie'],
    ['error', 'assertive', 'Błąd'],
  ])('announces a %s toast as a %s status with its kind', (kind, live, label) => {
    renderToasts();
    act(() => {
      store.show(kind, 'Treść powiadomienia', { title: 'Tytuł' });
    });
    advance(50);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', live);
    expect(status).toHaveTextContent(`Powiadomienie ${label}: Tytuł Treść powiadomienia`);
    expect(screen.getByText('Tytuł').closest('li')).toHaveAttribute('data-kind', kind);
  });

  it('renders no toasts on the server', () => {
    store.error('Wystąpił nieoczekiwany błąd');
    const html = renderToString(<ToastProvider store={store}>Strona</ToastProvider>);
    expect(html).toContain('Strona');
    expect(html).not.toContain('Wystąpił nieoczekiwany błąd');
  });
});
