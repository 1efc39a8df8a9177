import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { avatars } from '../private/fixtures/avatars.fixtures';
import { AvatarUpload } from './AvatarUpload';

const meta = {
  title: 'Forms/AvatarUpload',
  component: AvatarUpload,
  args: { avatar: null, username: 'ania.demo', onSelect: fn(), onRemove: fn() },
  render: (args) => (
    <div style={{ width: 'min(28rem, 90vw)' }}>
      <AvatarUpload {...args} />
    </div>
  ),
} satisfies Meta<typeof AvatarUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet: the initials, the allowed types and size. Tab reaches the file input. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Wybierz zdjęcie');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('JPG, PNG, WebP lub AVIF, najwyżej 5 MB.');
  },
};

/** A picture set: it can be replaced or removed. */
export const WithAvatar: Story = {
  args: { avatar: avatars.ania },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Usuń zdjęcie' })).toBeVisible();
  },
};

/** A GIF chosen: refused before any upload, with the reason. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Wybierz zdjęcie'),
      new File(['GIF89a'], 'kot.gif', { type: 'image/gif' }),
      {
        applyAccept: false,
      },
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Zdjęcie musi być plikiem JPG, PNG, WebP lub AVIF',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** While the picture is sent. */
export const Uploading: Story = {
  args: { pending: true },
};
