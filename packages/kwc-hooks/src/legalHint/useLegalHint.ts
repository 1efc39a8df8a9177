import { ERROR_MESSAGES, type LegalHintResponse } from '@kwc/domain';
import useSWR, { type KeyedMutator, type SWRConfiguration } from 'swr';

import type { ApiError } from '../api/errors';
import { legalHintKey } from '../api/keys';
import { useApiClient } from '../provider/KwcHooksProvider';

/** What `useLegalHint` gives. */
export interface LegalHintResult {
  /** The hint's HTML, once loaded. */
  content: string | null;
  /** 'Coś poszło nie tak' when loading failed. */
  errorMessage: string | null;
  isLoading: boolean;
  mutate: KeyedMutator<LegalHintResponse>;
}

/**
 * A legal hint's content, loaded when `identifier` is set (the modal opens). When loading fails,
 * `errorMessage` is 'Coś poszło nie tak' (spec section 8).
 */
export function useLegalHint(
  identifier: string | null,
  config?: SWRConfiguration<LegalHintResponse, ApiError>,
): LegalHintResult {
  const client = useApiClient();
  const swr = useSWR<LegalHintResponse, ApiError>(
    identifier === null ? null : legalHintKey(identifier),
    () => client.getLegalHintContent(identifier!),
    config,
  );
  return {
    content: swr.data?.content ?? null,
    errorMessage: swr.error ? ERROR_MESSAGES.legalHintLoadFailed : null,
    isLoading: swr.isLoading,
    mutate: swr.mutate,
  };
}
