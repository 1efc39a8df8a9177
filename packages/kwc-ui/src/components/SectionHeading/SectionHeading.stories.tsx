import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Container } from '../Layout';
import { SectionHeading } from './SectionHeading';

const meta = {
  title: 'Catalogue/SectionHeading',
  component: SectionHeading,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Container style={{ paddingTop: 32, paddingBottom: 32 }}>
        <Story />
      </Container>
    ),
  ],
  args: { title: 'Nowości', id: 'nowosci', seeAllHref: '/nowosci' },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab shows the '#' anchor (hidden until hover or focus), then reaches 'Zobacz wszystkie'. */
export const WithAnchor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nowości' })).toHaveAttribute('id', 'nowosci');
    await userEvent.tab();
    const anchor = canvas.getByRole('link', { name: 'Link do sekcji' });
    await expect(anchor).toHaveFocus();
    await expect(anchor).toHaveAttribute('href', '#nowosci');
    await expect(anchor).toHaveAccessibleDescription('Nowości');
    await waitFor(() => expect(getComputedStyle(anchor).opacity).toBe('1'));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Zobacz wszystkie' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(anchor).toHaveFocus();
    // The screenshot is taken after play: let the fade-in finish.
    await waitFor(() => expect(getComputedStyle(anchor).opacity).toBe('1'));
  },
};

export const Editorial: Story = {
  args: {
    title: 'Polecane przez redakcję',
    id: 'polecane',
    eyebrow: 'Wybór redakcji',
    description: 'Kosmetyki, które w tym miesiącu skradły nasze serca — sprawdzone na własnej skórze.',
    seeAllHref: undefined,
    align: 'center',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Wybór redakcji')).toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Najczęściej recenzowane',
    id: undefined,
    eyebrow: 'Ranking',
    description: 'Produkty, o których społeczność pisze najwięcej.',
    seeAllLabel: 'Zobacz ranking',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Link do sekcji' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Zobacz ranking' })).toHaveFocus();
  },
};

export const Level3: Story = {
  args: { title: 'Skład', id: 'sklad', level: 3, seeAllHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Skład' })).toBeInTheDocument();
  },
};
