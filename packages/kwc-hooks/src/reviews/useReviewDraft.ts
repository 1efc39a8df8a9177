import { REVIEW_MESSAGES, type ReviewDraft } from '@kwc/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';

import { ApiResponseError } from '../api/errors';
import { useApiClient } from '../provider/KwcHooksProvider';
import { myReviewKey } from './useReviewWriting';

/** Where the autosaved draft stands: nothing to save, on its way, stored, or refused / not sent. */
export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** What a save state says to the author (kwc-domain's copy; `idle` says nothing). */
export const DRAFT_SAVE_STATE_TEXT: Record<DraftSaveState, string> = {
  idle: '',
  saving: REVIEW_MESSAGES.savingDraft,
  saved: REVIEW_MESSAGES.saved,
  failed: REVIEW_MESSAGES.draftFailed,
};

export interface ReviewDraftOptions {
  productId: number;
  /** The review the draft belongs to; `null` before the first save creates it. */
  reviewId: number | null;
  /** Only a review still in the draft state takes drafts (the API answers 409 otherwise). @default true */
  enabled?: boolean;
  /** Quiet time after the last change before it is saved. @default 1500 */
  delayMs?: number;
}

export interface ReviewDraftState {
  state: DraftSaveState;
  /** The text for `state` ('Szkic zapisany'…). */
  message: string;
  /** The review's id once the first save created it. */
  reviewId: number | null;
  /** The API's message when the last save failed. */
  error: string | null;
  /** Saves this draft after `delayMs` of quiet (a newer call replaces it). */
  schedule: (draft: ReviewDraft) => void;
  /** Saves a waiting draft now and waits for every save under way; resolves with the review's id. */
  flush: () => Promise<number | null>;
  /** Drops a waiting draft (e.g. the review was just sent). */
  cancel: () => void;
}

/**
 * Autosaves the author's draft of a review (issue 32): debounced, the first save a POST that creates
 * the review, every later one a PATCH of it. Saves run one after another, so a PATCH never overtakes
 * the POST that gives it its id. `flush` before submitting so nothing typed is lost.
 */
export function useReviewDraft({
  productId,
  reviewId: initialId,
  enabled = true,
  delayMs = 1500,
}: ReviewDraftOptions): ReviewDraftState {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<DraftSaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [reviewId, setReviewId] = useState<number | null>(initialId);
  const idRef = useRef<number | null>(initialId);
  const waiting = useRef<ReviewDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, []);

  // The page may learn the review's id after mounting (its read arrives later).
  useEffect(() => {
    if (initialId !== null && idRef.current === null) {
      idRef.current = initialId;
      setReviewId(initialId);
    }
  }, [initialId]);

  const saveOne = useCallback(
    async (draft: ReviewDraft) => {
      if (mounted.current) setState('saving');
      try {
        let answer;
        if (idRef.current === null) {
          try {
            answer = await client.createReview({ productId, submit: false, draft });
          } catch (cause) {
            // Another tab created it meanwhile: save into that one.
            if (!(cause instanceof ApiResponseError && cause.status === 409)) throw cause;
            const mine = await client.getMyReview(productId);
            // Gone again before this read: the conflict stands.
            if (!mine) throw cause;
            idRef.current = mine.review.id;
            answer = await client.updateReview(mine.review.id, { submit: false, draft });
          }
        } else {
          answer = await client.updateReview(idRef.current, { submit: false, draft });
        }
        idRef.current = answer.review.id;
        await mutate(myReviewKey(productId), answer, { revalidate: false });
        if (mounted.current) {
          setReviewId(answer.review.id);
          setError(null);
          setState(waiting.current === null ? 'saved' : 'saving');
        }
      } catch (cause) {
        if (mounted.current) {
          setError(cause instanceof Error ? cause.message : String(cause));
          setState('failed');
        }
      }
    },
    [client, mutate, productId],
  );

  const startWaiting = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const draft = waiting.current;
    waiting.current = null;
    if (draft === null) return chain.current;
    chain.current = chain.current.then(() => saveOne(draft));
    return chain.current;
  }, [saveOne]);

  const schedule = useCallback(
    (draft: ReviewDraft) => {
      if (!enabled) return;
      waiting.current = draft;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => void startWaiting(), delayMs);
    },
    [enabled, delayMs, startWaiting],
  );

  const flush = useCallback(async () => {
    await startWaiting();
    return idRef.current;
  }, [startWaiting]);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    waiting.current = null;
  }, []);

  return { state, message: DRAFT_SAVE_STATE_TEXT[state], reviewId, error, schedule, flush, cancel };
}
