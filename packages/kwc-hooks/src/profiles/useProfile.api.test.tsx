// @vitest-environment node
import { realApiForFile, sessionOf } from '../test/realApiClient';
import '../test/domGlobals';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiResponseError } from '../api/errors';
import { hooksWrapper } from '../test/wrapper';
import { useProfile, useProfileSection } from './useProfile';

const real = realApiForFile();

describe('profile hooks against the real API', () => {
  it('reads nothing while logged out', async () => {
    const wrapper = hooksWrapper({ client: real.client });
    const { result } = renderHook(() => useProfile(1), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it("reads one's own profile with its counters and drafts, and another's without them", async () => {
    await real.client.login({ username: 'ania@demo.kwc.pl', password: 'kosmetyki123' });
    const { cookies, session } = sessionOf(real.cookies);
    const userId = session.getSnapshot().user!.id;
    const wrapper = hooksWrapper({ client: real.client, cookies, session });
    const { result } = renderHook(
      () => {
        // SWR re-renders for the fields read while rendering: each is read here.
        const read = <D,>({ data, error }: { data: D | undefined; error: unknown }) => ({ data, error });
        return {
          profile: read(useProfile(userId)),
          opinions: read(useProfileSection(userId, 'opinie')),
          drafts: read(useProfileSection(userId, 'szkice')),
          other: read(useProfileSection(1, 'szkice')),
        };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.profile.data && result.current.opinions.data).toBeTruthy());
    expect(result.current.profile.data).toMatchObject({
      isOwner: true,
      profile: { id: userId, username: 'ania.demo' },
    });
    const opinions = result.current.opinions.data!;
    const profile = result.current.profile.data!;
    expect(opinions.section).toBe('opinie');
    expect(opinions.total).toBe(profile.counters.reviews);
    await waitFor(() => expect(result.current.drafts.data).toBeDefined());
    // Another user's drafts are not hers to read.
    await waitFor(() => expect(result.current.other.error).toBeInstanceOf(ApiResponseError));
    expect((result.current.other.error as ApiResponseError).status).toBe(404);
  });
});
