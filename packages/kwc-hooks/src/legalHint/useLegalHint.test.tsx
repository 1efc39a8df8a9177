import { ERROR_MESSAGES } from '@kwc/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { MSW_ORIGIN, setupMswServer } from '../test/msw';
import { mswClient } from '../test/mswClient';
import { hooksWrapper } from '../test/wrapper';
import { useLegalHint } from './useLegalHint';

const server = setupMswServer();

function setup() {
  return { wrapper: hooksWrapper({ client: mswClient().client }) };
}

describe('useLegalHint', () => {
  it("useLegalHint says 'Coś poszło nie tak' when the hint cannot load", async () => {
    server.use(http.get(`${MSW_ORIGIN}/api/catalog/legal-hint-content`, () => HttpResponse.error()));
    const { wrapper } = setup();
    const { result } = renderHook(() => useLegalHint('regulamin-opinii', { shouldRetryOnError: false }), { wrapper });

    await waitFor(() => expect(result.current.errorMessage).toBe(ERROR_MESSAGES.legalHintLoadFailed));
    expect(result.current.content).toBeNull();
  });

  it('useLegalHint loads nothing until an identifier is given', async () => {
    const seen = vi.fn();
    server.use(
      http.get(`${MSW_ORIGIN}/api/catalog/legal-hint-content`, () => {
        seen();
        return HttpResponse.json({ content: '<p>Treść</p>' });
      }),
    );
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ id }) => useLegalHint(id), {
      wrapper,
      initialProps: { id: null as string | null },
    });
    expect(result.current).toMatchObject({ content: null, isLoading: false });
    expect(seen).not.toHaveBeenCalled();

    rerender({ id: 'regulamin-opinii' });
    await waitFor(() => expect(result.current.content).toBe('<p>Treść</p>'));
  });
});
