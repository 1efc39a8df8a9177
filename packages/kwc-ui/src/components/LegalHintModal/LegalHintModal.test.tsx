import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { describeOverlayBehaviour } from '../../testing/overlay-behaviour';
import { LegalHintModal, type LegalHintModalProps } from './LegalHintModal';

/** A `loadContent` whose responses the test settles by hand, one per call. */
function deferredLoader() {
  const calls: { identifier: string; resolve: (content: string) => void; reject: (error: Error) => void }[] = [];
  const loadContent = vi.fn(
    (identifier: string) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ identifier, resolve, reject });
      }),
  );
  /** Settles call `index` and lets React render the outcome. */
  const settle = async (index: number, outcome: string | Error) => {
    const call = calls[index];
    if (!call) throw new Error(`loadContent was called ${calls.length} times, not ${index + 1}`);
    await act(async () => {
      if (outcome instanceof Error) call.reject(outcome);
      else call.resolve(outcome);
    });
  };
  return { loadContent, calls, settle };
}

function Product({ loadContent }: Pick<LegalHintModalProps, 'loadContent'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Co oznacza „bez parabenów”?
      </button>
      <LegalHintModal
        open={open}
        onOpenChange={setOpen}
        identifier="bez-parabenow"
        title="Bez parabenów"
        loadContent={loadContent}
      />
    </>
  );
}

describeOverlayBehaviour('LegalHintModal', {
  render: () => render(<Product loadContent={() => Promise.resolve('Produkt nie zawiera parabenów.')} />),
  triggerName: 'Co oznacza „bez parabenów”?',
  dialogName: 'Bez parabenów',
  dismissible: true,
});

function renderHint(props: Partial<LegalHintModalProps> & Pick<LegalHintModalProps, 'loadContent'>) {
  const all: LegalHintModalProps = {
    open: true,
    onOpenChange: () => undefined,
    identifier: 'bez-parabenow',
    title: 'Bez parabenów',
    ...props,
  };
  const view = render(<LegalHintModal {...all} />);
  return { rerender: (next: Partial<LegalHintModalProps>) => view.rerender(<LegalHintModal {...all} {...next} />) };
}

describe('LegalHintModal', () => {
  it('shows a loading state, then the text it loaded for its identifier', async () => {
    const { loadContent, settle } = deferredLoader();
    renderHint({ loadContent });
    expect(loadContent).toHaveBeenCalledExactlyOnceWith('bez-parabenow');
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie…');

    await settle(0, 'Produkt nie zawiera parabenów.\n\nDotyczy całej serii.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const paragraphs = screen.getAllByText(/./, { selector: '[role="dialog"] p' });
    expect(paragraphs.map((p) => p.textContent)).toEqual(['Produkt nie zawiera parabenów.', 'Dotyczy całej serii.']);
  });

  it("says 'Coś poszło nie tak' when loading fails", async () => {
    const { loadContent, settle } = deferredLoader();
    renderHint({ loadContent });
    await settle(0, new Error('503'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Coś poszło nie tak$/);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders markup in the content as text, never as HTML', async () => {
    const { loadContent, settle } = deferredLoader();
    renderHint({ loadContent });
    await settle(0, '<img src="x" onerror="alert(1)"><b>pogrubione</b>');
    expect(screen.getByText('<img src="x" onerror="alert(1)"><b>pogrubione</b>')).toBeInTheDocument();
    expect(document.querySelector('[role="dialog"] img, [role="dialog"] b')).toBeNull();
  });

  it('reloads when the identifier changes and ignores the answer for the old one', async () => {
    const { loadContent, settle } = deferredLoader();
    const { rerender } = renderHint({ loadContent });
    rerender({ identifier: 'hipoalergiczny', title: 'Hipoalergiczny' });
    expect(loadContent).toHaveBeenLastCalledWith('hipoalergiczny');
    expect(screen.getByRole('status')).toBeInTheDocument();

    await settle(0, 'Produkt nie zawiera parabenów.');
    expect(screen.queryByText('Produkt nie zawiera parabenów.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();

    await settle(1, 'Produkt o obniżonym ryzyku alergii.');
    expect(screen.getByText('Produkt o obniżonym ryzyku alergii.')).toBeInTheDocument();
  });

  it('ignores a failure of the old identifier too', async () => {
    const { loadContent, settle } = deferredLoader();
    const { rerender } = renderHint({ loadContent });
    rerender({ identifier: 'hipoalergiczny' });
    await settle(1, 'Produkt o obniżonym ryzyku alergii.');
    await settle(0, new Error('timeout'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Produkt o obniżonym ryzyku alergii.')).toBeInTheDocument();
  });

  it('ignores an answer that arrives after it closed, and loads afresh when opened again', async () => {
    const { loadContent, settle } = deferredLoader();
    const { rerender } = renderHint({ loadContent });
    rerender({ open: false });
    await settle(0, 'Stara treść.');

    rerender({ open: true });
    expect(loadContent).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Stara treść.')).not.toBeInTheDocument();
    await settle(1, 'Nowa treść.');
    expect(screen.getByText('Nowa treść.')).toBeInTheDocument();
  });

  it('shows the loading state, not the last text, when opened again', async () => {
    const { loadContent, settle } = deferredLoader();
    const { rerender } = renderHint({ loadContent });
    await settle(0, 'Pierwsza treść.');
    rerender({ open: false });
    rerender({ open: true });
    expect(screen.queryByText('Pierwsza treść.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('does not load while closed, nor again when only the loader function changes', () => {
    const { loadContent } = deferredLoader();
    const { rerender } = renderHint({ loadContent, open: false });
    expect(loadContent).not.toHaveBeenCalled();
    rerender({ open: true });
    rerender({ open: true, loadContent: (identifier) => loadContent(identifier) });
    expect(loadContent).toHaveBeenCalledTimes(1);
  });

  it('closes from its close button', async () => {
    const onOpenChange = vi.fn();
    renderHint({ loadContent: () => Promise.resolve('Treść.'), onOpenChange });
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
