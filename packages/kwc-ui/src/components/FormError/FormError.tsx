import { useEffect, useId, useRef } from 'react';

import { Icon } from '../Icon';
import { ACCOUNT_FORM_MESSAGES } from '../private/accountMessages';
import * as styles from './FormError.css';

/** A wrong field as the summary lists it: a link to its input. */
export interface FormErrorItem {
  /** The input's id. */
  id: string;
  /** The field's label. */
  label: string;
  /** The Polish message. */
  message: string;
}

export interface FormErrorProps {
  /** What went wrong with the whole form, e.g. 'Błędny login lub hasło' or a 429's message. */
  message?: string | null | undefined;
  /** The wrong fields, each linked to its input. */
  items?: readonly FormErrorItem[];
  /**
   * Changes on every failed submit or new answer from the server: the summary then takes focus,
   * so the user hears what to fix. Its first value moves nothing.
   */
  focusKey?: unknown;
  /**
   * @default 'Popraw błędy w formularzu'
   */
  title?: string;
}

/**
 * The form's error summary (GOV.UK's pattern): a message for the form and a link to each wrong
 * field. It takes focus after a failed submit; nothing renders when there is nothing wrong.
 */
export function FormError({
  message,
  items = [],
  focusKey,
  title = ACCOUNT_FORM_MESSAGES.errorSummary,
}: FormErrorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = Boolean(message) || items.length > 0;
  const firstKey = useRef(focusKey);
  useEffect(() => {
    if (!Object.is(focusKey, firstKey.current)) ref.current?.focus();
  }, [focusKey]);
  if (!shown) return null;
  return (
    <div ref={ref} className={styles.root} role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <Icon name="error" size={22} className={styles.icon} />
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {message ?? title}
        </p>
        {items.length > 0 ? (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  className={styles.link}
                  onClick={(event) => {
                    // Focus the input itself (the browser would only scroll to it).
                    const target = document.getElementById(item.id);
                    if (target) {
                      event.preventDefault();
                      target.focus();
                    }
                  }}
                >
                  {item.label}: {item.message}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
