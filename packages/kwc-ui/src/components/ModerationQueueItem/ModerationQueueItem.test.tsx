import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { NEW_REVIEW_ITEM, REPLIED_ITEM, REVISION_ITEM } from './ModerationQueueItem.fixtures';
import { ModerationQueueItem } from './ModerationQueueItem';

describe('ModerationQueueItem', () => {
  it('shows the product, the author with their published count and the Polish date', () => {
    render(<ModerationQueueItem item={REPLIED_ITEM} productHref="/p.html" />);
    const { product } = REPLIED_ITEM;
    expect(screen.getByRole('link', { name: `${product.brandName} ${product.name}` })).toHaveAttribute(
      'href',
      '/p.html',
    );
    expect(screen.getByText(/3 opublikowane opinie/)).toBeInTheDocument();
    expect(screen.getByText('20 listopada 2026')).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(screen.getByText(REPLIED_ITEM.authorReply!)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toHaveAttribute('aria-current');
  });

  it('shows a revision’s edit, not the published text', () => {
    render(<ModerationQueueItem item={REVISION_ITEM} isCurrent headingLevel={2} />);
    expect(screen.getByRole('heading', { name: 'Po trzech miesiącach zmieniam zdanie', level: 2 })).toBeInTheDocument();
    expect(screen.queryByText(NEW_REVIEW_ITEM.review.title)).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('aria-current', 'true');
  });
});
