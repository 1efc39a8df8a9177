import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { vars } from '@kwc/tokens';

import { Icon } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'heart' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Set: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 16,
        width: 'min(90vw, 720px)',
        color: vars.color.primary,
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{ display: 'grid', justifyItems: 'center', gap: 8, fontSize: 12, color: vars.color.text }}
        >
          <span style={{ color: vars.color.primary }}>
            <Icon name={name} size={28} />
          </span>
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
  },
};

export const Labelled: Story = {
  args: { name: 'warning', label: 'Uwaga', size: 32 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Uwaga' })).toBeVisible();
  },
};
