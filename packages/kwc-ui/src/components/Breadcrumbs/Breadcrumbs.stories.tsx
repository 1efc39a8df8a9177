import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Catalogue/Breadcrumbs',
  component: Breadcrumbs,
  parameters: { layout: 'padded' },
  args: {
    items: [
      { label: 'Kosmetyki', href: '/kosmetyki' },
      { label: 'Pielęgnacja twarzy', href: '/katalog-uroda/pielegnacja-twarzy' },
      { label: 'Kremy do twarzy', href: '/katalog-uroda/kremy-do-twarzy' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category page: Tab walks the trail, the last step is the current page. */
export const Category: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Jesteś tutaj' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Kosmetyki' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Kremy do twarzy' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * A product deep in the tree. On a phone the middle steps collapse behind '…'; Enter on it shows
 * them and moves focus to the first revealed step.
 */
export const LongTrail: Story = {
  args: {
    items: [
      { label: 'Kosmetyki', href: '/kosmetyki' },
      { label: 'Pielęgnacja twarzy', href: '/katalog-uroda/pielegnacja-twarzy' },
      { label: 'Kremy do twarzy', href: '/katalog-uroda/kremy-do-twarzy' },
      { label: 'Kremy nawilżające', href: '/katalog-uroda/kremy-nawilzajace' },
      { label: 'Nivea', href: '/marka-nivea' },
      { label: 'Krem nawilżający Soft do twarzy, rąk i ciała', href: '/krem-nawilzajacy-soft,1240.html' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Kosmetyki' })).toHaveFocus();
    // The '…' button shows on phones only (hidden from 640 px, and then not in the accessibility tree).
    const more = canvas.queryByRole('button', { name: 'Pokaż pełną ścieżkę' });
    if (more) {
      await userEvent.tab();
      await expect(more).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('link', { name: 'Pielęgnacja twarzy' })).toHaveFocus();
    } else {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Pielęgnacja twarzy' })).toHaveFocus();
    }
  },
};

export const TwoSteps: Story = {
  args: {
    items: [
      { label: 'Kosmetyki', href: '/kosmetyki' },
      { label: 'Popularne marki', href: '/popularne-marki' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Popularne marki' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
