import {
  HAIR_TYPE_LABELS,
  PURCHASE_SOURCE_LABELS,
  RECEIVED_AS_LABELS,
  REVIEW,
  REVIEW_MESSAGES,
  SKIN_TYPE_LABELS,
  USAGE_TIME_LABELS,
  type ReviewInput,
  type ReviewPhoto,
  type ReviewRemark,
} from '@kwc/domain';
import { useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '../Button';
import { FormError } from '../FormError';
import { PhotoUploadField } from '../PhotoUploadField';
import type { FieldErrorMap } from '../private/form/formState';
import { RatingInput } from '../RatingInput';
import { optionsFromLabels, SelectField } from '../SelectField';
import { SubmitButton } from '../SubmitButton';
import { TextAreaField } from '../TextAreaField';
import { TextField } from '../TextField';
import * as styles from './ReviewForm.css';
import { reviewInputOf, type ReviewFormValue } from './reviewFormValue';

/** Copy of the review form. ours: the spec names the fields, not their labels. */
export const REVIEW_FORM_MESSAGES = {
  rating: 'Twoja ocena',
  title: 'Tytuł opinii',
  body: 'Twoja opinia',
  bodyDescription: 'Jak działa produkt, jak się go używa, czy kupisz go znowu?',
  usageTime: 'Jak długo używasz produktu?',
  packagesUsed: 'Ile opakowań zużyłaś/zużyłeś?',
  purchaseSource: 'Skąd masz produkt?',
  shop: 'Sklep',
  otherShop: 'Inny sklep / nie pamiętam',
  skinType: 'Typ skóry',
  hairType: 'Typ włosów',
  pros: 'Zalety',
  cons: 'Wady',
  receivedAs: 'Czy otrzymałaś/otrzymałeś produkt?',
  receivedAsNone: 'Nie, kupiłam/kupiłem go',
  free: RECEIVED_AS_LABELS.free,
  testCampaign: RECEIVED_AS_LABELS.test_campaign,
  photos: 'Zdjęcia produktu',
  saveDraft: 'Zapisz szkic',
  submit: 'Wyślij do moderacji',
  submitting: 'Wysyłanie…',
  saving: 'Zapisywanie szkicu…',
  saveFailed: 'Nie udało się zapisać szkicu',
  remarks: 'Uwagi moderatora',
  choose: 'Wybierz',
} as const;

/** Where the draft stands: shown in a polite live line by the buttons. */
export type ReviewSaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface ReviewFormShop {
  id: number;
  name: string;
}

export interface ReviewFormProps {
  /** The fields (controlled): the page saves drafts from `onChange`, debounced. */
  value: ReviewFormValue;
  onChange: (value: ReviewFormValue) => void;
  /** Called with the checked input when 'Wyślij do moderacji' is pressed and `reviewInputSchema` passes. */
  onSubmit: (input: ReviewInput) => void;
  /** Called by 'Zapisz szkic'; without it (a review past its draft) the button is not shown. */
  onSaveDraft?: () => void;
  /** Sends one photo (`POST /api/reviews/photos`). */
  onUploadPhoto: (file: File) => Promise<ReviewPhoto>;
  /** The catalogue's shops for 'where bought'. */
  shops: readonly ReviewFormShop[];
  /** The API's messages per field (`error.fields`); each shows until its field changes. */
  errors?: FieldErrorMap;
  /** A message for the whole form (e.g. `REVIEW_MESSAGES.notEditable`). */
  formError?: string | null;
  /** @default 'idle' */
  saveState?: ReviewSaveState;
  /** The moderator's remarks, shown beside the text while the review needs changes. */
  remarks?: readonly ReviewRemark[];
  /** Fields of the page's own above the review's (the answer to the remarks), after the remarks on phones. */
  leadingFields?: ReactNode;
  /** While the submit is on its way. */
  pending?: boolean;
  /** @default false */
  isDisabled?: boolean;
}

const SAVE_STATE_TEXT: Record<ReviewSaveState, string> = {
  idle: '',
  saving: REVIEW_FORM_MESSAGES.saving,
  saved: REVIEW_MESSAGES.saved,
  failed: REVIEW_FORM_MESSAGES.saveFailed,
};

const FIELD_LABELS: Record<string, string> = {
  rating: REVIEW_FORM_MESSAGES.rating,
  title: REVIEW_FORM_MESSAGES.title,
  body: REVIEW_FORM_MESSAGES.body,
  usageTime: REVIEW_FORM_MESSAGES.usageTime,
  packagesUsed: REVIEW_FORM_MESSAGES.packagesUsed,
  purchaseSource: REVIEW_FORM_MESSAGES.purchaseSource,
  shopId: REVIEW_FORM_MESSAGES.shop,
  pros: REVIEW_FORM_MESSAGES.pros,
  cons: REVIEW_FORM_MESSAGES.cons,
  skinType: REVIEW_FORM_MESSAGES.skinType,
  hairType: REVIEW_FORM_MESSAGES.hairType,
  receivedAs: REVIEW_FORM_MESSAGES.receivedAs,
  photoIds: REVIEW_FORM_MESSAGES.photos,
};

const RECEIVED_AS_OPTIONS = [
  { value: 'free', label: REVIEW_FORM_MESSAGES.free },
  { value: 'test_campaign', label: REVIEW_FORM_MESSAGES.testCampaign },
] as const;

/**
 * The whole review (spec section 5, DESIGN.md §4): every field of `reviewInputSchema`, checked on
 * submit with it, the API's errors per field, the draft's save state, and the moderator's remarks.
 */
export function ReviewForm({
  value,
  onChange,
  onSubmit,
  onSaveDraft,
  onUploadPhoto,
  shops,
  errors: serverErrors = {},
  formError,
  saveState = 'idle',
  remarks = [],
  leadingFields,
  pending = false,
  isDisabled = false,
}: ReviewFormProps) {
  const [clientErrors, setClientErrors] = useState<FieldErrorMap>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const errors: FieldErrorMap = { ...serverErrors, ...clientErrors };
  const errorOf = (key: string) => (edited.has(key) && !clientErrors[key] ? undefined : errors[key]);

  function set<Key extends keyof ReviewFormValue>(key: Key, next: ReviewFormValue[Key]) {
    const errorKey = key === 'photos' ? 'photoIds' : key;
    setEdited((keys) => new Set(keys).add(errorKey));
    setClientErrors(({ [errorKey]: _dropped, ...rest }) => rest);
    onChange({ ...value, [key]: next });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = reviewInputOf(value);
    setAttempt((count) => count + 1);
    setEdited(new Set());
    if (!result.ok) {
      setClientErrors(result.errors);
      return;
    }
    setClientErrors({});
    onSubmit(result.input);
  }

  const disabled = isDisabled || pending;
  const summary = Object.entries(errors)
    .filter(([key, message]) => key in FIELD_LABELS && message && errorOf(key))
    .map(([key, message]) => ({ id: `review-${key}`, label: FIELD_LABELS[key] ?? key, message: message ?? '' }));

  return (
    <form className={styles.layout} onSubmit={submit} noValidate aria-label="Opinia">
      {/* First: what the author is asked to fix, read before the fields (beside them on wide screens). */}
      {remarks.length > 0 ? (
        <aside className={styles.remarks} aria-labelledby="review-remarks-heading">
          <h2 id="review-remarks-heading" className={styles.remarksHeading}>
            {REVIEW_FORM_MESSAGES.remarks}
          </h2>
          {remarks.map((remark) => (
            <section key={remark.at} className={styles.remark}>
              <ul className={styles.reasons}>
                {remark.reasons.map((reason) => (
                  <li key={reason.code}>{reason.label}</li>
                ))}
              </ul>
              {remark.remark ? <p className={styles.remarkText}>{remark.remark}</p> : null}
              <time dateTime={remark.at} className={styles.remarkDate}>
                {new Date(remark.at).toLocaleDateString('pl-PL', { day: 'numeric', month: 'long', year: 'numeric' })}
              </time>
            </section>
          ))}
        </aside>
      ) : null}
      <div className={styles.fields}>
        <FormError message={formError} items={summary} focusKey={attempt} />
        {leadingFields}
        <RatingInput
          id="review-rating"
          label={REVIEW_FORM_MESSAGES.rating}
          value={value.rating}
          onChange={(rating) => set('rating', rating)}
          error={errorOf('rating')}
          isRequired
          isDisabled={disabled}
        />
        <TextAreaField
          id="review-title"
          label={REVIEW_FORM_MESSAGES.title}
          name="title"
          rows={2}
          value={value.title}
          onChange={(title) => set('title', title)}
          maxLength={REVIEW.titleMaxLength}
          softLimit={REVIEW.titleSuggestedMaxLength}
          softLimitHint={REVIEW_MESSAGES.titleOverHint}
          error={errorOf('title')}
          isRequired
          isDisabled={disabled}
        />
        <TextAreaField
          id="review-body"
          label={REVIEW_FORM_MESSAGES.body}
          name="body"
          rows={10}
          description={REVIEW_FORM_MESSAGES.bodyDescription}
          value={value.body}
          onChange={(body) => set('body', body)}
          minLength={REVIEW.bodyMinLength}
          maxLength={REVIEW.bodyMaxLength}
          error={errorOf('body')}
          isRequired
          isDisabled={disabled}
        />
        <div className={styles.pair}>
          <TextAreaField
            id="review-pros"
            label={REVIEW_FORM_MESSAGES.pros}
            name="pros"
            rows={3}
            maxLength={1000}
            value={value.pros ?? ''}
            onChange={(pros) => set('pros', pros)}
            error={errorOf('pros')}
            isDisabled={disabled}
          />
          <TextAreaField
            id="review-cons"
            label={REVIEW_FORM_MESSAGES.cons}
            name="cons"
            rows={3}
            maxLength={1000}
            value={value.cons ?? ''}
            onChange={(cons) => set('cons', cons)}
            error={errorOf('cons')}
            isDisabled={disabled}
          />
        </div>
        <div className={styles.pair}>
          <SelectField
            id="review-usageTime"
            label={REVIEW_FORM_MESSAGES.usageTime}
            name="usageTime"
            options={optionsFromLabels(USAGE_TIME_LABELS)}
            value={value.usageTime}
            onChange={(usageTime) => set('usageTime', usageTime)}
            error={errorOf('usageTime')}
            isRequired
            isDisabled={disabled}
          />
          <TextField
            id="review-packagesUsed"
            label={REVIEW_FORM_MESSAGES.packagesUsed}
            name="packagesUsed"
            inputMode="numeric"
            maxLength={2}
            value={value.packagesUsed === null ? '' : String(value.packagesUsed)}
            onChange={(text) => set('packagesUsed', /^\d+$/.test(text) ? Number(text) : null)}
            error={errorOf('packagesUsed')}
            isRequired
            isDisabled={disabled}
          />
        </div>
        <div className={styles.pair}>
          <SelectField
            id="review-purchaseSource"
            label={REVIEW_FORM_MESSAGES.purchaseSource}
            name="purchaseSource"
            options={optionsFromLabels(PURCHASE_SOURCE_LABELS)}
            value={value.purchaseSource}
            onChange={(source) => set('purchaseSource', source)}
            error={errorOf('purchaseSource')}
            isRequired
            isDisabled={disabled}
          />
          <SelectField
            id="review-shopId"
            label={REVIEW_FORM_MESSAGES.shop}
            name="shopId"
            placeholder={REVIEW_FORM_MESSAGES.otherShop}
            options={shops.map((shop) => ({ value: String(shop.id), label: shop.name }))}
            value={value.shopId === null ? null : String(value.shopId)}
            onChange={(shop) => set('shopId', shop === null ? null : Number(shop))}
            error={errorOf('shopId')}
            isDisabled={disabled}
          />
        </div>
        <div className={styles.pair}>
          <SelectField
            id="review-skinType"
            label={REVIEW_FORM_MESSAGES.skinType}
            name="skinType"
            options={optionsFromLabels(SKIN_TYPE_LABELS)}
            value={value.skinType}
            onChange={(skin) => set('skinType', skin)}
            error={errorOf('skinType')}
            isDisabled={disabled}
          />
          <SelectField
            id="review-hairType"
            label={REVIEW_FORM_MESSAGES.hairType}
            name="hairType"
            options={optionsFromLabels(HAIR_TYPE_LABELS)}
            value={value.hairType}
            onChange={(hair) => set('hairType', hair)}
            error={errorOf('hairType')}
            isDisabled={disabled}
          />
        </div>
        <SelectField
          id="review-receivedAs"
          label={REVIEW_FORM_MESSAGES.receivedAs}
          name="receivedAs"
          placeholder={REVIEW_FORM_MESSAGES.receivedAsNone}
          options={RECEIVED_AS_OPTIONS}
          value={value.receivedAs}
          onChange={(received) => set('receivedAs', received)}
          error={errorOf('receivedAs')}
          isDisabled={disabled}
        />
        <PhotoUploadField
          label={REVIEW_FORM_MESSAGES.photos}
          value={value.photos}
          onChange={(photos) => set('photos', photos)}
          onUpload={onUploadPhoto}
          error={errorOf('photoIds')}
          isDisabled={disabled}
        />
        <div className={styles.actions}>
          {onSaveDraft ? (
            <Button variant="secondary" onClick={onSaveDraft} disabled={disabled || saveState === 'saving'}>
              {REVIEW_FORM_MESSAGES.saveDraft}
            </Button>
          ) : null}
          <SubmitButton pending={pending} pendingLabel={REVIEW_FORM_MESSAGES.submitting} disabled={isDisabled}>
            {REVIEW_FORM_MESSAGES.submit}
          </SubmitButton>
          <p className={saveState === 'failed' ? styles.saveFailed : styles.saveState} role="status">
            {SAVE_STATE_TEXT[saveState]}
          </p>
        </div>
      </div>
    </form>
  );
}
