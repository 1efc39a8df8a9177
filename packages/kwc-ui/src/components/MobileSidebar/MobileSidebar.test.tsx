import type { CategorySummary, MenuItem } from '@kwc/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentPropsWithRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { describeOverlayBehaviour } from '../../testing/overlay-behaviour';
import { Button } from '../Button';
import { contextCategories, urodaMenu } from '../private/fixtures/menu.fixtures';
import { MobileSidebar, type MobileSidebarProps } from './MobileSidebar';

function NoNavigationLink({ href, onClick, children, ...props }: ComponentPropsWithRef<'a'>) {
  return (
    <a
      href={href}
      data-router-link=""
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}

function Harness(props: Partial<MobileSidebarProps> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = false, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  const [context, setContext] = useState<CategorySummary | null>(rest.contextCategory ?? null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Otwórz menu</Button>
      <MobileSidebar
        items={urodaMenu}
        linkAs={NoNavigationLink}
        {...rest}
        contextCategory={context}
        onContextChange={(category) => {
          setContext(category);
          rest.onContextChange?.(category);
        }}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          rest.onOpenChange?.(next);
        }}
      />
    </>
  );
}

describeOverlayBehaviour('MobileSidebar', {
  render: () => render(<Harness />),
  triggerName: 'Otwórz menu',
  dialogName: 'Menu',
  dismissible: true,
});

async function openSidebar(props: Partial<MobileSidebarProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Otwórz menu' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, sheet: within(dialog) };
}

describe('MobileSidebar', () => {
  it("is titled 'Menu', 'Przeglądaj' with a context category, and 'Szukaj' in search mode", async () => {
    const { unmount } = render(<Harness initiallyOpen />);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    unmount();
    const second = render(<Harness initiallyOpen contextCategory={contextCategories[0]} />);
    expect(screen.getByRole('dialog', { name: 'Przeglądaj' })).toBeInTheDocument();
    second.unmount();
    render(<Harness initiallyOpen mode="search" searchSlot={<p>Panel wyszukiwania</p>} />);
    expect(screen.getByRole('dialog', { name: 'Szukaj' })).toHaveTextContent('Panel wyszukiwania');
    expect(screen.queryByRole('link', { name: 'Dodaj produkt' })).not.toBeInTheDocument();
  });

  it("lists the active first-level nodes and links 'Dodaj produkt'", async () => {
    const { sheet } = await openSidebar();
    const rows = within(sheet.getAllByRole('list')[0] as HTMLElement)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Pielęgnacja twarzy',
      'Makijaż',
      'Włosy',
      'Ciało',
      'Perfumy',
      'Paznokcie',
      'Nowości',
      'Inspiracje',
    ]);
    expect(sheet.getByRole('link', { name: 'Dodaj produkt' })).toHaveAttribute('href', '/add-product');
  });

  it('opens a layer per node with children, moves focus to its heading, and goes back to the node', async () => {
    const { user, sheet } = await openSidebar();
    await user.click(sheet.getByRole('button', { name: 'Pielęgnacja twarzy' }));
    expect(sheet.getByRole('heading', { level: 3, name: 'Pielęgnacja twarzy' })).toHaveFocus();
    await user.click(sheet.getByRole('button', { name: 'Kremy do twarzy' }));
    await user.click(sheet.getByRole('button', { name: 'Kremy na dzień' }));
    expect(sheet.getByRole('heading', { level: 3, name: 'Kremy na dzień' })).toHaveFocus();
    expect(sheet.getByText('Pielęgnacja twarzy › Kremy do twarzy')).toBeInTheDocument();
    // Level 4 is the deepest: its nodes are links.
    expect(sheet.getByRole('link', { name: 'Kremy z filtrem SPF' })).toHaveAttribute('href', '/kremy-z-filtrem-spf');
    expect(sheet.getByRole('link', { name: 'Zobacz wszystko w kategorii Kremy na dzień' })).toHaveAttribute(
      'href',
      '/kremy-na-dzien',
    );

    await user.click(sheet.getByRole('button', { name: 'Wstecz' }));
    expect(sheet.getByRole('button', { name: 'Kremy na dzień' })).toHaveFocus();
    await user.click(sheet.getByRole('button', { name: 'Wstecz' }));
    await user.click(sheet.getByRole('button', { name: 'Wstecz' }));
    expect(sheet.getByRole('button', { name: 'Pielęgnacja twarzy' })).toHaveFocus();
    expect(sheet.queryByRole('button', { name: 'Wstecz' })).not.toBeInTheDocument();
  });

  it('reports a followed link and closes; an external link keeps it open', async () => {
    const onNavigate = vi.fn();
    const onOpenChange = vi.fn();
    const { user, sheet, dialog } = await openSidebar({ onNavigate, onOpenChange });
    await user.click(sheet.getByRole('button', { name: 'Inspiracje' }));
    const external = sheet.getByRole('link', { name: 'Trendy w makijażu (otwiera się w nowej karcie)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(external);
    expect(onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ node_id: 81 }),
      'https://magazyn.kwc.pl/trendy-makijaz',
    );
    expect(dialog).toBeInTheDocument();

    // jsdom cannot load another page: the browser's own navigation is held back here.
    const holdNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', holdNavigation);
    try {
      await user.click(sheet.getByRole('link', { name: 'Testowanie KWC' }));
    } finally {
      document.removeEventListener('click', holdNavigation);
    }
    expect(onNavigate).toHaveBeenLastCalledWith(expect.objectContaining({ node_id: 83 }), '/kwc-testowanie');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.pointerEvents).toBe('');
  });

  it('renders categories with the site’s link and every custom_url as an external link, a new tab only for other sites', async () => {
    const { user, sheet } = await openSidebar();
    await user.click(sheet.getByRole('button', { name: 'Inspiracje' }));
    const ownPage = sheet.getByRole('link', { name: 'Testowanie KWC' });
    expect(ownPage).toHaveAttribute('data-external-link');
    expect(ownPage).not.toHaveAttribute('data-router-link');
    expect(ownPage).not.toHaveAttribute('target');
    const otherSite = sheet.getByRole('link', { name: 'Trendy w makijażu (otwiera się w nowej karcie)' });
    expect(otherSite).toHaveAttribute('data-external-link');
    expect(otherSite).not.toHaveAttribute('data-router-link');
    await user.click(sheet.getByRole('button', { name: 'Wstecz' }));
    await user.click(sheet.getByRole('button', { name: 'Pielęgnacja twarzy' }));
    const category = sheet.getAllByRole('link').find((link) => link.getAttribute('href') === '/pielegnacja-twarzy');
    expect(category).toHaveAttribute('data-router-link');
    expect(category).not.toHaveAttribute('data-external-link');
  });

  it('opens at the top layer again after closing', async () => {
    const { user, sheet } = await openSidebar();
    await user.click(sheet.getByRole('button', { name: 'Makijaż' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Otwórz menu' }));
    expect(await screen.findByRole('button', { name: 'Pielęgnacja twarzy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wstecz' })).not.toBeInTheDocument();
  });

  it('switches the context category, with a choice for none, and returns to the top layer', async () => {
    const onContextChange = vi.fn();
    const { user, sheet } = await openSidebar({ contextCategories, onContextChange });
    expect(sheet.getByRole('radio', { name: 'Wszystko' })).toBeChecked();
    await user.click(sheet.getByRole('radio', { name: 'Dla dziecka' }));
    expect(onContextChange).toHaveBeenCalledWith(contextCategories[2]);
    expect(screen.getByRole('dialog', { name: 'Przeglądaj' })).toBeInTheDocument();
    await user.click(sheet.getByRole('radio', { name: 'Wszystko' }));
    expect(onContextChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('falls back to the top layer when the menu changes under an open layer', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<MobileSidebar open onOpenChange={vi.fn()} items={urodaMenu} />);
    await user.click(screen.getByRole('button', { name: 'Makijaż' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Makijaż' })).toBeInTheDocument();
    const otherMenu: MenuItem[] = urodaMenu.filter((item) => item.node_id < 20);
    rerender(<MobileSidebar open onOpenChange={vi.fn()} items={otherMenu} />);
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pielęgnacja twarzy' })).toBeInTheDocument();
  });

  it('in search mode starts in the field; Escape clears a phrase before it closes the sheet', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Field() {
      const [value, setValue] = useState('');
      return (
        <input type="search" aria-label="Szukaj" value={value} onChange={(event) => setValue(event.target.value)} />
      );
    }
    render(<MobileSidebar open onOpenChange={onOpenChange} items={urodaMenu} mode="search" searchSlot={<Field />} />);
    const field = screen.getByRole('searchbox', { name: 'Szukaj' });
    expect(field).toHaveFocus();
    await user.keyboard('krem{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.clear(field);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('in search mode with its field on the way, leaves focus where the visitor types until the field comes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Pole strony" />
        <MobileSidebar open={false} onOpenChange={vi.fn()} items={urodaMenu} mode="search" />
      </>,
    );
    const typing = screen.getByRole('textbox', { name: 'Pole strony' });
    await user.click(typing);
    await user.keyboard('se');
    const { rerender } = render(
      <MobileSidebar open onOpenChange={vi.fn()} items={urodaMenu} mode="search" searchSlot={<span>…</span>} />,
    );
    // Not 'Zamknij': the letters typed next still reach the field they are typed in.
    expect(typing).toHaveFocus();
    await user.keyboard('rum');
    expect(typing).toHaveValue('serum');
    rerender(
      <MobileSidebar
        open
        onOpenChange={vi.fn()}
        items={urodaMenu}
        mode="search"
        searchSlot={<input type="search" aria-label="Szukaj" ref={(field) => field?.focus()} />}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveFocus();
  });
});
