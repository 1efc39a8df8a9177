import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AuthCard } from '../AuthCard';
import { AccountDetailsForm } from './AccountDetailsForm';

const meta = {
  title: 'Account/AccountDetailsForm',
  component: AccountDetailsForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
  render: (args) => (
    <AuthCard title="Uzupełnij dane konta" intro="Zanim dodasz opinię, podaj nazwę użytkownika i datę urodzenia.">
      <AccountDetailsForm {...args} />
    </AuthCard>
  ),
} satisfies Meta<typeof AccountDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: user name, day, month, year, Enter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('ola.pisze');
    await userEvent.tab();
    await userEvent.keyboard('3');
    await userEvent.tab();
    await userEvent.selectOptions(canvas.getByLabelText('Miesiąc'), 'październik');
    await userEvent.tab();
    await userEvent.keyboard('1999{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'ola.pisze', dateOfBirth: '1999-10-03' });
  },
};

/** The API's answer: the user name is taken. */
export const UsernameTaken: Story = {
  args: {
    defaultValues: { username: 'ania.demo', dateOfBirth: '1999-10-03' },
    errors: { username: 'Ta nazwa użytkownika jest już zajęta' },
  },
};
