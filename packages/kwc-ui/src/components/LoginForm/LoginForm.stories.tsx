import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AuthCard } from '../AuthCard';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
  render: (args) => (
    <AuthCard title="Logowanie">
      <LoginForm {...args} />
    </AuthCard>
  ),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to the login, type, Tab to the password, type, Enter sends. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('E-mail lub nazwa użytkownika')).toHaveFocus();
    await userEvent.keyboard('ania.demo');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Hasło')).toHaveFocus();
    await userEvent.keyboard('kosmetyki123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'ania.demo', password: 'kosmetyki123' });
  },
};

/** Sent empty: the summary takes focus and names both fields. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zaloguj się' }));
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(summary).toHaveTextContent('E-mail lub nazwa użytkownika: To pole jest wymagane');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The API's 401: 'Błędny login lub hasło'. */
export const WrongLogin: Story = {
  args: { formError: 'Błędny login lub hasło', defaultUsername: 'ania.demo' },
};

/** Waiting for the API. */
export const Pending: Story = { args: { pending: true, defaultUsername: 'ania.demo' } };

/** With Facebook login enabled on this deployment. */
export const WithFacebook: Story = {
  args: { facebookHref: '/api/auth/facebook?back=%2F' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Zaloguj przez Facebook' })).toHaveAttribute(
      'href',
      '/api/auth/facebook?back=%2F',
    );
  },
};
