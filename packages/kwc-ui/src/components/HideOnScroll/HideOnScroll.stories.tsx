import { vars } from '@kwc/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { HideOnScroll } from './HideOnScroll';

const meta = {
  title: 'Foundations/HideOnScroll',
  component: HideOnScroll,
  parameters: { layout: 'fullscreen' },
  args: { children: null },
} satisfies Meta<typeof HideOnScroll>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (
  <nav
    aria-label="Menu główne"
    style={{
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      height: 56,
      padding: `0 ${vars.space.md}`,
      background: vars.color.background,
      borderBottom: `1px solid ${vars.color.border}`,
      fontFamily: vars.font.serif,
      fontWeight: 700,
      fontSize: 22,
      color: vars.color.primary,
    }}
  >
    KWC
  </nav>
);

export const MobileHeader: Story = {
  render: () => (
    <>
      <HideOnScroll>{bar}</HideOnScroll>
      <main style={{ padding: vars.space.md, color: vars.color.text }}>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Akapit {i + 1}: przewiń w dół, a pasek się schowa; przewiń w górę, a wróci.</p>
        ))}
      </main>
    </>
  ),
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('navigation', { name: 'Menu główne' }).parentElement!;
    window.scrollTo(0, 900);
    await waitFor(() => expect(header).toHaveAttribute('data-hidden', 'true'));
    window.scrollTo(0, 700);
    await waitFor(() => expect(header).toHaveAttribute('data-hidden', 'false'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-hidden', 'false'));
  },
};
