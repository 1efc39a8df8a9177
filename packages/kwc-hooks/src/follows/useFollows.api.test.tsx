// @vitest-environment node
// A DOM for the hooks; the cookies are kept by hand (as the other real-API hook tests).
import { realApiForFile, sessionOf } from '../test/realApiClient';
import '../test/domGlobals';
import { FOLLOW_MESSAGES } from '@kwc/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiResponseError } from '../api/errors';
import { hooksWrapper } from '../test/wrapper';
import { useActivityFeed, useFollowToggle, useUserFollows } from './useFollows';

const real = realApiForFile();

async function loggedInAs(email: string) {
  await real.client.login({ username: email, password: 'kosmetyki123' });
  const { cookies, session } = sessionOf(real.cookies);
  return { wrapper: hooksWrapper({ client: real.client, cookies, session }), id: session.getSnapshot().user!.id };
}

describe('follow hooks against the real API', () => {
  it('pages ania’s follows in both directions by cursor, each user once, up to the total', async () => {
    const { wrapper, id } = await loggedInAs('ania@demo.kwc.pl');
    const { result } = renderHook(() => useUserFollows(id, 'given', { pageSize: 2 }), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    const total = result.current.total!;
    expect(total).toBeGreaterThan(2);
    expect(result.current.items.every((user) => user.isFollowed)).toBe(true);
    while (result.current.hasMore) {
      const before = result.current.items.length;
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.items.length).toBeGreaterThan(before));
    }
    expect(result.current.items).toHaveLength(total);
    expect(new Set(result.current.items.map((user) => user.id)).size).toBe(total);

    const received = renderHook(() => useUserFollows(id, 'received'), { wrapper });
    await waitFor(() => expect(received.result.current.total).toBeGreaterThan(0));
    expect(received.result.current.hasMore).toBe(false);
  });

  it('follows a follower back and stops, refusing oneself with the Polish message; the feed loads page by page', async () => {
    const { wrapper, id } = await loggedInAs('ania@demo.kwc.pl');
    const followers = renderHook(() => useUserFollows(id, 'received'), { wrapper });
    await waitFor(() => expect(followers.result.current.items.length).toBeGreaterThan(0));
    const fan = followers.result.current.items.find((user) => !user.isFollowed)!;
    const { result } = renderHook(
      () => ({
        fan: useFollowToggle(fan.id, { isFollowed: false, followers: fan.followers }),
        self: useFollowToggle(id, { isFollowed: false, followers: 0 }),
        feed: useActivityFeed({ pageSize: 3 }),
      }),
      { wrapper },
    );
    await act(async () => {
      await result.current.fan.toggle();
    });
    expect(result.current.fan).toMatchObject({ isFollowed: true, followers: fan.followers + 1, error: null });
    await act(async () => {
      await result.current.fan.toggle();
    });
    expect(result.current.fan).toMatchObject({ isFollowed: false, followers: fan.followers });

    let failure: unknown = null;
    await act(async () => {
      failure = await result.current.self.toggle().catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(ApiResponseError);
    expect(result.current.self.error?.message).toBe(FOLLOW_MESSAGES.cannotFollowSelf);
    expect(result.current.self.isFollowed).toBe(false);

    await waitFor(() => expect(result.current.feed.items).toHaveLength(3));
    act(() => result.current.feed.loadMore());
    await waitFor(() => expect(result.current.feed.items).toHaveLength(6));
    const times = result.current.feed.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(result.current.feed.items.map((item) => item.id)).size).toBe(6);
  });

  it('asks nothing while logged out', async () => {
    const { result } = renderHook(() => useActivityFeed(), { wrapper: hooksWrapper({ client: real.client }) });
    expect(result.current).toMatchObject({ items: [], isLoading: false, hasMore: false });
  });
});
