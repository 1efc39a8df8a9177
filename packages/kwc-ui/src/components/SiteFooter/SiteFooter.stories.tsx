import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { urodaFooterMenu } from '../private/fixtures/footerMenu.fixtures';
import { SiteFooter } from './SiteFooter';

/** Presses Tab until `target` has focus, as a keyboard user would walk to it. */
async function tabTo(target: HTMLElement, limit = 30) {
  for (let i = 0; i < limit && document.activeElement !== target; i++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

const meta = {
  title: 'Navigation/SiteFooter',
  component: SiteFooter,
  args: { items: urodaFooterMenu, year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(
      footer.getByText(/^© 2026 KWC\. Wszelkie prawa zastrzeżone\. Kopiowanie i rozpowszechnianie/),
    ).toBeVisible();
    // Keyboard order: logo, the social links, then the groups' links in reading order.
    await userEvent.tab();
    await expect(footer.getByRole('link', { name: 'KWC – strona główna' })).toHaveFocus();
    await userEvent.tab();
    const facebook = footer.getByRole('link', { name: 'Facebook (otwiera się w nowej karcie)' });
    await expect(facebook).toHaveFocus();
    await expect(facebook).toHaveAttribute('target', '_blank');
    await tabTo(footer.getByRole('link', { name: 'O nas' }));
    await expect(document.activeElement).toHaveAttribute('href', '/kwc-o-nas');
    await tabTo(footer.getByRole('link', { name: 'Magazyn Uroda (otwiera się w nowej karcie)' }));
  },
};

export const WithoutSocials: Story = {
  args: { items: urodaFooterMenu.filter((item) => item.node_id !== 100 && item.parent_id !== 100) },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.queryByRole('heading', { name: 'Obserwuj nas' })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await expect(footer.getByRole('link', { name: 'O nas' })).toHaveFocus();
  },
};
