import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { FormError } from './FormError';

const meta = {
  title: 'Forms/FormError',
  component: FormError,
  render: (args) => (
    <div style={{ width: 'min(28rem, 90vw)' }}>
      <FormError {...args} />
      <label htmlFor="story-email">Adres e-mail</label> <input id="story-email" />
    </div>
  ),
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each wrong field links to its input: Enter on the link focuses it. */
export const Fields: Story = {
  args: {
    items: [
      { id: 'story-email', label: 'Adres e-mail', message: 'Błędny adres email' },
      { id: 'story-password', label: 'Hasło', message: 'To pole jest wymagane' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: /Adres e-mail/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Adres e-mail')).toHaveFocus();
  },
};

/** A message for the whole form, as the API's 401. */
export const FormMessage: Story = {
  args: { message: 'Błędny login lub hasło' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Błędny login lub hasło');
  },
};
