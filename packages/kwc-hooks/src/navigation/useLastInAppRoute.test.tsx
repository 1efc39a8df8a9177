import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useLastInAppRoute } from './useLastInAppRoute';

describe('useLastInAppRoute', () => {
  it('gives the route before the current one, null on the first page', () => {
    const { result, rerender } = renderHook(({ location }) => useLastInAppRoute(location), {
      initialProps: { location: '/' },
    });
    expect(result.current).toBeNull();

    rerender({ location: '/pielegnacja-twarzy' });
    expect(result.current).toBe('/');
    rerender({ location: '/pielegnacja-twarzy' });
    expect(result.current).toBe('/');
    rerender({ location: '/krem,12.html' });
    expect(result.current).toBe('/pielegnacja-twarzy');
  });
});
