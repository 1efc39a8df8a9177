import { describe, expect, it } from 'vitest';

import { resolveRoute } from '../../app/routes';
import { resolveAccountRoute } from './accountRoutes';
import { moderationTabOf, queueQueryOf } from './ModerationPage';
import { productQueueQueryOf } from './moderation/ProductModerationTab';

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

  it('shows the products tab for ?rodzaj=produkty only, pending, its page checked', () => {
    expect(moderationTabOf('')).toBe('reviews');
    expect(moderationTabOf('rodzaj=opinie&status=pending')).toBe('reviews');
    expect(moderationTabOf('rodzaj=produkty&page=2')).toBe('products');
    expect(productQueueQueryOf('rodzaj=produkty&page=2')).toEqual({ status: 'pending', page: 2 });
    expect(productQueueQueryOf('rodzaj=produkty&page=0')).toEqual({ status: 'pending', page: 1 });
    expect(productQueueQueryOf('page=x')).toEqual({ status: 'pending', page: 1 });
  });
});
