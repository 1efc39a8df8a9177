import { REVIEW_MESSAGES, type ReviewPhoto } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PhotoUploadField, type PhotoUploadFieldProps } from './PhotoUploadField';

// A 1×1 data image so the story needs no file server.
const PIXEL =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"%3E%3Crect width="4" height="3" fill="%23e8c4d4"/%3E%3C/svg%3E';
const photo = (id: number): ReviewPhoto => ({ id, url: PIXEL, srcset: `${PIXEL} 320w`, width: 1280, height: 960 });

function Controlled(props: PhotoUploadFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PhotoUploadField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/PhotoUploadField',
  component: PhotoUploadField,
  args: { value: [], onChange: fn(), onUpload: fn(async () => photo(Date.now())) },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PhotoUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chosen file goes to `onUpload` and comes back as a preview with a remove button. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Dodaj zdjęcia (0 z 5)'),
      new File(['x'], 'krem.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByRole('img', { name: 'Zdjęcie 1' })).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { value: [photo(1), photo(2)] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Usuń zdjęcie 2' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([photo(1)]);
  },
};

/** Uploading: the preview is dimmed and a status names the file. */
export const Uploading: Story = {
  args: { onUpload: fn(() => new Promise<ReviewPhoto>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Dodaj zdjęcia (0 z 5)'),
      new File(['x'], 'krem.png', { type: 'image/png' }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Wysyłanie: krem.png');
  },
};

/** The server refuses a file: its message shows beside it. */
export const Errors: Story = {
  args: { onUpload: fn(() => Promise.reject(new Error(REVIEW_MESSAGES.photoTooLarge))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Dodaj zdjęcia (0 z 5)'),
      new File(['x'], 'duze.jpg', { type: 'image/jpeg' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.photoTooLarge);
  },
};

export const Disabled: Story = {
  args: { value: [photo(1)], isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Usuń zdjęcie 1' })).toBeDisabled();
  },
};
