import { describe, expect, it } from 'vitest';

import { resolveRoute } from '../../app/routes';
import { resolveAccountRoute } from './accountRoutes';
import { queueQueryOf } from './ModerationPage';

describe('the moderation page', () => {
  it('is on the account side under /moderacja only', () => {
    expect(resolveRoute('/moderacja').route?.name).toBe('account');
    expect(resolveAccountRoute('/moderacja')?.route.name).toBe('moderation');
    expect(resolveRoute('/moderacja-x').route?.name).toBe('category');
  });

  it('reads its filters from the query, unknown values falling back to the defaults', () => {
    expect(queueQueryOf('')).toEqual({ status: 'pending', kind: 'all', page: 1 });
    expect(queueQueryOf('status=needs_changes&kind=revision&page=2')).toEqual({
      status: 'needs_changes',
      kind: 'revision',
      page: 2,
    });
    expect(queueQueryOf('status=draft')).toEqual({ status: 'pending', kind: 'all', page: 1 });
  });
});
