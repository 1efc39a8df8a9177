import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ACCOUNT_SCREEN_TEXTS, AccountMessage } from './AccountMessage';

const texts = ACCOUNT_SCREEN_TEXTS;

const meta = {
  title: 'Account/AccountMessage',
  component: AccountMessage,
  parameters: { layout: 'padded' },
  args: { title: texts.activated.title, children: texts.activated.body },
} satisfies Meta<typeof AccountMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/konto/aktywacja/{token}` after a good link. */
export const Activated: Story = {
  args: {
    tone: 'success',
    actions: [
      { label: texts.account, href: '/konto/profil' },
      { label: texts.home, href: '/' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: texts.account })).toHaveFocus();
  },
};

/** A used, expired or unknown one-time link. */
export const LinkInvalid: Story = {
  args: {
    title: texts.linkInvalid.title,
    children: texts.linkInvalid.body,
    tone: 'error',
    actions: [
      { label: 'Wyślij nowy link do resetu hasła', href: '/konto/reset-hasla' },
      { label: texts.home, href: '/' },
    ],
  },
};

/** `/konto/za-mlody`. */
export const TooYoung: Story = {
  args: {
    title: texts.tooYoung.title,
    children: texts.tooYoung.body,
    tone: 'warning',
    actions: [{ label: texts.home, href: '/' }],
  },
};

function NotVerifiedScreen({ onResend }: { onResend: () => void }) {
  const [sent, setSent] = useState(false);
  return (
    <AccountMessage
      title={texts.notVerified.title}
      status={sent ? texts.notVerified.resent : null}
      actions={[
        {
          label: texts.notVerified.resend,
          onPress: () => {
            onResend();
            setSent(true);
          },
        },
        { label: texts.home, href: '/' },
      ]}
    >
      {texts.notVerified.body}
    </AccountMessage>
  );
}

/** `/konto/nieaktywne`: Enter on 'Wyślij link ponownie' sends it and says so. */
export const NotVerified: Story = {
  args: { title: texts.notVerified.title, children: texts.notVerified.body },
  render: () => <NotVerifiedScreen onResend={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: texts.notVerified.resend })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.notVerified.resent);
  },
};
