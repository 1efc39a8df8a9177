import type { Agreements } from '@kwc/domain';
import { Checkbox, CheckboxGroup, Label, Text } from 'react-aria-components';

import { Icon } from '../Icon';
import { ACCOUNT_FORM_MESSAGES, AGREEMENT_LABELS } from '../private/accountMessages';
import * as field from '../private/form/field.css';
import * as styles from '../private/form/choice.css';

/** The four agreements in the order the forms list them (spec section 3). */
export const AGREEMENT_KEYS = ['newsletter', 'commercial_internal', 'commercial_external', 'club'] as const;

export interface AgreementsFieldProps {
  /** Which agreements are given (controlled). */
  value: Agreements;
  /** Called with all four after a box is ticked or cleared. */
  onChange: (value: Agreements) => void;
  /**
   * The group's label.
   * @default 'Zgody'
   */
  label?: string;
  /** A note under the label, e.g. that each agreement can be withdrawn at any time. */
  description?: string;
  /** When each agreement was given, shown beside it (e.g. 'udzielona 3 marca 2026'). */
  notes?: Partial<Record<keyof Agreements, string>>;
  /**
   * Base of the boxes' ids: `{name}-newsletter`, …
   * @default 'agreements'
   */
  name?: string;
  /**
   * @default false
   */
  isDisabled?: boolean;
}

/** The four marketing agreements as a React Aria checkbox group; none is required. */
export function AgreementsField({
  value,
  onChange,
  label = ACCOUNT_FORM_MESSAGES.agreements,
  description,
  notes,
  name = 'agreements',
  isDisabled = false,
}: AgreementsFieldProps) {
  const selected = AGREEMENT_KEYS.filter((key) => value[key]);
  return (
    <CheckboxGroup
      value={selected}
      onChange={(keys) =>
        onChange(Object.fromEntries(AGREEMENT_KEYS.map((key) => [key, keys.includes(key)])) as Agreements)
      }
      isDisabled={isDisabled}
      name={name}
      className={styles.group}
    >
      <Label className={field.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      {AGREEMENT_KEYS.map((key) => (
        <Checkbox key={key} value={key} id={`${name}-${key}`} className={styles.option}>
          <span className={styles.box} aria-hidden="true">
            <Icon name="check" size={16} className={styles.check} />
          </span>
          <span className={styles.text}>
            {AGREEMENT_LABELS[key]}
            {notes?.[key] ? <span className={styles.note}>{notes[key]}</span> : null}
          </span>
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
