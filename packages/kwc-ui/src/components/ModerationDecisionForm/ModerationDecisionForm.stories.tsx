import { REVIEW_MESSAGES } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ModerationDecisionForm } from './ModerationDecisionForm';

const meta = {
  title: 'Reviews/ModerationDecisionForm',
  component: ModerationDecisionForm,
  args: { onDecide: fn(), shortcuts: true },
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <ModerationDecisionForm {...args} />
    </div>
  ),
} satisfies Meta<typeof ModerationDecisionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending review: three decisions; P publishes from the keyboard. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Ukryj' })).toBeNull();
    await userEvent.keyboard('p');
    await expect(args.onDecide).toHaveBeenLastCalledWith({ decision: 'publish', reasonCodes: [], remark: null });
  },
};

/** Request-changes without a fixable code: the Polish message, nothing sent. */
export const MissingReason: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Poproś o poprawki' }));
    await expect(within(canvasElement).getByText(REVIEW_MESSAGES.reasonsRequired)).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** Reject with a fixable code only: the kinds do not match. */
export const WrongKind: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Opinia zawiera linki lub adresy innych stron'));
    await userEvent.click(canvas.getByLabelText('Opinia jest skopiowana z innego miejsca'));
    await userEvent.keyboard('o');
    await expect(canvas.getByText(REVIEW_MESSAGES.reasonsKind)).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** A fixable code, a remark, then Z (typed letters in the remark never decide). */
export const RequestChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Opinia jest zbyt krótka lub nie opisuje działania produktu'));
    await userEvent.type(canvas.getByLabelText('Uwaga dla autorki (opcjonalnie)'), 'Opisz zapach');
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('z');
    await expect(args.onDecide).toHaveBeenLastCalledWith({
      decision: 'request_changes',
      reasonCodes: ['too_short'],
      remark: 'Opisz zapach',
    });
  },
};

/** A published review: 'Ukryj' joins, with any code. */
export const Published: Story = {
  args: { isPublished: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Treść niezgodna z prawem'));
    await userEvent.click(canvas.getByRole('button', { name: 'Ukryj' }));
    await expect(args.onDecide).toHaveBeenLastCalledWith({ decision: 'hide', reasonCodes: ['illegal'], remark: null });
  },
};

/** On its way: the buttons wait. */
export const Sending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Opublikuj' })).toBeDisabled();
  },
};

/** The API refused (someone decided first). */
export const ServerError: Story = {
  args: { error: REVIEW_MESSAGES.notDecidable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(REVIEW_MESSAGES.notDecidable)).toBeVisible();
  },
};
