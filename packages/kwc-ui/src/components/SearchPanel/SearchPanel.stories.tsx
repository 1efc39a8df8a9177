import type { SearchResult } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentPropsWithRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { kremResults } from '../private/fixtures/search.fixtures';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';

/** A router link stand-in: the story stays on its page when a result is followed. */
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

/** Keeps the phrase in state, as the site's search hook would; results arrive for 3+ characters. */
function SearchHarness({
  initialValue,
  results,
  ...props
}: Omit<SearchPanelProps, 'value' | 'onChange'> & { initialValue: string }) {
  const [value, setValue] = useState(initialValue);
  return (
    <SearchPanel
      {...props}
      value={value}
      onChange={setValue}
      results={value.trim().length >= 3 ? (results as SearchResult[]) : []}
    />
  );
}

const meta = {
  title: 'Navigation/SearchPanel',
  component: SearchHarness,
  args: {
    initialValue: '',
    results: kremResults,
    isLoading: false,
    onSubmit: fn(),
    onNavigate: fn(),
    linkAs: StoryLink,
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '34rem', margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Szukaj' });
    await expect(field).toHaveAttribute('placeholder', 'Szukaj');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('kre');
    await canvas.findByRole('link', { name: /Kremy do twarzy/ });
    // Escape clears the phrase and the results go with it.
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Znajdź kosmetyki, marki, kategorie i składniki.')).toBeVisible();
  },
};

export const TooShort: Story = {
  args: { initialValue: 'kr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Wpisz przynajmniej 3 znaki');
    // Spaces do not count: '  kr ' is still too short, and Enter does not search.
    const field = canvas.getByRole('searchbox', { name: 'Szukaj' });
    await userEvent.click(field);
    await userEvent.keyboard(' {Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Wpisz przynajmniej 3 znaki');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByRole('button', { name: /^Szukaj „/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { initialValue: 'serum z witaminą C', isLoading: true, results: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Szukam…', { selector: '[role="status"] *' })).toBeInTheDocument();
    await expect(canvas.queryByText('Brak wyników dla podanej frazy...')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Szukaj „serum z witaminą C”' })).toBeVisible();
  },
};

export const Results: Story = {
  args: { initialValue: 'krem' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Szukaj' });
    await expect(canvas.getByRole('status')).toHaveTextContent('9 wyników');
    const headings = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Marki', 'Kategorie', 'Produkty', 'Składniki']);
    await expect(canvas.getByRole('link', { name: 'Krem de la Krem' })).toHaveAttribute(
      'href',
      '/marka-krem-de-la-krem',
    );

    // Arrow keys: field → 'Szukaj „krem”' → the first result → … and back up to the field.
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowDown}');
    const submit = canvas.getByRole('button', { name: 'Szukaj „krem”' });
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Krem de la Krem' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'Masło shea' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveFocus();

    // Enter in the field applies the phrase to the listing; Enter on a result follows it.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('krem');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const category = canvas.getByRole('link', { name: 'Kremy do twarzy' });
    await expect(category).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ _id: 'category-1' }),
      '/kremy-do-twarzy',
    );
    await userEvent.click(field);
  },
};

export const RefreshingResults: Story = {
  name: 'Loading with previous results',
  args: { initialValue: 'krem', isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Szukam…', { selector: '[role="status"] *' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Kremy do twarzy' })).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { initialValue: 'krem z ambrą', results: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Brak wyników dla podanej frazy...');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const submit = canvas.getByRole('button', { name: 'Szukaj „krem z ambrą”' });
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('krem z ambrą');
  },
};

export const ClearButton: Story = {
  args: { initialValue: 'krem' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Szukaj' });
    const clear = canvasElement.querySelector('button[aria-label="Wyczyść"]');
    // Keyboard users clear with Escape; the button is for pointers and stays out of the Tab order.
    await userEvent.click(canvas.getByRole('button', { name: 'Wyczyść' }));
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(field).toHaveFocus();
    await expect(clear).not.toBeVisible();
    await userEvent.keyboard('krem');
    await expect(canvas.getByRole('link', { name: 'Kremy do twarzy' })).toBeVisible();
  },
};
