import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { LoadMore } from './LoadMore';
import { Pagination } from './Pagination';

const hrefForPage = (page: number) => (page === 1 ? '/kremy' : `/kremy?page=${page}`);

describe('Pagination', () => {
  it('links every shown page, the current one marked', () => {
    render(<Pagination page={5} pageCount={20} hrefForPage={hrefForPage} />);
    const nav = screen.getByRole('navigation', { name: 'Strony' });
    const list = within(nav).getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['1', '4', '5', '6', '20']);
    expect(within(list).getByRole('link', { name: 'Strona 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: 'Strona 1' })).toHaveAttribute('href', '/kremy');
    expect(screen.getByText('Strona 5 z 20')).toBeInTheDocument();
  });

  it('has previous and next links with rel, disabled at the ends', () => {
    const { rerender } = render(<Pagination page={5} pageCount={20} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('link', { name: 'Poprzednia' })).toHaveAttribute('href', '/kremy?page=4');
    expect(screen.getByRole('link', { name: 'Poprzednia' })).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('link', { name: 'Następna' })).toHaveAttribute('href', '/kremy?page=6');
    rerender(<Pagination page={1} pageCount={20} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('link', { name: 'Poprzednia' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Poprzednia' })).not.toHaveAttribute('href');
    rerender(<Pagination page={20} pageCount={20} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('link', { name: 'Następna' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefForPage={hrefForPage} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('LoadMore', () => {
  it('shows progress and a load-more button below the threshold', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(<LoadMore loaded={48} total={1234} onLoadMore={onLoadMore} />);
    expect(screen.getByText('Wyświetlono 48 z 1234 produktów')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('offers the next page by number of products from 192 on', () => {
    render(<LoadMore loaded={192} total={1234} onLoadMore={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Pokaż kolejne 24 produkty' })).toBeInTheDocument();
  });

  it('keeps focus and ignores presses while busy', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(<LoadMore loaded={48} total={1234} busy onLoadMore={onLoadMore} />);
    const button = screen.getByRole('button', { name: 'Ładowanie produktów…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('explains the 10,000-product window instead of a button', () => {
    render(<LoadMore loaded={10_008} total={25_000} onLoadMore={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(
      screen.getByText('Wyświetlono maksymalną liczbę produktów. Zawęź wyniki filtrami, aby zobaczyć więcej.'),
    ).toBeInTheDocument();
  });

  it('shows only the count when everything is loaded', () => {
    render(<LoadMore loaded={36} total={36} onLoadMore={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Wyświetlono 36 z 36 produktów')).toBeInTheDocument();
  });
});
