import { vars } from '@kwc/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button';
import { Overlay } from './Overlay';

const meta = {
  title: 'Overlays/Overlay',
  component: Overlay,
  args: { visible: true, onClick: fn() },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <main style={{ padding: vars.space.md, fontFamily: vars.font.sans }}>
        <h1 style={{ fontFamily: vars.font.serif, margin: 0 }}>Pielęgnacja włosów</h1>
        <Button variant="secondary">Menu</Button>
      </main>
      <Overlay {...args} />
    </>
  ),
} satisfies Meta<typeof Overlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The backdrop of a mobile sidebar: a click on it closes the layer above. */
export const Visible: Story = {
  play: async ({ canvasElement, args }) => {
    const overlay = canvasElement.querySelector<HTMLElement>('[data-kwc-overlay]');
    await expect(overlay).toHaveAttribute('aria-hidden', 'true');
    // Not a stop on the keyboard path: the layer it belongs to closes by keyboard itself.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveFocus();
    await userEvent.click(overlay as HTMLElement);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-kwc-overlay]')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('heading', { name: 'Pielęgnacja włosów' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
