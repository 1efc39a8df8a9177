import { vars } from '@kwc/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';

import { Button } from '../Button';
import { Columns, Container, Inline, Stack } from './Layout';

const meta = {
  title: 'Foundations/Layout',
  component: Container,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

function Tile({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        padding: vars.space.md,
        borderRadius: vars.radius.md,
        background: vars.color.primarySoft,
        color: vars.color.primary,
        fontWeight: 700,
      }}
    >
      {children}
    </div>
  );
}

const categories = ['Twarz', 'Ciało', 'Włosy', 'Makijaż', 'Perfumy', 'Paznokcie', 'Higiena', 'Dla mężczyzn'];

export const Page: Story = {
  render: () => (
    <Container as="main" style={{ paddingTop: vars.space.lg, paddingBottom: vars.space.lg }}>
      <Stack space="lg">
        <Inline justify="between">
          <h1 style={{ margin: 0 }}>Przeglądaj kategorie</h1>
          <Button variant="secondary" size="sm">
            Zobacz wszystkie
          </Button>
        </Inline>
        <Columns
          as="ul"
          columns={{ mobile: 2, tablet: 3, desktop: 4 }}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {categories.map((name) => (
            <li key={name}>
              <Tile>{name}</Tile>
            </li>
          ))}
        </Columns>
      </Stack>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(categories.length);
  },
};
