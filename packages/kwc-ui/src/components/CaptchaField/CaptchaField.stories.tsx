import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { STORY_CAPTCHA_URL } from '../private/fixtures/account.fixtures';
import { CaptchaField } from './CaptchaField';

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  args: { challengeUrl: STORY_CAPTCHA_URL, onChange: fn() },
  render: (args) => (
    <div style={{ width: 'min(24rem, 90vw)' }}>
      <CaptchaField {...args} />
    </div>
  ),
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widget, fetched on mount; Tab reaches its checkbox and Space solves the challenge. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = await waitFor(() => {
      const checkbox = canvasElement.querySelector<HTMLInputElement>('altcha-widget input[type="checkbox"]');
      if (!checkbox) throw new Error('widget not ready');
      return checkbox;
    });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).toHaveAccessibleName('Nie jestem robotem');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(expect.any(String)), { timeout: 10_000 });
    const payload = JSON.parse(atob(String(args.onChange.mock.lastCall?.[0]))) as { number: number };
    await expect(payload.number).toBe(37);
  },
};

/** Submitted without solving it. */
export const Invalid: Story = {
  args: { error: 'Potwierdź, że nie jesteś robotem' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Potwierdź, że nie jesteś robotem')).toBeVisible();
  },
};
