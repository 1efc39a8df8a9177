// @vitest-environment node
// A DOM for the hooks; the cookies are kept by hand, as in useReviewWriting.api.test.tsx.
import '../test/domGlobals';
import { REVIEW_MESSAGES } from '@kwc/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiResponseError } from '../api/errors';
import { createApiClient, type ApiClient } from '../api/createApiClient';
import { createSessionStore } from '../session/sessionStore';
import { createMemoryCookieStore } from '../storage/cookieStore';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { cookieHeader, startRealApi, TEST_ORIGIN, withCookieMap, type RealApi } from '../test/realApi';
import { hooksWrapper } from '../test/wrapper';
import { useModerationDecision, useModerationQueue } from './useModeration';

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi();
}, 120_000);

afterAll(async () => {
  await api?.close();
});

async function loggedIn(username: string) {
  const cookies = new Map<string, string>();
  const client: ApiClient = createApiClient({
    baseUrl: TEST_ORIGIN,
    fetch: withCookieMap(api, cookies),
    getCookie: (name) => cookies.get(name) ?? null,
  });
  await client.login({ username, password: 'kosmetyki123' });
  const cookieStore = createMemoryCookieStore(cookieHeader(cookies));
  const session = createSessionStore({ cookies: cookieStore, storage: createMemoryStorage() });
  expect(session.getSnapshot().isLoggedIn).toBe(true);
  return hooksWrapper({ client, cookies: cookieStore, session });
}

describe('moderation hooks against the real API', () => {
  it('a plain user gets the 403 as the error, never a queue', async () => {
    const wrapper = await loggedIn('ola@demo.kwc.pl');
    const { result } = renderHook(() => useModerationQueue(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiResponseError));
    expect((result.current.error as ApiResponseError).status).toBe(403);
    expect(result.current.data).toBeUndefined();
  });

  it('the moderator reads the seeded queue oldest first, filters it, decides, and the queue is asked again', async () => {
    const wrapper = await loggedIn('moderator@demo.kwc.pl');
    const { result } = renderHook(
      () => ({
        queue: useModerationQueue({ status: 'pending', kind: 'review' }),
        revisions: useModerationQueue({ kind: 'revision' }),
        decision: useModerationDecision(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.queue.data?.items.length).toBeGreaterThan(0));
    const { items, total } = result.current.queue.data!;
    expect(items.every((item) => item.kind === 'review' && item.review.status === 'pending')).toBe(true);
    const sent = items.map((item) => item.review.submittedAt!);
    expect(sent).toEqual([...sent].sort());
    await waitFor(() => expect(result.current.revisions.data).toBeDefined());
    expect(result.current.revisions.data!.items.every((item) => item.kind === 'revision')).toBe(true);

    const first = items[0]!.review.id;
    await act(async () => {
      await expect(
        result.current.decision.run(first, { decision: 'reject', reasonCodes: ['links'], remark: null }),
      ).resolves.toBeNull();
    });
    expect(result.current.decision.fields).toHaveProperty('reasonCodes', REVIEW_MESSAGES.reasonsKind);

    await act(async () => {
      await result.current.decision.run(first, { decision: 'publish', reasonCodes: [], remark: null });
    });
    expect(result.current.decision).toMatchObject({ isDone: true, error: null });
    await waitFor(() => expect(result.current.queue.data!.total).toBe(total - 1));
    expect(result.current.queue.data!.items.map((item) => item.review.id)).not.toContain(first);

    await act(async () => {
      await result.current.decision.run(first, { decision: 'publish', reasonCodes: [], remark: null });
    });
    expect(result.current.decision.error).toBe(REVIEW_MESSAGES.notDecidable);
  });
});
