import { REVIEW, REVIEW_MESSAGES, type ReviewPhoto } from '@kwc/domain';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

import { Icon } from '../Icon';
import * as field from '../private/form/field.css';
import * as styles from './PhotoUploadField.css';

/** The types the API accepts (it checks again: the browser's `type` can lie). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** A file the user chose that is not (yet) a photo: uploading, or refused with a message. */
interface PendingFile {
  key: string;
  name: string;
  preview: string | null;
  error: string | null;
}

/** The Polish reason a file cannot be sent, checked before uploading; null when it may go. */
export function photoFileError(
  file: { type: string; size: number },
  maxMegabytes = REVIEW.maxPhotoMegabytes,
): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return REVIEW_MESSAGES.photoType;
  if (file.size > maxMegabytes * 1024 * 1024) return REVIEW_MESSAGES.photoTooLarge;
  return null;
}

export interface PhotoUploadFieldProps {
  /**
   * The group's label.
   * @default 'Zdjęcia'
   */
  label?: string;
  /** @default 'photos' */
  name?: string;
  /** The uploaded photos (controlled). */
  value: readonly ReviewPhoto[];
  /** Called with the photos after an upload ends or one is removed. */
  onChange: (value: ReviewPhoto[]) => void;
  /** Sends one file; resolves with the stored photo or rejects with an Error whose message is Polish. */
  onUpload: (file: File) => Promise<ReviewPhoto>;
  /**
   * At most this many photos.
   * @default REVIEW.maxPhotos
   */
  max?: number;
  /** A hint under the label. */
  description?: string;
  /** The form's message for the whole field (e.g. the API's `fields.photoIds`). */
  error?: string | undefined;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * Choose up to `max` photos: each is checked (type, size), uploaded through `onUpload` with its
 * preview and an uploading state, then listed with a remove button; a refused file shows why.
 */
export function PhotoUploadField({
  label = 'Zdjęcia',
  name = 'photos',
  value,
  onChange,
  onUpload,
  max = REVIEW.maxPhotos,
  description,
  error,
  isDisabled = false,
}: PhotoUploadFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [limitError, setLimitError] = useState<string | null>(null);
  // Uploads end one by one: each adds to the latest list, not the one seen when it started.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const uploading = pending.filter((file) => file.error === null).length;
  const room = max - value.length - uploading;

  function choose(files: File[]) {
    setLimitError(files.length > room ? REVIEW_MESSAGES.tooManyPhotos : null);
    for (const file of files.slice(0, Math.max(room, 0))) {
      const key = `${file.name}-${Math.random().toString(36).slice(2)}`;
      const refused = photoFileError(file);
      let preview: string | null = null;
      if (!refused && typeof URL.createObjectURL === 'function') {
        preview = URL.createObjectURL(file);
        previews.current.add(preview);
      }
      setPending((list) => [...list, { key, name: file.name, preview, error: refused }]);
      if (refused) continue;
      onUpload(file).then(
        (photo) => {
          setPending((list) => list.filter((item) => item.key !== key));
          onChange([...latest.current, photo]);
        },
        (reason: unknown) => {
          const message = reason instanceof Error && reason.message ? reason.message : REVIEW_MESSAGES.photoUnreadable;
          setPending((list) => list.map((item) => (item.key === key ? { ...item, error: message } : item)));
        },
      );
    }
  }

  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const fieldError = limitError ?? error;
  return (
    <fieldset
      className={field.fieldset}
      aria-describedby={[description ? descriptionId : '', fieldError ? errorId : ''].join(' ').trim() || undefined}
    >
      <legend className={field.legend}>{label}</legend>
      {description ? (
        <p id={descriptionId} className={field.description}>
          {description}
        </p>
      ) : null}
      <ul className={styles.list} aria-label={`${label}: ${value.length} z ${max}`}>
        {value.map((photo, index) => (
          <li key={photo.id} className={styles.item}>
            <img
              src={photo.url}
              srcSet={photo.srcset}
              sizes="96px"
              alt={`Zdjęcie ${index + 1}`}
              className={styles.thumb}
            />
            <button
              type="button"
              className={styles.remove}
              disabled={isDisabled}
              aria-label={`Usuń zdjęcie ${index + 1}`}
              onClick={() => onChange(value.filter((item) => item.id !== photo.id))}
            >
              <Icon name="close" size={18} />
            </button>
          </li>
        ))}
        {pending.map((file) => (
          <li key={file.key} className={styles.item} aria-busy={file.error === null}>
            {file.preview ? (
              <img src={file.preview} alt="" className={`${styles.thumb} ${styles.uploading}`} />
            ) : (
              <span className={styles.thumb} />
            )}
            {file.error === null ? (
              <span className={styles.status} role="status">{`Wysyłanie: ${file.name}`}</span>
            ) : (
              <>
                <span className={styles.fileError} role="alert">{`${file.name}: ${file.error}`}</span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Usuń ${file.name}`}
                  onClick={() => setPending((list) => list.filter((item) => item.key !== file.key))}
                >
                  <Icon name="close" size={18} />
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        name={name}
        accept={PHOTO_TYPES.join(',')}
        multiple
        disabled={isDisabled || room <= 0}
        className={styles.input}
        onChange={(event) => {
          choose(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <label htmlFor={`${id}-input`} className={styles.choose} data-disabled={isDisabled || room <= 0 ? '' : undefined}>
        <Icon name="plus" size={20} />
        {`Dodaj zdjęcia (${value.length} z ${max})`}
      </label>
      {fieldError ? (
        <p id={errorId} className={field.error}>
          <Icon name="error" size={18} />
          {fieldError}
        </p>
      ) : null}
    </fieldset>
  );
}
