import { useApiClient } from '@kwc/hooks';
import { Icon } from '@kwc/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';

import * as styles from './LegalHint.css';

// The modal (a Radix dialog) loads with the first press, not with the page.
const LegalHintModal = lazy(() => import('../../app/lazy/LegalHintModal'));

/** The legal hints the site shows, by their identifier in `GET /api/catalog/legal-hint-content`. */
export const LEGAL_HINTS = {
  prices: { identifier: 'informacja-o-cenach', title: 'Informacja o cenach', label: 'Informacja o cenach' },
  receivedAs: {
    identifier: 'regulamin-opinii',
    title: 'Zasady dodawania opinii',
    label: 'Co oznacza to oznaczenie opinii?',
  },
} as const;

/**
 * A button that opens a legal hint in the legal-hint modal (spec section 2 "Other screens"): its
 * text loaded from the API on each opening, 'Coś poszło nie tak' when that fails. `iconOnly`: an
 * info icon with the label for screen readers (beside a label it explains).
 */
export function LegalHint({
  hint,
  iconOnly = false,
  children,
}: {
  hint: (typeof LEGAL_HINTS)[keyof typeof LEGAL_HINTS];
  iconOnly?: boolean;
  children?: ReactNode;
}) {
  const client = useApiClient();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={iconOnly ? styles.iconButton : styles.textButton}
        aria-label={iconOnly ? hint.label : undefined}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Icon name="info" size={iconOnly ? 14 : 16} />
        {iconOnly ? null : (children ?? hint.label)}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <LegalHintModal
            open={open}
            onOpenChange={setOpen}
            identifier={hint.identifier}
            title={hint.title}
            loadContent={(identifier) => client.getLegalHintContent(identifier).then((answer) => answer.content)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
