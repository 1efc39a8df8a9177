import {
  ADDED_PRODUCT,
  ADDED_PRODUCT_MESSAGES,
  addedProductInputSchema,
  isValidEan,
  type AddedProductFormOptions,
  type AddedProductInput,
  type InciCheck,
  type ReviewPhoto,
} from '@kwc/domain';
import { useDebouncedValue, useInciCheck, useLikelyDuplicates } from '@kwc/hooks';
import {
  FormError,
  PhotoUploadField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  type FormErrorItem,
} from '@kwc/ui';
import { useState, type FormEvent } from 'react';

import { RouterLink } from '../../../app/RouterLink';
import * as styles from './addProduct.css';

/** Copy of `/add-product`'s fields. ours: the spec names the fields, not their labels. */
export const ADD_PRODUCT_FORM_MESSAGES = {
  brand: 'Marka',
  newBrandChoice: 'Nie ma jej na liście',
  newBrand: 'Nazwa nowej marki',
  name: 'Nazwa produktu',
  category: 'Kategoria',
  description: 'Opis produktu',
  descriptionHint: 'Do czego służy, jak się go używa, pojemność',
  inci: 'Skład (INCI)',
  inciHint: 'Przepisz skład z opakowania, składniki oddzielone przecinkami',
  knownCount: (count: number) => `Rozpoznane składniki: ${count}`,
  photo: 'Zdjęcie produktu',
  ean: 'Kod kreskowy EAN (opcjonalnie)',
  submit: 'Wyślij do moderacji',
  submitting: 'Wysyłanie…',
} as const;

const NEW_BRAND = 'new';

/** What the form edits; the brand select holds an id or `NEW_BRAND`. */
export interface AddProductFormValue {
  brand: string | null;
  brandName: string;
  name: string;
  categoryId: string | null;
  description: string;
  inci: string;
  photos: ReviewPhoto[];
  ean: string;
}

export const EMPTY_ADD_PRODUCT_FORM: AddProductFormValue = {
  brand: null,
  brandName: '',
  name: '',
  categoryId: null,
  description: '',
  inci: '',
  photos: [],
  ean: '',
};

type Errors = Partial<Record<string, string>>;

/** The input `addedProductInputSchema` checks, from the form's value. */
export function addedProductInputOf(value: AddProductFormValue): AddedProductInput {
  const proposed = value.brand === NEW_BRAND;
  return {
    brandId: !proposed && value.brand !== null ? Number(value.brand) : null,
    brandName: proposed ? value.brandName : null,
    name: value.name,
    categoryId: value.categoryId === null ? Number.NaN : Number(value.categoryId),
    description: value.description,
    inci: value.inci,
    photoId: value.photos[0]?.id ?? null,
    ean: value.ean.trim() || null,
  };
}

/** The schema's first message per field; a proposed brand's message goes to its text field. */
export function addedProductErrorsOf(value: AddProductFormValue): Errors {
  const parsed = addedProductInputSchema.safeParse(addedProductInputOf(value));
  if (parsed.success) return {};
  const errors: Errors = {};
  // The schema's brand rule is an object refinement: zod skips it while any field fails.
  const noBrand = value.brand === null || (value.brand === NEW_BRAND && value.brandName.trim() === '');
  if (noBrand) errors.brandId = ADDED_PRODUCT_MESSAGES.brandRequired;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    // NaN is "nothing chosen": the schema's number message would say less than this one.
    const message = key === 'categoryId' ? ADDED_PRODUCT_MESSAGES.unknownCategory : issue.message;
    errors[key] ??= message;
  }
  return errors;
}

const FIELD_LABELS: Record<string, string> = {
  brandId: ADD_PRODUCT_FORM_MESSAGES.brand,
  brandName: ADD_PRODUCT_FORM_MESSAGES.newBrand,
  name: ADD_PRODUCT_FORM_MESSAGES.name,
  categoryId: ADD_PRODUCT_FORM_MESSAGES.category,
  description: ADD_PRODUCT_FORM_MESSAGES.description,
  inci: ADD_PRODUCT_FORM_MESSAGES.inci,
  photoId: ADD_PRODUCT_FORM_MESSAGES.photo,
  ean: ADD_PRODUCT_FORM_MESSAGES.ean,
};

/** Which value keys clear which error. */
const ERROR_KEYS: Record<keyof AddProductFormValue, string[]> = {
  brand: ['brandId', 'brandName'],
  brandName: ['brandName', 'brandId'],
  name: ['name'],
  categoryId: ['categoryId'],
  description: ['description'],
  inci: ['inci'],
  photos: ['photoId'],
  ean: ['ean'],
};

export interface AddProductFormProps {
  options: AddedProductFormOptions;
  onSubmit: (input: AddedProductInput) => void;
  onUploadPhoto: (file: File) => Promise<ReviewPhoto>;
  /** The API's messages per field; each shows until its field changes. */
  serverErrors: Readonly<Record<string, string>>;
  formError: string | null;
  pending: boolean;
}

/**
 * The added-product form (spec section 2): brand chosen or proposed, name, leaf category, description,
 * INCI checked on leaving the field, one photo, an optional EAN; likely duplicates shown before sending.
 */
export function AddProductForm({
  options,
  onSubmit,
  onUploadPhoto,
  serverErrors,
  formError,
  pending,
}: AddProductFormProps) {
  const [value, setValue] = useState(EMPTY_ADD_PRODUCT_FORM);
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const [inci, setInci] = useState<{ text: string; check: InciCheck } | null>(null);
  const checkInci = useInciCheck();

  const errors: Errors = { ...serverErrors, ...clientErrors };
  const errorOf = (key: string) => (edited.has(key) && !clientErrors[key] ? undefined : errors[key]);

  function set<Key extends keyof AddProductFormValue>(key: Key, next: AddProductFormValue[Key]) {
    const keys = ERROR_KEYS[key];
    setEdited((current) => new Set([...current, ...keys]));
    setClientErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !keys.includes(name))));
    setValue((current) => ({ ...current, [key]: next }));
  }

  const proposed = value.brand === NEW_BRAND;
  // Primitives: a new object each render would restart the wait for ever.
  const name = useDebouncedValue(value.name, 400);
  const brandName = useDebouncedValue(proposed ? value.brandName.trim() || null : null, 400);
  const brandId = !proposed && value.brand !== null ? Number(value.brand) : null;
  const duplicates = useLikelyDuplicates({ brandId, brandName, name }).data?.items ?? [];

  async function runInciCheck() {
    const text = value.inci.trim();
    if (text === '' || text === inci?.text) return;
    try {
      setInci({ text, check: await checkInci(text) });
    } catch {
      // The check only helps: a failed one leaves the list as typed, the moderator checks it anyway.
    }
  }

  function checkEan() {
    const code = value.ean.trim();
    if (code !== '' && !isValidEan(code))
      setClientErrors((current) => ({ ...current, ean: ADDED_PRODUCT_MESSAGES.invalidEan }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempt((count) => count + 1);
    setEdited(new Set());
    const found = addedProductErrorsOf(value);
    setClientErrors(found);
    if (Object.keys(found).length === 0) onSubmit(addedProductInputOf(value));
  }

  const summary: FormErrorItem[] = Object.entries(errors)
    .filter(([key, message]) => key in FIELD_LABELS && message && errorOf(key))
    .map(([key, message]) => ({ id: `product-${key}`, label: FIELD_LABELS[key] ?? key, message: message ?? '' }));
  const brandOptions = [
    ...options.brands.map((brand) => ({ value: String(brand.id), label: brand.name })),
    { value: NEW_BRAND, label: ADD_PRODUCT_FORM_MESSAGES.newBrandChoice },
  ];
  const categoryOptions = options.categories.map((category) => ({ value: String(category.id), label: category.path }));
  const shownCheck = inci && inci.text === value.inci.trim() ? inci.check : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Nowy produkt">
      <FormError message={formError} items={summary} focusKey={attempt} />
      <div className={styles.pair}>
        <SelectField
          id="product-brandId"
          label={ADD_PRODUCT_FORM_MESSAGES.brand}
          name="brandId"
          options={brandOptions}
          value={value.brand}
          onChange={(brand) => set('brand', brand)}
          error={errorOf('brandId')}
          isRequired
          isDisabled={pending}
        />
        {proposed ? (
          <TextField
            id="product-brandName"
            label={ADD_PRODUCT_FORM_MESSAGES.newBrand}
            name="brandName"
            maxLength={ADDED_PRODUCT.brandNameMaxLength}
            value={value.brandName}
            onChange={(typed) => set('brandName', typed)}
            error={errorOf('brandName')}
            isRequired
            isDisabled={pending}
          />
        ) : null}
      </div>
      <TextField
        id="product-name"
        label={ADD_PRODUCT_FORM_MESSAGES.name}
        name="name"
        maxLength={ADDED_PRODUCT.nameMaxLength}
        value={value.name}
        onChange={(typed) => set('name', typed)}
        error={errorOf('name')}
        isRequired
        isDisabled={pending}
      />
      {duplicates.length > 0 ? (
        <section className={styles.panel} aria-labelledby="product-duplicates">
          <p id="product-duplicates" className={styles.panelTitle}>
            {ADDED_PRODUCT_MESSAGES.likelyDuplicates}
          </p>
          <ul className={styles.duplicates}>
            {duplicates.map((product) => (
              <li key={product.id} className={styles.duplicate}>
                {product.image ? (
                  <img className={styles.thumb} src={product.image} alt="" width={48} height={48} />
                ) : null}
                <span>
                  <RouterLink href={product.url}>{product.name}</RouterLink>
                  <span className={styles.muted}> — {product.brandName}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SelectField
        id="product-categoryId"
        label={ADD_PRODUCT_FORM_MESSAGES.category}
        name="categoryId"
        options={categoryOptions}
        value={value.categoryId}
        onChange={(category) => set('categoryId', category)}
        error={errorOf('categoryId')}
        isRequired
        isDisabled={pending}
      />
      <TextAreaField
        id="product-description"
        label={ADD_PRODUCT_FORM_MESSAGES.description}
        description={ADD_PRODUCT_FORM_MESSAGES.descriptionHint}
        name="description"
        rows={6}
        minLength={ADDED_PRODUCT.descriptionMinLength}
        maxLength={ADDED_PRODUCT.descriptionMaxLength}
        value={value.description}
        onChange={(description) => set('description', description)}
        error={errorOf('description')}
        isRequired
        isDisabled={pending}
      />
      {/* React's blur bubbles: leaving the textarea checks the list against the dictionary. */}
      <div onBlur={() => void runInciCheck()}>
        <TextAreaField
          id="product-inci"
          label={ADD_PRODUCT_FORM_MESSAGES.inci}
          description={ADD_PRODUCT_FORM_MESSAGES.inciHint}
          name="inci"
          rows={5}
          maxLength={ADDED_PRODUCT.inciMaxLength}
          value={value.inci}
          onChange={(text) => set('inci', text)}
          error={errorOf('inci')}
          isDisabled={pending}
        />
      </div>
      <div role="status">
        {shownCheck ? (
          <div className={styles.panel}>
            <p className={styles.muted}>{ADD_PRODUCT_FORM_MESSAGES.knownCount(shownCheck.known.length)}</p>
            {shownCheck.unknown.length > 0 ? (
              <>
                <p className={styles.panelTitle}>{ADDED_PRODUCT_MESSAGES.unknownIngredients}</p>
                <ul className={styles.plainList} aria-label="Nieznane składniki">
                  {shownCheck.unknown.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      <div id="product-photoId" tabIndex={-1}>
        <PhotoUploadField
          label={ADD_PRODUCT_FORM_MESSAGES.photo}
          name="photo"
          max={1}
          value={value.photos}
          onChange={(photos) => set('photos', photos)}
          onUpload={onUploadPhoto}
          error={errorOf('photoId')}
          isDisabled={pending}
        />
      </div>
      <div onBlur={checkEan}>
        <TextField
          id="product-ean"
          label={ADD_PRODUCT_FORM_MESSAGES.ean}
          name="ean"
          inputMode="numeric"
          maxLength={13}
          value={value.ean}
          onChange={(ean) => set('ean', ean)}
          error={errorOf('ean')}
          isDisabled={pending}
        />
      </div>
      <div className={styles.actions}>
        <SubmitButton pending={pending} pendingLabel={ADD_PRODUCT_FORM_MESSAGES.submitting}>
          {ADD_PRODUCT_FORM_MESSAGES.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
