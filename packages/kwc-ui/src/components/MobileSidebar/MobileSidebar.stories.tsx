import type { CategorySummary } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentPropsWithRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button';
import { Icon } from '../Icon';
import { contextCategories, urodaMenu } from '../private/fixtures/menu.fixtures';
import { kremResults } from '../private/fixtures/search.fixtures';
import { SearchPanel } from '../SearchPanel';
import { MobileSidebar, type MobileSidebarProps } from './MobileSidebar';

/** A router link stand-in: the story stays on its page when a link is followed. */
function StoryLink({ href, onClick, children, ...props }: ComponentPropsWithRef<'a'>) {
  return (
    <a
      href={href}
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

/** Resolves when the sheet's and the layers' animations have ended, so a screenshot sees them settled. */
async function settled() {
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished));
}

/** Presses Tab until `target` has focus, as a keyboard user would walk to it. */
async function tabTo(target: HTMLElement, limit = 30) {
  for (let i = 0; i < limit && document.activeElement !== target; i++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

async function closeWithEscape() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The nested-layer Radix trap (STYLE.md): nothing may leave the page unclickable.
  await expect(document.body.style.pointerEvents).toBe('');
}

async function reopenWithEnter(dialogName: string) {
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: dialogName });
  await settled();
}

/**
 * Escape closes the sheet. It opened with the page, so focus has nowhere to return the first time:
 * the keyboard user tabs to the trigger and reopens it; from then on focus returns to the trigger.
 */
async function closesWithEscapeAndReopens(triggerName: string, dialogName: string) {
  await closeWithEscape();
  const trigger = screen.getByRole('button', { name: triggerName });
  await tabTo(trigger);
  await reopenWithEnter(dialogName);
  await closeWithEscape();
  await expect(trigger).toHaveFocus();
  await reopenWithEnter(dialogName);
}

type HarnessProps = Omit<MobileSidebarProps, 'open' | 'onOpenChange' | 'onContextChange'> & {
  onContextChange?: MobileSidebarProps['onContextChange'];
};

/** The page around the sheet: the menu button that opens it, and the context kept in state. */
function SidebarHarness({ contextCategory: initialContext = null, onContextChange, ...props }: HarnessProps) {
  const [open, setOpen] = useState(true);
  const [context, setContext] = useState<CategorySummary | null>(initialContext);
  const label = props.mode === 'search' ? 'Szukaj' : 'Menu';
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
        <Icon name={props.mode === 'search' ? 'search' : 'menu'} size={20} />
        {label}
      </Button>
      <MobileSidebar
        {...props}
        open={open}
        onOpenChange={setOpen}
        contextCategory={context}
        onContextChange={(category) => {
          setContext(category);
          onContextChange?.(category);
        }}
      />
    </div>
  );
}

/** The search panel as the site puts it in the sheet: the phrase in state, results for 3+ characters. */
function SearchSlot({ initialValue }: { initialValue: string }) {
  const [value, setValue] = useState(initialValue);
  return (
    <SearchPanel
      value={value}
      onChange={setValue}
      results={value.trim().length >= 3 ? kremResults : []}
      onSubmit={fn()}
      linkAs={StoryLink}
    />
  );
}

const meta = {
  title: 'Navigation/MobileSidebar',
  component: SidebarHarness,
  args: {
    items: urodaMenu,
    linkAs: StoryLink,
    onNavigate: fn(),
    onContextChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SidebarHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopLayer: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await settled();
    const sheet = within(dialog);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(sheet.getByRole('button', { name: 'Zamknij' })).toHaveFocus();
    // Only first-level nodes with is_active '1' (spec section 2): 'Dla mężczyzn' is not listed.
    await expect(sheet.queryByText('Dla mężczyzn')).not.toBeInTheDocument();
    await expect(sheet.queryByRole('button', { name: 'Wstecz' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(sheet.getByRole('button', { name: 'Pielęgnacja twarzy' })).toHaveFocus();
    // A node without children is a link to its category path.
    await expect(sheet.getByRole('link', { name: 'Nowości' })).toHaveAttribute('href', '/nowosci');
    await expect(sheet.getByRole('link', { name: 'Dodaj produkt' })).toHaveAttribute('href', '/add-product');
    await closesWithEscapeAndReopens('Menu', 'Menu');
  },
};

export const WithContextCategory: Story = {
  args: { contextCategories, contextCategory: contextCategories[0] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Przeglądaj' });
    await settled();
    const sheet = within(dialog);
    const switcher = sheet.getByRole('group', { name: 'Kategoria' });
    const forHer = within(switcher).getByRole('radio', { name: 'Dla niej' });
    await expect(forHer).toBeChecked();
    await userEvent.tab();
    await expect(forHer).toHaveFocus();
    // Arrow keys move through the radios and switch the context right away.
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(switcher).getByRole('radio', { name: 'Dla niego' })).toBeChecked();
    await expect(args.onContextChange).toHaveBeenLastCalledWith(contextCategories[1]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onContextChange).toHaveBeenLastCalledWith(null);
    // Without a context the title is 'Menu'; with one it is 'Przeglądaj'.
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('dialog', { name: 'Przeglądaj' });
    await expect(forHer).toBeChecked();
  },
};

export const NestedLayers: Story = {
  name: 'Nested layers, four levels deep',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await settled();
    const sheet = within(dialog);

    const face = sheet.getByRole('button', { name: 'Pielęgnacja twarzy' });
    await tabTo(face);
    await userEvent.keyboard('{Enter}');
    // Focus moves to the new layer's heading.
    await waitFor(() => expect(sheet.getByRole('heading', { level: 3, name: 'Pielęgnacja twarzy' })).toHaveFocus());
    await expect(sheet.getByRole('link', { name: 'Zobacz wszystko w kategorii Pielęgnacja twarzy' })).toHaveAttribute(
      'href',
      '/pielegnacja-twarzy',
    );

    await tabTo(sheet.getByRole('button', { name: 'Kremy do twarzy' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sheet.getByRole('heading', { level: 3, name: 'Kremy do twarzy' })).toHaveFocus());

    await tabTo(sheet.getByRole('button', { name: 'Kremy na dzień' }));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(sheet.getByRole('heading', { level: 3, name: 'Kremy na dzień' })).toHaveFocus());
    await settled();
    await expect(sheet.getByText('Pielęgnacja twarzy › Kremy do twarzy')).toBeVisible();
    // Level 4: links only.
    await expect(sheet.getByRole('link', { name: 'Kremy z filtrem SPF' })).toHaveAttribute(
      'href',
      '/kremy-z-filtrem-spf',
    );

    // 'Wstecz' goes back one layer and returns focus to the node that opened the layer.
    const back = sheet.getByRole('button', { name: 'Wstecz' });
    await tabTo(back);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sheet.getByRole('button', { name: 'Kremy na dzień' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sheet.getByRole('heading', { level: 3, name: 'Kremy na dzień' })).toHaveFocus());
    await tabTo(sheet.getByRole('link', { name: 'Kremy matujące' }));
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await settled();
  },
};

export const WrapperWithLinks: Story = {
  name: "Wrapper 'Inspiracje' with custom URLs",
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Menu' });
    await settled();
    // Opened from the menu button this time, so focus has somewhere to return to.
    await closeWithEscape();
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await tabTo(trigger);
    await reopenWithEnter('Menu');

    // A leaf navigates: the sheet reports it and closes; focus goes back to the menu button.
    const sheet = within(screen.getByRole('dialog', { name: 'Menu' }));
    await tabTo(sheet.getByRole('link', { name: 'Nowości' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ node_id: 75 }), '/nowosci');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(document.body.style.pointerEvents).toBe('');

    await reopenWithEnter('Menu');
    const reopened = within(screen.getByRole('dialog', { name: 'Menu' }));
    await tabTo(reopened.getByRole('button', { name: 'Inspiracje' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reopened.getByRole('heading', { level: 3, name: 'Inspiracje' })).toHaveFocus());
    // A wrapper has no page of its own: no 'Zobacz wszystko'.
    await expect(reopened.queryByRole('link', { name: /Zobacz wszystko/ })).not.toBeInTheDocument();
    const external = reopened.getByRole('link', { name: 'Trendy w makijażu (otwiera się w nowej karcie)' });
    await expect(external).toHaveAttribute('href', 'https://magazyn.kwc.pl/trendy-makijaz');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(reopened.getByRole('link', { name: 'Testowanie KWC' })).not.toHaveAttribute('target');
    await tabTo(external);
    await settled();
  },
};

export const SearchMode: Story = {
  args: { mode: 'search', searchSlot: <SearchSlot initialValue="" /> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Szukaj' });
    await settled();
    const sheet = within(dialog);
    const field = sheet.getByRole('searchbox', { name: 'Szukaj' });
    // The visitor came to type: focus starts in the field.
    await expect(field).toHaveFocus();
    await expect(sheet.queryByRole('link', { name: 'Dodaj produkt' })).not.toBeInTheDocument();
    await userEvent.keyboard('kr');
    await expect(sheet.getByText('Wpisz przynajmniej 3 znaki')).toBeVisible();
    // Escape first clears the phrase, the sheet stays; the next Escape closes it.
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(dialog).toBeInTheDocument();
    await closesWithEscapeAndReopens('Szukaj', 'Szukaj');
    const reopened = within(screen.getByRole('dialog', { name: 'Szukaj' }));
    await expect(reopened.getByRole('searchbox', { name: 'Szukaj' })).toHaveFocus();
    await userEvent.keyboard('krem');
    await reopened.findByRole('link', { name: 'Kremy do twarzy' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('button', { name: 'Szukaj „krem”' })).toHaveFocus();
  },
};
