import { ACCOUNT_MESSAGES, AVATAR } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { avatarFileError, AvatarUpload } from './AvatarUpload';

describe('avatarFileError', () => {
  it('takes the types and size kwc-domain allows', () => {
    expect(avatarFileError({ type: 'image/webp', size: AVATAR.maxBytes })).toBeNull();
    expect(avatarFileError({ type: 'image/gif', size: 10 })).toBe(ACCOUNT_MESSAGES.avatarType);
    expect(avatarFileError({ type: 'image/png', size: AVATAR.maxBytes + 1 })).toBe(ACCOUNT_MESSAGES.avatarTooLarge);
  });
});

describe('AvatarUpload', () => {
  // jsdom has no object URLs; the preview only needs some address.
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('hands a good file on and previews it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(<AvatarUpload avatar={null} username="ania.demo" onSelect={onSelect} />);
    expect(container).toHaveTextContent('AD');
    const file = new File(['x'], 'ja.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Wybierz zdjęcie'), file);
    expect(onSelect).toHaveBeenCalledWith(file);
    expect(container.querySelector('img')).toHaveAttribute('src', 'blob:preview');
  });

  it('refuses a wrong type before any upload and says why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSelect = vi.fn();
    render(<AvatarUpload avatar={null} username="ania.demo" onSelect={onSelect} />);
    await user.upload(screen.getByLabelText('Wybierz zdjęcie'), new File(['x'], 'kot.gif', { type: 'image/gif' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.avatarType);
    expect(screen.getByLabelText('Wybierz zdjęcie')).toHaveAttribute('aria-invalid', 'true');
  });

  it("offers 'Usuń zdjęcie' only with an avatar", async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { rerender } = render(<AvatarUpload avatar={null} username="ania" onSelect={vi.fn()} onRemove={onRemove} />);
    expect(screen.queryByRole('button', { name: 'Usuń zdjęcie' })).not.toBeInTheDocument();
    rerender(<AvatarUpload avatar="/avatars/1.webp" username="ania" onSelect={vi.fn()} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Usuń zdjęcie' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
