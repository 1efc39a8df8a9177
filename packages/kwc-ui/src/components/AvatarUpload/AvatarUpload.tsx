import { ACCOUNT_MESSAGES, AVATAR } from '@kwc/domain';
import { visuallyHidden } from '@kwc/tokens';
import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '../Button';
import { Icon } from '../Icon';
import { ACCOUNT_FORM_MESSAGES } from '../private/accountMessages';
import * as field from '../private/form/field.css';
import { UserAvatar } from '../private/UserAvatar';
import * as styles from './AvatarUpload.css';

/** The Polish message for a file the API would refuse by its type or size (AVATAR limits), else `null`. */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!(AVATAR.types as readonly string[]).includes(file.type)) return ACCOUNT_MESSAGES.avatarType;
  if (file.size > AVATAR.maxBytes) return ACCOUNT_MESSAGES.avatarTooLarge;
  return null;
}

export interface AvatarUploadProps {
  /** The current avatar's address, or `null`. */
  avatar: string | null;
  /** The user name, for the initials shown without an avatar. */
  username: string;
  /** Called with a chosen file that passes the type and size checks; the site uploads it. */
  onSelect: (file: File) => void;
  /** Called by 'Usuń zdjęcie'; without it the button is not shown. */
  onRemove?: () => void;
  /** The upload's or the server's Polish message. */
  error?: string | undefined;
  /**
   * While the file is being sent.
   * @default false
   */
  pending?: boolean;
  /** The file input's id. */
  id?: string;
}

/**
 * The profile picture: the current one (or the initials), a file input styled as a button with
 * the allowed types and size, and a preview of the chosen file while it is sent.
 */
export function AvatarUpload({ avatar, username, onSelect, onRemove, error, pending = false, id }: AvatarUploadProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-avatar`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  // Once the new avatar arrives the preview has done its job.
  const [shownAvatar, setShownAvatar] = useState(avatar);
  if (shownAvatar !== avatar) {
    setShownAvatar(avatar);
    setPreview(null);
  }

  const shownError = localError ?? error;
  return (
    <div className={styles.root}>
      <UserAvatar avatar={preview ?? avatar} username={username} size="lg" />
      <div className={field.field}>
        <span className={field.label}>{ACCOUNT_FORM_MESSAGES.avatar}</span>
        <p id={hintId} className={field.description}>
          {ACCOUNT_FORM_MESSAGES.avatarHint}
        </p>
        <div className={styles.actions}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={AVATAR.types.join(',')}
            className={`${visuallyHidden} ${styles.input}`}
            aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={shownError ? true : undefined}
            disabled={pending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const problem = avatarFileError(file);
              setLocalError(problem);
              if (problem) return;
              setPreview(URL.createObjectURL(file));
              onSelect(file);
            }}
          />
          <label htmlFor={inputId} className={styles.choose({ pending })}>
            {pending ? ACCOUNT_FORM_MESSAGES.avatarUploading : ACCOUNT_FORM_MESSAGES.avatarChoose}
          </label>
          {onRemove && avatar && !pending ? (
            <Button variant="ghost" size="sm" onClick={onRemove}>
              {ACCOUNT_FORM_MESSAGES.avatarRemove}
            </Button>
          ) : null}
        </div>
        {shownError ? (
          <p id={errorId} className={field.error} role="alert">
            <Icon name="error" size={18} />
            {shownError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
