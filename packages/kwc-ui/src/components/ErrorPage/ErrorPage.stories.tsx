import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Screens/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { statusCode: 404 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Strona o podanym adresie nie istnieje');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveFocus();
  },
};

export const ServerError: Story = {
  args: { statusCode: 500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Wystąpił nieoczekiwany błąd',
    );
  },
};
