import { ERROR_MESSAGES } from '@kwc/domain';
import { useEffect, useRef, useState } from 'react';

import { LoadingScreen } from '../LoadingScreen';
import { Modal } from '../Modal';
import * as styles from './LegalHintModal.css';

export interface LegalHintModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the visitor closes it ('Zamknij', Escape, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** Which legal hint to show; passed to `loadContent`. */
  identifier: string;
  /** Heading of the modal. */
  title: string;
  /**
   * Loads the hint's text (`GET /api/catalog/legal-hint-content`); called each time the modal
   * opens and whenever `identifier` changes while it is open.
   */
  loadContent: (identifier: string) => Promise<string>;
}

type LoadResult = { identifier: string; ok: true; content: string } | { identifier: string; ok: false };

/**
 * The text shown as paragraphs split at blank lines. It is rendered as text, never as HTML: a
 * hint that carried markup would show its tags rather than run them.
 */
function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * A legal hint (e.g. what a label on a product means) in a dismissible modal: a loading state
 * while its text loads, the text, or 'Coś poszło nie tak' when loading fails (spec section 8).
 */
export function LegalHintModal({ open, onOpenChange, identifier, title, loadContent }: LegalHintModalProps) {
  const [result, setResult] = useState<LoadResult | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening loads afresh: forget the last result as the modal opens (during render, so the
  // first frame already shows the loading state).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setResult(null);
  }

  // The latest loader, read by the loading effect without making it a dependency: a caller's
  // inline arrow is a new function on every render and must not trigger a reload. (A ref rather
  // than useEffectEvent, which needs React 19.2 while the peer range allows 19.0.)
  const loadRef = useRef(loadContent);
  useEffect(() => {
    loadRef.current = loadContent;
  });

  useEffect(() => {
    if (!open) return;
    // A response that arrives after the modal closed or the identifier changed is dropped.
    let current = true;
    // A loader that throws instead of rejecting fails the same way.
    new Promise<string>((resolve) => resolve(loadRef.current(identifier))).then(
      (content) => {
        if (current) setResult({ identifier, ok: true, content });
      },
      () => {
        if (current) setResult({ identifier, ok: false });
      },
    );
    return () => {
      current = false;
    };
  }, [open, identifier]);

  const settled = result?.identifier === identifier ? result : null;

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} size="md">
      {!settled ? (
        <LoadingScreen />
      ) : settled.ok ? (
        <div className={styles.content}>
          {paragraphsOf(settled.content).map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      ) : (
        <p className={styles.error} role="alert">
          {ERROR_MESSAGES.legalHintLoadFailed}
        </p>
      )}
    </Modal>
  );
}
