import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { SubmitButton } from './SubmitButton';

const meta = {
  title: 'Forms/SubmitButton',
  component: SubmitButton,
  args: { children: 'Zaloguj się', pendingLabel: 'Logowanie…' },
  render: (args) => {
    const onSubmit = fn();
    return (
      <form
        style={{ width: 'min(24rem, 90vw)' }}
        aria-label="Logowanie"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <SubmitButton {...args} />
      </form>
    );
  },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Zaloguj się' })).toHaveFocus();
  },
};

/** While sending: the spinner and the pending text; the button keeps focus and ignores presses. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Logowanie…' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};
