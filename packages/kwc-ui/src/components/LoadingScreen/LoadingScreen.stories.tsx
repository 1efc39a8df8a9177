import { vars } from '@kwc/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Button } from '../Button';
import { LoadingScreen } from './LoadingScreen';

const meta = {
  title: 'Overlays/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
  // A listing whose product grid is loading, between a heading and a button.
  render: (args) => (
    <main style={{ padding: vars.space.md, fontFamily: vars.font.sans }}>
      <h1 style={{ fontFamily: vars.font.serif, margin: 0 }}>Kremy do twarzy</h1>
      <LoadingScreen {...args} />
      <Button variant="secondary">Pokaż filtry</Button>
    </main>
  ),
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Ładowanie…');
    // Nothing in the loading state takes focus: Tab goes straight on to the next control.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pokaż filtry' })).toHaveFocus();
  },
};

export const WithLabel: Story = {
  args: { label: 'Wczytujemy opinie…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Wczytujemy opinie…');
    await expect(canvas.getByText('Wczytujemy opinie…', { selector: 'p' })).toBeVisible();
  },
};

/** Covers the page (and a dimmed backdrop, if one is open) while a route loads. */
export const FullScreen: Story = {
  args: { fullScreen: true },
  render: (args) => (
    <>
      <main style={{ padding: vars.space.md }}>
        <h1 style={{ margin: 0 }}>Ta treść jest zakryta</h1>
      </main>
      <LoadingScreen {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Ładowanie…');
    const cover = status.parentElement as HTMLElement;
    const { width, height } = cover.getBoundingClientRect();
    await expect([width, height]).toEqual([window.innerWidth, window.innerHeight]);
  },
};
