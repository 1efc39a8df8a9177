import { productPageHref, REVIEW_MESSAGES, REVIEW_PAGE_PATHS, type ReviewInput } from '@kwc/domain';
import {
  myReviewKey,
  productPageKey,
  reviewShopsKey,
  useMyReview,
  useProductPage,
  useReviewDraft,
  useReviewShops,
  useSubmitReview,
  type MyReview,
} from '@kwc/hooks';
import { reviewDraftOf, ReviewForm, reviewFormValueOf, type ReviewFormValue } from '@kwc/ui';
import { useState } from 'react';

import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { AccountScreen, guardedLoad, MessageScreen, useGuards } from './accountPage';
import { CONTRIBUTION_GUARDS } from './guards';
import { REVIEW_PAGE_MESSAGES } from './reviewWriteMessages';
import { useReviewPhotoUpload } from './reviewPhotoUpload';
import { ReviewTour } from './ReviewTour';
import * as styles from './reviewWrite.css';

// `/review/create/{productId}` and `/review/edit/{productId}/{reviewId}` (spec sections 2 and 5):
// the four contribution guards, then the review form with the draft autosaved.

/** Any slug with the product's id: the product-page call finds the product by its id. */
const productUrlPath = (productId: string) => `opinia,${productId}`;

/** Null for the API's 404, the error otherwise. */
async function orNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    // An `HttpError` (app/page.ts), by its shape: importing the class would put it in the first view.
    if ((error as { status?: unknown } | null)?.status === 404) return null;
    throw error;
  }
}

export const load = guardedLoad(CONTRIBUTION_GUARDS, async ({ params, fetchJson }: LoaderContext) => {
  const productId = Number(params.productId);
  const pageKey = productPageKey(productUrlPath(params.productId ?? ''));
  const page = await orNotFound(fetchJson(pageKey));
  if (page === null) return { status: 404 };
  const [mine, shops] = await Promise.all([
    fetchJson(myReviewKey(productId)) as Promise<MyReview | null>,
    fetchJson(reviewShopsKey()),
  ]);
  const result: LoaderResult = {
    fallback: { [pageKey]: page, [myReviewKey(productId)]: mine, [reviewShopsKey()]: shops },
  };
  if (params.reviewId === undefined) {
    // One review per author and product: a second 'Dodaj opinię' opens the first one.
    if (mine !== null)
      return { redirect: { location: REVIEW_PAGE_PATHS.edit(productId, mine.review.id), status: 302 } };
    return result;
  }
  return mine?.review.id === Number(params.reviewId) ? result : { status: 404 };
});

/** The form's starting value: a draft's unfinished fields, else the text the author last sent. */
function initialValue(mine: MyReview | null): ReviewFormValue {
  const review = mine?.review;
  if (!review) return reviewFormValueOf({});
  const source = mine.draft ? { ...mine.draft, photos: review.photos } : (review.revision ?? review);
  const value = reviewFormValueOf(source);
  // A draft stores 0 for a rating not chosen yet.
  return value.rating === 0 ? { ...value, rating: null } : value;
}

export default function ReviewWritePage(props: PageProps) {
  useGuards(CONTRIBUTION_GUARDS, props);
  const productId = Number(props.params.productId);
  const { data: page } = useProductPage(productUrlPath(props.params.productId ?? ''));
  const { data: mine } = useMyReview(productId);
  if (!page || mine === undefined) return null;
  return (
    <ReviewWriteScreen
      // Per product: the first autosave creates the review, and the form must not start again then.
      key={productId}
      productId={productId}
      productName={page.product.name}
      brandName={page.product.brandName}
      imagePath={page.product.images[0]?.path ?? null}
      productHref={productPageHref(page.canonicalUrlPath)}
      mine={mine}
    />
  );
}

interface ScreenProps {
  productId: number;
  productName: string;
  brandName: string;
  imagePath: string | null;
  productHref: string;
  mine: MyReview | null;
}

function ReviewWriteScreen({ productId, productName, brandName, imagePath, productHref, mine }: ScreenProps) {
  const uploadPhoto = useReviewPhotoUpload();
  const [value, setValue] = useState(() => initialValue(mine));
  const [sent, setSent] = useState(false);
  const review = mine?.review ?? null;
  const status = review?.status ?? null;
  const revision = review?.revision ?? null;
  // Drafts exist only before the first submission; a sent review changes by submitting again.
  const drafting = status === null || status === 'draft';
  const draft = useReviewDraft({ productId, reviewId: review?.id ?? null, enabled: drafting });
  const submit = useSubmitReview(productId);
  const shops = useReviewShops().data?.shops ?? [];

  function change(next: ReviewFormValue) {
    setValue(next);
    draft.schedule(reviewDraftOf(next));
  }

  async function send(input: ReviewInput) {
    const reviewId = drafting ? await draft.flush() : (review?.id ?? null);
    draft.cancel();
    const answer = await submit.run(reviewId, input);
    if (answer) {
      setSent(true);
      window.scrollTo({ top: 0 });
    }
  }

  if (sent) {
    return (
      <MessageScreen
        title={REVIEW_PAGE_MESSAGES.sentTitle}
        tone="success"
        actions={[{ label: REVIEW_PAGE_MESSAGES.backToProduct, href: productHref }]}
      >
        <p>{REVIEW_MESSAGES.submitted}</p>
        <p>{status === 'published' ? REVIEW_PAGE_MESSAGES.sentRevision : REVIEW_PAGE_MESSAGES.sentNew}</p>
      </MessageScreen>
    );
  }

  const editing = review !== null && !drafting;
  const title = editing ? REVIEW_PAGE_MESSAGES.editTitle : REVIEW_PAGE_MESSAGES.createTitle;
  const remarksSource =
    status === 'needs_changes' ? review?.remarks : revision?.status === 'needs_changes' ? revision.remarks : null;
  const notEditable = status === 'rejected' || status === 'hidden';
  return (
    <AccountScreen title={`${title}: ${productName}`}>
      <div className={styles.page}>
        <header className={styles.product}>
          {imagePath ? <img className={styles.packshot} src={imagePath} alt="" width={96} height={96} /> : <span />}
          <div>
            <h1 className={styles.heading}>{title}</h1>
            <p className={styles.productName}>
              <RouterLink href={productHref}>{productName}</RouterLink>
            </p>
            <p className={styles.brand}>{brandName}</p>
          </div>
        </header>
        {status === 'published' ? <p className={styles.note}>{REVIEW_PAGE_MESSAGES.publishedNote}</p> : null}
        {status === 'pending' ? <p className={styles.note}>{REVIEW_PAGE_MESSAGES.pendingNote}</p> : null}
        {notEditable ? <p className={styles.note}>{REVIEW_MESSAGES.notEditable}</p> : null}
        <ReviewForm
          value={value}
          onChange={change}
          onSubmit={(input) => void send(input)}
          onSaveDraft={() => {
            draft.schedule(reviewDraftOf(value));
            void draft.flush();
          }}
          onUploadPhoto={uploadPhoto}
          shops={shops}
          errors={submit.fields}
          formError={submit.error}
          saveState={drafting ? draft.state : 'idle'}
          remarks={remarksSource ? [remarksSource] : []}
          pending={submit.isPending}
          isDisabled={notEditable}
        />
        {/* The tour explains a first review's fields; a sent review's author has seen them. */}
        {drafting ? <ReviewTour ready /> : null}
      </div>
    </AccountScreen>
  );
}
