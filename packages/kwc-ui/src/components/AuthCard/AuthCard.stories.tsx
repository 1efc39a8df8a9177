import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Link } from '../Link';
import { AuthCard } from './AuthCard';

const meta = {
  title: 'Account/AuthCard',
  component: AuthCard,
  parameters: { layout: 'padded' },
  args: {
    title: 'Logowanie',
    intro: 'Zaloguj się, aby dodawać opinie i zapisywać ulubione produkty.',
    children: <p style={{ margin: 0 }}>Treść ekranu</p>,
    footer: (
      <span>
        Nie masz konta? <Link href="/konto/rejestracja">Załóż konto</Link>
      </span>
    ),
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame of the sign-in screens: a card from the tablet width, full width on a phone. */
export const Narrow: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Logowanie' })).toBeVisible();
  },
};

/** The wider frame of the account edit page. */
export const Wide: Story = { args: { width: 'wide', title: 'Edycja konta', intro: undefined, footer: undefined } };
