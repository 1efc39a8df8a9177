import { REVIEW_MESSAGES } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { fakeUpload, FILLED_REVIEW, REVIEW_FORM_SHOPS, REVIEW_REMARKS } from './ReviewForm.fixtures';
import { ReviewForm, type ReviewFormProps } from './ReviewForm';
import { EMPTY_REVIEW_FORM_VALUE } from './reviewFormValue';

function Controlled(props: ReviewFormProps) {
  const [value, setValue] = useState(props.value);
  return <ReviewForm {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Reviews/ReviewForm',
  component: ReviewForm,
  args: {
    value: EMPTY_REVIEW_FORM_VALUE,
    onChange: fn(),
    onSubmit: fn(),
    onSaveDraft: fn(),
    onUploadPhoto: fn(fakeUpload),
    shops: REVIEW_FORM_SHOPS,
  },
  render: (args) => (
    <div style={{ maxWidth: '64rem' }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sending an empty form: the summary takes focus, nothing goes out. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Wyślij do moderacji' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByLabelText('Twoja opinia')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Filled: Story = {
  args: { value: FILLED_REVIEW, saveState: 'saved' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Wyślij do moderacji' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByText(REVIEW_MESSAGES.saved)).toBeVisible();
  },
};

/** The API's answer: errors per field. */
export const Errors: Story = {
  args: {
    value: FILLED_REVIEW,
    errors: { shopId: REVIEW_MESSAGES.unknownShop },
    formError: REVIEW_MESSAGES.notEditable,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Sklep')).toHaveAccessibleDescription(
      REVIEW_MESSAGES.unknownShop,
    );
  },
};

export const Saving: Story = {
  args: { value: FILLED_REVIEW, saveState: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Zapisz szkic' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: { value: FILLED_REVIEW, saveState: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nie udało się zapisać szkicu')).toBeVisible();
  },
};

/** Needs changes: the moderator's remarks beside the text. */
export const Remarks: Story = {
  args: { value: FILLED_REVIEW, remarks: REVIEW_REMARKS },
  play: async ({ canvasElement }) => {
    const remarks = within(canvasElement).getByRole('complementary', { name: 'Uwagi moderatora' });
    await expect(within(remarks).getByText(/jak krem sprawdza się pod makijażem/)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: FILLED_REVIEW, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Tytuł opinii')).toBeDisabled();
  },
};
