import { REVIEW, REVIEW_MESSAGES } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { TextAreaField, type TextAreaFieldProps } from './TextAreaField';

function Controlled(props: TextAreaFieldProps) {
  const [value, setValue] = useState(props.value);
  return <TextAreaField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: {
    label: 'Tytuł opinii',
    name: 'title',
    value: '',
    rows: 2,
    maxLength: REVIEW.titleMaxLength,
    softLimit: REVIEW.titleSuggestedMaxLength,
    softLimitHint: REVIEW_MESSAGES.titleOverHint,
  },
  render: (args) => (
    <div style={{ width: 'min(32rem, 90vw)' }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the counter against the maximum. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`0 / ${REVIEW.titleMaxLength}`)).toBeVisible();
  },
};

/** Past 70 characters the hint asks for a shorter title; typing goes on. */
export const OverSoftLimit: Story = {
  args: { value: 'Lekki krem, który naprawdę nawilża i nie roluje się pod makijażem na co dzień' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText('Tytuł opinii');
    await expect(box).toHaveAccessibleDescription(REVIEW_MESSAGES.titleOverHint);
    await userEvent.type(box, '!');
    await expect(within(canvasElement).getByText(/^78 \//)).toBeVisible();
  },
};

/** The body under its minimum with the error tied to it. */
export const Errors: Story = {
  args: {
    label: 'Treść opinii',
    name: 'body',
    value: 'Za krótko.',
    rows: 6,
    maxLength: REVIEW.bodyMaxLength,
    minLength: REVIEW.bodyMinLength,
    softLimit: undefined,
    softLimitHint: undefined,
    error: REVIEW_MESSAGES.bodyTooShort,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText('Treść opinii');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(REVIEW_MESSAGES.bodyTooShort);
  },
};

/** Disabled while the form is sent. */
export const Disabled: Story = {
  args: { value: 'Świetny krem', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Tytuł opinii')).toBeDisabled();
  },
};
