import { REVIEW_MESSAGES, REVIEW_REASONS, type ModerationDecision, type ReviewReasonCode } from '@kwc/domain';
import { useEffect, useEffectEvent, useState } from 'react';

import { Button } from '../Button';
import { CheckboxGroupField } from '../CheckboxGroupField';
import { FormError } from '../FormError';
import type { SelectOption } from '../SelectField';
import { TextAreaField } from '../TextAreaField';
import * as styles from './ModerationDecisionForm.css';

export type ModerationDecisionKind = ModerationDecision['decision'];

/** Copy of the decision form. ours: DESIGN.md section 4 names the decisions, not the labels. */
export const MODERATION_DECISION_MESSAGES = {
  heading: 'Decyzja',
  fixable: 'Do poprawy',
  fixableDescription: 'Opinia wraca do autorki z prośbą o poprawki.',
  final: 'Ostateczne',
  finalDescription: 'Opinia zostaje odrzucona.',
  remark: 'Uwaga dla autorki (opcjonalnie)',
  publish: 'Opublikuj',
  request_changes: 'Poproś o poprawki',
  reject: 'Odrzuć',
  hide: 'Ukryj',
  shortcuts: 'Skróty: litera na przycisku decyduje, gdy kursor nie jest w polu uwagi.',
} as const;

/** One key per decision, shown on its button and listened to on the page (not while typing). */
export const MODERATION_SHORTCUTS: Record<ModerationDecisionKind, string> = {
  publish: 'p',
  request_changes: 'z',
  reject: 'o',
  hide: 'u',
};

const optionsOf = (kind: 'fixable' | 'final'): SelectOption<ReviewReasonCode>[] =>
  (Object.keys(REVIEW_REASONS) as ReviewReasonCode[])
    .filter((code) => REVIEW_REASONS[code].kind === kind)
    .map((code) => ({ value: code, label: REVIEW_REASONS[code].label }));

const FIXABLE_OPTIONS = optionsOf('fixable');
const FINAL_OPTIONS = optionsOf('final');

type Problem = { group: 'fixable' | 'final'; message: string } | null;

/**
 * What is wrong with deciding so, in the API's own terms: request-changes needs fixable codes only,
 * reject final ones only, hide any code; publish needs none.
 */
export function decisionProblem(decision: ModerationDecisionKind, codes: readonly ReviewReasonCode[]): Problem {
  if (decision === 'publish') return null;
  const fixable = codes.filter((code) => REVIEW_REASONS[code].kind === 'fixable');
  const final = codes.filter((code) => REVIEW_REASONS[code].kind === 'final');
  if (decision === 'request_changes') {
    if (fixable.length === 0) return { group: 'fixable', message: REVIEW_MESSAGES.reasonsRequired };
    if (final.length > 0) return { group: 'final', message: REVIEW_MESSAGES.reasonsKind };
    return null;
  }
  if (decision === 'reject') {
    if (final.length === 0) return { group: 'final', message: REVIEW_MESSAGES.reasonsRequired };
    if (fixable.length > 0) return { group: 'fixable', message: REVIEW_MESSAGES.reasonsKind };
    return null;
  }
  return codes.length === 0 ? { group: 'fixable', message: REVIEW_MESSAGES.reasonsRequired } : null;
}

/** Whether a key press comes from a place where letters are text (the remark, any input). */
function typingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) {
    return true;
  }
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}

export interface ModerationDecisionFormProps {
  /** Called with a decision that passed the client check (`decisionProblem`), as the API takes it. */
  onDecide: (decision: ModerationDecision) => void;
  /** The review is published: 'Ukryj' joins the buttons. @default false */
  isPublished?: boolean;
  /** A decision is on its way: the buttons wait. @default false */
  pending?: boolean;
  /** The API's message when the decision failed (e.g. a 409's `notDecidable`). */
  error?: string | null;
  /**
   * Listen to the decision keys on the whole document (the queue page's one focused item). Keys typed
   * in the remark or any text field never decide.
   * @default false
   */
  shortcuts?: boolean;
  /** Prefix of the ids, when a page shows more than one form. @default 'moderation' */
  idPrefix?: string;
}

/**
 * A moderator's decision on one review: reason codes grouped 'Do poprawy' (fixable) and 'Ostateczne'
 * (final), a remark, and the decision buttons with their keyboard shortcuts. Reset it with `key`.
 */
export function ModerationDecisionForm({
  onDecide,
  isPublished = false,
  pending = false,
  error = null,
  shortcuts = false,
  idPrefix = 'moderation',
}: ModerationDecisionFormProps) {
  const [codes, setCodes] = useState<ReviewReasonCode[]>([]);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [attempt, setAttempt] = useState(0);
  const decisions: ModerationDecisionKind[] = isPublished
    ? ['publish', 'request_changes', 'reject', 'hide']
    : ['publish', 'request_changes', 'reject'];

  const decide = (decision: ModerationDecisionKind) => {
    if (pending) return;
    const found = decisionProblem(decision, codes);
    setProblem(found);
    setAttempt((value) => value + 1);
    if (found) return;
    // The rest of `moderationDecisionSchema` holds by construction (the remark's length is the
    // textarea's); the schema itself stays out of the page's chunks (zod is not in them).
    onDecide({
      decision,
      reasonCodes: decision === 'publish' ? [] : codes,
      remark: remark.trim() === '' ? null : remark.trim(),
    });
  };

  // The listener sees the latest codes and remark without being attached again on every key.
  const decideByKey = useEffectEvent((decision: ModerationDecisionKind) => decide(decision));
  const decisionsKey = decisions.join();
  useEffect(() => {
    if (!shortcuts) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingTarget(event.target))
        return;
      const decision = decisionsKey
        .split(',')
        .find((name) => MODERATION_SHORTCUTS[name as ModerationDecisionKind] === event.key.toLowerCase());
      if (!decision) return;
      event.preventDefault();
      decideByKey(decision as ModerationDecisionKind);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcuts, decisionsKey]);

  const groupName = (group: 'fixable' | 'final') => `${idPrefix}-${group}`;
  const pick = (group: 'fixable' | 'final') => (value: ReviewReasonCode[]) => {
    const other = codes.filter((code) => REVIEW_REASONS[code].kind !== group);
    setCodes([...value, ...other]);
    setProblem(null);
  };
  const ofGroup = (group: 'fixable' | 'final') => codes.filter((code) => REVIEW_REASONS[code].kind === group);

  return (
    <form
      className={styles.root}
      aria-labelledby={`${idPrefix}-heading`}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id={`${idPrefix}-heading`} className={styles.heading}>
        {MODERATION_DECISION_MESSAGES.heading}
      </h2>
      <FormError message={error} focusKey={error ? attempt : undefined} />
      <CheckboxGroupField
        label={MODERATION_DECISION_MESSAGES.fixable}
        description={MODERATION_DECISION_MESSAGES.fixableDescription}
        name={groupName('fixable')}
        options={FIXABLE_OPTIONS}
        value={ofGroup('fixable')}
        onChange={pick('fixable')}
        error={problem?.group === 'fixable' ? problem.message : undefined}
        isDisabled={pending}
      />
      <CheckboxGroupField
        label={MODERATION_DECISION_MESSAGES.final}
        description={MODERATION_DECISION_MESSAGES.finalDescription}
        name={groupName('final')}
        options={FINAL_OPTIONS}
        value={ofGroup('final')}
        onChange={pick('final')}
        error={problem?.group === 'final' ? problem.message : undefined}
        isDisabled={pending}
      />
      <TextAreaField
        label={MODERATION_DECISION_MESSAGES.remark}
        name={`${idPrefix}-remark`}
        id={`${idPrefix}-remark`}
        value={remark}
        onChange={setRemark}
        maxLength={2000}
        rows={4}
        isDisabled={pending}
      />
      <div className={styles.actions}>
        {decisions.map((decision) => (
          <Button
            key={decision}
            variant={decision === 'publish' ? 'primary' : 'secondary'}
            aria-keyshortcuts={shortcuts ? MODERATION_SHORTCUTS[decision].toUpperCase() : undefined}
            disabled={pending}
            onClick={() => decide(decision)}
          >
            {MODERATION_DECISION_MESSAGES[decision]}
            {shortcuts ? (
              <kbd className={styles.key} aria-hidden="true">
                {MODERATION_SHORTCUTS[decision].toUpperCase()}
              </kbd>
            ) : null}
          </Button>
        ))}
      </div>
      {shortcuts ? <p className={styles.hint}>{MODERATION_DECISION_MESSAGES.shortcuts}</p> : null}
    </form>
  );
}
