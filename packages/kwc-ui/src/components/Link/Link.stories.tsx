import { vars } from '@kwc/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Link } from './Link';

const meta = {
  title: 'Foundations/Link',
  component: Link,
  args: { href: '/wazne-skladniki', children: 'ważnych składnikach' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420, color: vars.color.text }}>
      Więcej o tym, czego unikać, przeczytasz w <Link {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'ważnych składnikach' })).toHaveFocus();
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '/popularne-marki', children: 'Zobacz wszystkie marki' },
};

export const External: Story = {
  args: { variant: 'standalone', external: true, href: 'https://example.com/regulamin', children: 'Regulamin' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Regulamin (otwiera się w nowej karcie)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
