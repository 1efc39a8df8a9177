import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from './Button';

const meta = {
  title: 'Foundations/Button',
  component: Button,
  args: { children: 'Dodaj opinię', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Dodaj opinię' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Zobacz wszystkie' },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Wróć' },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Zapisz zmiany' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Zapisz zmiany' });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidthSmall: Story = {
  args: { size: 'sm', fullWidth: true, children: 'Pokaż więcej produktów' },
};
