import {
  ADDED_PRODUCT_MESSAGES,
  ADDED_PRODUCT_REASONS,
  type AddedProductReasonCode,
  type ProductModerationDecision,
} from '@kwc/domain';
import { Button, CheckboxGroupField, FormError, optionsFromLabels, TextAreaField } from '@kwc/ui';
import { useEffect, useEffectEvent, useState } from 'react';

import * as styles from './productModeration.css';
import { isTyping } from './useQueueCursor';

type Decision = ProductModerationDecision['decision'];

// ours: a product is only published or rejected (DESIGN.md section 4); one key per decision.
const DECISIONS: { decision: Decision; label: string; key: string }[] = [
  { decision: 'publish', label: 'Opublikuj', key: 'p' },
  { decision: 'reject', label: 'Odrzuć', key: 'o' },
];

const REASON_OPTIONS = optionsFromLabels(ADDED_PRODUCT_REASONS);

/**
 * The decision on one added product: the final reasons (checkboxes), a remark, 'Opublikuj' (P) and
 * 'Odrzuć' (O); the keys work anywhere on the page but in a text field. Reset it with `key`.
 */
export function ProductDecisionForm({
  onDecide,
  pending,
  error,
}: {
  onDecide: (decision: ProductModerationDecision) => void;
  pending: boolean;
  error: string | null;
}) {
  const [codes, setCodes] = useState<AddedProductReasonCode[]>([]);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const decide = (decision: Decision) => {
    if (pending) return;
    // The rest of `productModerationDecisionSchema` holds by construction; zod stays out of this chunk.
    if (decision === 'reject' && codes.length === 0) {
      setProblem(ADDED_PRODUCT_MESSAGES.reasonsRequired);
      return;
    }
    setProblem(null);
    onDecide({
      decision,
      reasonCodes: decision === 'publish' ? [] : codes,
      remark: remark.trim() === '' ? null : remark.trim(),
    });
  };

  const decideByKey = useEffectEvent((decision: Decision) => decide(decision));
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const found = DECISIONS.find((entry) => entry.key === event.key.toLowerCase());
      if (!found) return;
      event.preventDefault();
      decideByKey(found.decision);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <form
      className={styles.form}
      aria-labelledby="product-decision-heading"
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id="product-decision-heading" className={styles.title}>
        Decyzja
      </h2>
      <FormError message={error} />
      <CheckboxGroupField
        label="Powody odrzucenia"
        description="Odrzucenie jest ostateczne; powody trafiają do autora w mailu."
        name="product-reasons"
        options={REASON_OPTIONS}
        value={codes}
        onChange={(value) => {
          setCodes(value);
          setProblem(null);
        }}
        error={problem ?? undefined}
        isDisabled={pending}
      />
      <TextAreaField
        label="Uwaga dla autora (opcjonalnie)"
        name="product-remark"
        id="product-remark"
        value={remark}
        onChange={setRemark}
        maxLength={2000}
        rows={3}
        isDisabled={pending}
      />
      <div className={styles.actions}>
        {DECISIONS.map(({ decision, label, key }) => (
          <Button
            key={decision}
            variant={decision === 'publish' ? 'primary' : 'secondary'}
            aria-keyshortcuts={key.toUpperCase()}
            disabled={pending}
            onClick={() => decide(decision)}
          >
            {label}
            <kbd className={styles.key} aria-hidden="true">
              {key.toUpperCase()}
            </kbd>
          </Button>
        ))}
      </div>
      <p className={styles.meta}>Skróty: P — opublikuj, O — odrzuć (gdy kursor nie jest w polu uwagi).</p>
    </form>
  );
}
