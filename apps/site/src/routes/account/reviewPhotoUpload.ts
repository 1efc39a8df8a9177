import { REVIEW_MESSAGES, type ReviewPhoto } from '@kwc/domain';
import { ApiResponseError, useApiClient } from '@kwc/hooks';
import { useCallback } from 'react';

/**
 * Uploads one photo with the review photo call (reviews and added products share it). A refusal is
 * thrown as an Error with the API's Polish reason (type, size…): the upload field shows its message.
 */
export function useReviewPhotoUpload(): (file: File) => Promise<ReviewPhoto> {
  const client = useApiClient();
  return useCallback(
    async (file: File) => {
      try {
        return (await client.uploadReviewPhoto(file)).photo;
      } catch (error) {
        const fields = error instanceof ApiResponseError ? Object.values(error.fields) : [];
        throw new Error(
          fields[0] ?? (error instanceof ApiResponseError ? error.message : REVIEW_MESSAGES.photoUnreadable),
        );
      }
    },
    [client],
  );
}
