import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { IconButton } from './IconButton';

const meta = {
  title: 'Foundations/IconButton',
  component: IconButton,
  args: { icon: 'search', label: 'Szukaj', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Szukaj' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: 'primary', icon: 'plus', label: 'Dodaj produkt' } };

export const Outline: Story = { args: { variant: 'outline', icon: 'filter', label: 'Filtry' } };

export const Small: Story = { args: { size: 'sm', icon: 'close', label: 'Zamknij' } };

export const Busy: Story = { args: { variant: 'outline', icon: 'heart', label: 'Dodaj do ulubionych', busy: true } };

function WishlistToggle() {
  const [on, setOn] = useState(false);
  return (
    <IconButton
      variant="outline"
      icon={on ? 'heartFilled' : 'heart'}
      label="Dodaj do ulubionych"
      pressed={on}
      onClick={() => setOn((value) => !value)}
    />
  );
}

export const Toggle: Story = {
  render: () => <WishlistToggle />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Dodaj do ulubionych' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
