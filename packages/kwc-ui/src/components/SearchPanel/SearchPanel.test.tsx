import type { SearchResult } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { kremResults, searchBaseUrl } from '../private/fixtures/search.fixtures';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';
import { groupSearchResults, highlightMatch, searchPanelState } from './searchResults';

describe('groupSearchResults', () => {
  it('groups by type in the order marki, kategorie, produkty, składniki, keeping the API order', () => {
    const shuffled = [...kremResults].reverse();
    const groups = groupSearchResults(shuffled, '');
    expect(groups.map((group) => group.label)).toEqual(['Marki', 'Kategorie', 'Produkty', 'Składniki']);
    expect(groups[1]?.entries.map((entry) => entry.title)).toEqual([
      'Kremy do rąk',
      'Kremy pod oczy',
      'Kremy do twarzy',
    ]);
  });

  it('links by slug with the brand prefix, url_key, url, or base URL plus url_path', () => {
    const hrefs = Object.fromEntries(
      groupSearchResults(kremResults, searchBaseUrl)
        .flatMap((group) => group.entries)
        .map((entry) => [entry.result._id, entry.href]),
    );
    expect(hrefs['brand-1']).toBe('/marka-krem-de-la-krem');
    expect(hrefs['brand-2']).toBe('/marka-kremowa-apteka');
    expect(hrefs['category-1']).toBe('/kremy-do-twarzy');
    expect(hrefs['ingredient-1']).toBe('/skladnik-maslo-shea');
    expect(hrefs['product-1']).toBe('https://kwc.pl/nivea-soft-krem-nawilzajacy,1041.html');
  });

  it('titles by full_name, name or title and leaves out results without a link or a title', () => {
    const results: SearchResult[] = [
      { _id: 'a', _type: 'product', _source: { name: 'Bez adresu' } },
      { _id: 'b', _type: 'product', _source: { url_key: 'bez-nazwy' } },
      { _id: 'c', _type: 'product', _source: { url_key: 'tonik', title: 'Tonik różany' } },
    ];
    expect(groupSearchResults(results, '').flatMap((group) => group.entries.map((entry) => entry.title))).toEqual([
      'Tonik różany',
    ]);
  });
});

describe('searchPanelState', () => {
  it('tells apart nothing typed, too short, loading, no results and results', () => {
    expect(searchPanelState('', 0, false)).toBe('empty');
    expect(searchPanelState('   ', 0, true)).toBe('empty');
    expect(searchPanelState(' kr ', 5, false)).toBe('tooShort');
    expect(searchPanelState('krem', 0, true)).toBe('loading');
    expect(searchPanelState('krem', 0, false)).toBe('noResults');
    expect(searchPanelState('krem', 3, false)).toBe('results');
  });
});

describe('highlightMatch', () => {
  it('marks the first case-insensitive match, Polish letters included', () => {
    expect(highlightMatch('Kremy do rąk', 'KREM')).toEqual([
      { text: 'Krem', match: true },
      { text: 'y do rąk', match: false },
    ]);
    expect(highlightMatch('Masło Shea', 'ŁO S')).toEqual([
      { text: 'Mas', match: false },
      { text: 'ło S', match: true },
      { text: 'hea', match: false },
    ]);
  });

  it('marks a phrase typed without Polish letters, and its words apart when the whole is not there', () => {
    expect(highlightMatch('Krem nawilżający z kwasem', 'krem nawilzajacy')).toEqual([
      { text: 'Krem nawilżający', match: true },
      { text: ' z kwasem', match: false },
    ]);
    expect(highlightMatch('Nivea Krem do twarzy nawilżający', 'krem nawilzajacy')).toEqual([
      { text: 'Nivea ', match: false },
      { text: 'Krem', match: true },
      { text: ' do twarzy ', match: false },
      { text: 'nawilżający', match: true },
    ]);
    expect(highlightMatch("L'Oréal Paris", 'oreal')).toEqual([
      { text: "L'", match: false },
      { text: 'Oréal', match: true },
      { text: ' Paris', match: false },
    ]);
  });

  it('marks nothing for no match or a phrase under 3 characters', () => {
    expect(highlightMatch('Tonik', 'krem')).toEqual([{ text: 'Tonik', match: false }]);
    expect(highlightMatch('Tonik', 'to')).toEqual([{ text: 'Tonik', match: false }]);
  });
});

function Harness(props: Partial<SearchPanelProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <SearchPanel results={[]} {...props} value={value} onChange={setValue} />;
}

describe('SearchPanel', () => {
  it("shows the field with the placeholder 'Szukaj' and a hint while empty", () => {
    render(<Harness />);
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveAttribute('placeholder', 'Szukaj');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('asks for 3 characters and hides results for a shorter phrase, even when some are passed', () => {
    render(<Harness value="kr" results={kremResults} onSubmit={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Wpisz przynajmniej 3 znaki');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Szukaj „/ })).not.toBeInTheDocument();
  });

  it('shows the loader while loading, and the no-results message after', () => {
    const { rerender } = render(<SearchPanel value="krem z ambrą" onChange={vi.fn()} isLoading />);
    expect(screen.getByText('Szukam…', { selector: '[role="status"] *' })).toBeInTheDocument();
    expect(screen.queryByText('Brak wyników dla podanej frazy...')).not.toBeInTheDocument();
    rerender(<SearchPanel value="krem z ambrą" onChange={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Brak wyników dla podanej frazy...');
  });

  it('lists the results under their group headings and announces their count', () => {
    render(<Harness value="krem" results={kremResults} />);
    expect(screen.getByRole('status')).toHaveTextContent('9 wyników');
    expect(screen.getByRole('region', { name: 'Marki' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nivea Soft, krem intensywnie nawilżający' })).toHaveAttribute(
      'href',
      '/nivea-soft-krem-nawilzajacy,1041.html',
    );
    expect(screen.getAllByText('Krem', { selector: 'mark' })).toHaveLength(5);
  });

  it('applies the trimmed phrase with Enter or the submit action', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness value="  krem " results={kremResults} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith('krem');
    await user.click(screen.getByRole('button', { name: 'Szukaj „krem”' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('moves through the results with the arrow keys and follows one with Enter', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<Harness value="krem" results={kremResults} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Krem de la Krem' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Kremy do twarzy' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Masło shea' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Masło shea' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // jsdom does not navigate: the click that Enter fires on a link is enough.
    screen.getByRole('link', { name: 'Krem de la Krem' }).addEventListener('click', (event) => event.preventDefault());
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith(kremResults[0], '/marka-krem-de-la-krem');
  });

  it('clears the phrase with Escape and with the clear button', async () => {
    const user = userEvent.setup();
    render(<Harness value="krem" results={kremResults} />);
    const field = screen.getByRole('searchbox');
    await user.click(field);
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
    await user.keyboard('tonik');
    await user.click(screen.getByRole('button', { name: 'Wyczyść' }));
    expect(field).toHaveValue('');
  });

  it("shows a product's thumbnail and price, and no picture of an adult product", () => {
    const results: SearchResult[] = [
      {
        _id: 'p',
        _type: 'product',
        _source: { url_path: 'krem,1.html', name: 'Krem nawilżający', image: '/images/products/1.svg', price: 24.99 },
      },
      {
        _id: 'q',
        _type: 'product',
        _source: { url_path: 'zel,2.html', name: 'Krem intymny', image: '/images/products/2.svg', is_adult: true },
      },
    ];
    const { container } = render(<Harness value="krem" results={results} />);
    const link = screen.getByRole('link', { name: /Krem nawilżający/ });
    expect(link).toHaveTextContent('24,99 zł');
    expect(link.querySelector('img')).toHaveAttribute('src', '/images/products/1.svg');
    expect(screen.getByRole('link', { name: /Krem intymny/ }).querySelector('img')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('opens results on other sites in a new tab, and keeps base-URL links in place', () => {
    const results: SearchResult[] = [
      { _id: 'x', _type: 'product', _source: { url: 'https://sklep.example/krem', name: 'Krem w sklepie' } },
      { _id: 'y', _type: 'product', _source: { url_path: 'krem,1.html', name: 'Krem w katalogu' } },
    ];
    render(<Harness value="krem" results={results} baseUrl={searchBaseUrl} />);
    expect(screen.getByRole('link', { name: /Krem w sklepie/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Krem w katalogu' })).not.toHaveAttribute('target');
  });
});
