import { type MonthKey, polishMonthList } from '@kwc/domain';
import { useId, useState } from 'react';

import { Icon } from '../Icon';
import { ACCOUNT_FORM_MESSAGES } from '../private/accountMessages';
import * as field from '../private/form/field.css';
import * as styles from './DateOfBirthField.css';

interface DateParts {
  day: string;
  month: MonthKey | '';
  year: string;
}

/** The parts of an ISO date `YYYY-MM-DD`; empty parts for anything else. */
export function birthDateParts(value: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return { day: '', month: '', year: '' };
  return { year: match[1]!, month: match[2] as MonthKey, day: String(Number(match[3])) };
}

/**
 * The ISO date the parts make: '' when all are empty; otherwise `YYYY-MM-DD`, which the birth date
 * schema refuses ('Podaj prawidłową datę urodzenia') while a part is missing or the day does not exist.
 */
export function birthDateValue({ day, month, year }: DateParts): string {
  if (day === '' && month === '' && year === '') return '';
  return `${year.trim()}-${month}-${day.trim().padStart(2, '0')}`;
}

export interface DateOfBirthFieldProps {
  /** The date as `YYYY-MM-DD`, or '' (controlled). */
  value: string;
  /** Called with the date the parts make (see `birthDateValue`). */
  onChange: (value: string) => void;
  /**
   * Base of the three inputs' names and ids: `{name}-day`, `{name}-month`, `{name}-year`.
   * @default 'dateOfBirth'
   */
  name?: string;
  /** The id of the first input (the day), which the error summary links to. */
  id?: string;
  /**
   * @default 'Data urodzenia'
   */
  label?: string;
  /** The Polish message of what is wrong. */
  error?: string | undefined;
  /**
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * A birth date as a day, a Polish month name (spec section 3: months keyed 01 to 12) and a year, in
 * one fieldset. The month is a native select: phones show their own picker, and only a native
 * control takes the browser's `bday-month` autofill.
 */
export function DateOfBirthField({
  value,
  onChange,
  name = 'dateOfBirth',
  id,
  label = ACCOUNT_FORM_MESSAGES.birthDate,
  error,
  isDisabled = false,
}: DateOfBirthFieldProps) {
  const generated = useId();
  const base = id ?? `${generated}-${name}`;
  const errorId = `${base}-error`;
  // The typed parts are kept as typed ('0' or a two-digit year stay on screen while the date is invalid).
  const [parts, setParts] = useState(() => birthDateParts(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== birthDateValue(parts)) setParts(birthDateParts(value));
  }
  const update = (patch: Partial<DateParts>) => {
    const next = { ...parts, ...patch };
    setParts(next);
    const iso = birthDateValue(next);
    setLastValue(iso);
    onChange(iso);
  };
  const invalid = Boolean(error);
  const describedBy = invalid ? errorId : undefined;

  return (
    <fieldset className={field.fieldset} aria-describedby={describedBy} disabled={isDisabled}>
      <legend className={field.legend}>{label}</legend>
      <div className={styles.parts}>
        <div className={`${field.field} ${styles.day}`}>
          <label className={field.label} htmlFor={base}>
            {ACCOUNT_FORM_MESSAGES.day}
          </label>
          <input
            id={base}
            name={`${name}-day`}
            className={field.input}
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={2}
            value={parts.day}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => update({ day: event.target.value.replace(/\D/g, '') })}
          />
        </div>
        <div className={`${field.field} ${styles.month}`}>
          <label className={field.label} htmlFor={`${base}-month`}>
            {ACCOUNT_FORM_MESSAGES.month}
          </label>
          <select
            id={`${base}-month`}
            name={`${name}-month`}
            className={`${field.input} ${styles.select}`}
            autoComplete="bday-month"
            value={parts.month}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => update({ month: event.target.value as MonthKey | '' })}
          >
            <option value="">{ACCOUNT_FORM_MESSAGES.chooseMonth}</option>
            {polishMonthList().map((month) => (
              <option key={month.key} value={month.key}>
                {month.name}
              </option>
            ))}
          </select>
        </div>
        <div className={`${field.field} ${styles.year}`}>
          <label className={field.label} htmlFor={`${base}-year`}>
            {ACCOUNT_FORM_MESSAGES.year}
          </label>
          <input
            id={`${base}-year`}
            name={`${name}-year`}
            className={field.input}
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            value={parts.year}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => update({ year: event.target.value.replace(/\D/g, '') })}
          />
        </div>
      </div>
      {error ? (
        <p id={errorId} className={field.error}>
          <Icon name="error" size={18} />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
