import { mediaQuery } from '@kwc/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Pagination } from './Pagination';

const meta = {
  title: 'Catalogue/Pagination',
  component: Pagination,
  parameters: { layout: 'padded' },
  args: {
    page: 5,
    pageCount: 42,
    hrefForPage: (page: number) => (page === 1 ? '/katalog-uroda/kremy-do-twarzy' : `?page=${page}`),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page links show from 640 px; below, 'Strona 5 z 42' between the arrows. */
const showsPageLinks = () => window.matchMedia(mediaQuery('tablet')).matches;

/** Tab goes previous, then the pages (from 640 px), then next. */
export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Poprzednia' })).toHaveFocus();
    await expect(canvas.getByText('Strona 5 z 42')).toBeInTheDocument();
    if (showsPageLinks()) {
      await expect(canvas.getByRole('link', { name: 'Strona 5' })).toHaveAttribute('aria-current', 'page');
    } else {
      await expect(canvas.queryByRole('link', { name: 'Strona 5' })).not.toBeInTheDocument();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Następna' })).toHaveFocus();
    }
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Poprzednia' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Poprzednia' })).not.toHaveFocus();
  },
};

export const LastPage: Story = {
  args: { page: 42 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Następna' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (showsPageLinks()) await expect(canvas.getByRole('link', { name: 'Strona 4' })).toBeInTheDocument();
    else await expect(canvas.getByText('Strona 2 z 4')).toBeInTheDocument();
  },
};
