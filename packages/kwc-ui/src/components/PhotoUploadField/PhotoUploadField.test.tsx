import { REVIEW_MESSAGES, type ReviewPhoto } from '@kwc/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { photoFileError, PhotoUploadField } from './PhotoUploadField';

const photo = (id: number): ReviewPhoto => ({
  id,
  url: `/p/${id}-1280.webp`,
  srcset: `/p/${id}-320.webp 320w`,
  width: 1280,
  height: 960,
});

function Field({ upload, initial = [] }: { upload: (file: File) => Promise<ReviewPhoto>; initial?: ReviewPhoto[] }) {
  const [value, setValue] = useState<ReviewPhoto[]>(initial);
  return <PhotoUploadField value={value} onChange={setValue} onUpload={upload} max={2} />;
}

describe('photoFileError', () => {
  it('refuses other types and files over 10 MB', () => {
    expect(photoFileError({ type: 'image/gif', size: 1 })).toBe(REVIEW_MESSAGES.photoType);
    expect(photoFileError({ type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe(REVIEW_MESSAGES.photoTooLarge);
    expect(photoFileError({ type: 'image/webp', size: 1024 })).toBeNull();
  });
});

describe('PhotoUploadField', () => {
  it('uploads through the callback, lists the photo, removes it and shows a refused file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let finish: (value: ReviewPhoto) => void = () => undefined;
    render(<Field upload={() => new Promise((resolve) => (finish = resolve))} />);
    const input = screen.getByLabelText('Dodaj zdjęcia (0 z 2)');
    await user.upload(input, new File(['x'], 'krem.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('status')).toHaveTextContent('Wysyłanie: krem.jpg');
    finish(photo(7));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Zdjęcie 1' })).toBeInTheDocument());
    await user.upload(
      screen.getByLabelText('Dodaj zdjęcia (1 z 2)'),
      new File(['x'], 'anim.gif', { type: 'image/gif' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`anim.gif: ${REVIEW_MESSAGES.photoType}`);
    await user.click(screen.getByRole('button', { name: 'Usuń zdjęcie 1' }));
    expect(screen.queryByRole('img', { name: 'Zdjęcie 1' })).toBeNull();
  });

  it('says when more files are chosen than fit and shows the upload error', async () => {
    const user = userEvent.setup();
    render(<Field initial={[photo(1)]} upload={() => Promise.reject(new Error(REVIEW_MESSAGES.photoUnreadable))} />);
    await user.upload(screen.getByLabelText('Dodaj zdjęcia (1 z 2)'), [
      new File(['x'], 'a.png', { type: 'image/png' }),
      new File(['x'], 'b.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByText(REVIEW_MESSAGES.tooManyPhotos)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(`a.png: ${REVIEW_MESSAGES.photoUnreadable}`);
  });
});
