import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { brandOptions, effectOptions, moreBrandOptions, shadeOptions } from '../private/fixtures/filters.fixtures';
import { CheckboxFilter, type CheckboxFilterProps } from './CheckboxFilter';
import { arrangeOptions, foldSearchText, matchesOptionSearch } from './filterOptions';

const [nivea, garnier, ziaja] = brandOptions;

describe('foldSearchText and matchesOptionSearch', () => {
  it('folds case and Polish letters, so a phone keyboard without them still finds an option', () => {
    expect(foldSearchText('  Żel   ŁÓDŹ  ')).toBe('zel lodz');
    expect(matchesOptionSearch('Tołpa', 'tol')).toBe(true);
    expect(matchesOptionSearch('Avène', 'AVEN')).toBe(true);
    expect(matchesOptionSearch('Nivea', 'garn')).toBe(false);
  });

  it('matches everything with an empty search', () => {
    expect(matchesOptionSearch('Nivea', '')).toBe(true);
    expect(matchesOptionSearch('Nivea', '   ')).toBe(true);
  });
});

describe('arrangeOptions', () => {
  it('puts the selection on top in the order of value, and the rest below', () => {
    const { top, rest } = arrangeOptions({ options: brandOptions.slice(0, 3), value: ['marka-ziaja', 'marka-nivea'] });
    expect(top.map((option) => option.slug)).toEqual(['marka-ziaja', 'marka-nivea']);
    expect(rest.map((option) => option.slug)).toEqual(['marka-garnier']);
  });

  it('keeps a selected option that is not in the loaded page, with its label from selectedOptions', () => {
    const [weleda] = moreBrandOptions.filter((option) => option.slug === 'marka-weleda');
    const { top } = arrangeOptions({ options: [nivea!], selectedOptions: [weleda!], value: ['marka-weleda'] });
    expect(top).toEqual([weleda]);
  });

  it('lists a selected slug found nowhere by its slug, so it can still be unchecked', () => {
    const { top } = arrangeOptions({ options: [], value: ['marka-nieznana'] });
    expect(top[0]).toMatchObject({ slug: 'marka-nieznana', label: 'marka-nieznana', count: 0 });
  });

  it('prefers the loaded page to selectedOptions: its counts follow the current filters', () => {
    const stale = { ...nivea!, count: 1 };
    const { top } = arrangeOptions({ options: [nivea!], selectedOptions: [stale], value: ['marka-nivea'] });
    expect(top[0]?.count).toBe(nivea!.count);
  });

  it('filters only the rest by the search', () => {
    const { top, rest } = arrangeOptions({ options: brandOptions, value: ['marka-nivea'], search: 'zia' });
    expect(top.map((option) => option.label)).toEqual(['Nivea']);
    expect(rest.map((option) => option.label)).toEqual(['Ziaja']);
  });

  it('keeps the pinned top group while the visitor works in the filter', () => {
    const { top, rest } = arrangeOptions({
      options: [nivea!, garnier!, ziaja!],
      value: ['marka-garnier'],
      pinned: [nivea!],
    });
    expect(top.map((option) => option.slug)).toEqual(['marka-nivea']);
    expect(rest.map((option) => option.slug)).toEqual(['marka-garnier', 'marka-ziaja']);
  });
});

function Controlled(props: CheckboxFilterProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CheckboxFilter
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

describe('CheckboxFilter', () => {
  it('names each option with its count in words', () => {
    render(<CheckboxFilter label="Marka" options={[nivea!]} value={[]} onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Marka' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Nivea (142 produkty)' })).not.toBeChecked();
  });

  it('emits the new selection when an option is ticked or unticked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxFilter label="Działanie" options={effectOptions} value={['dzialanie-odzywcze']} onChange={onChange} />,
    );
    await user.click(screen.getByRole('checkbox', { name: /^Nawilżające/ }));
    expect(onChange).toHaveBeenLastCalledWith(['dzialanie-odzywcze', 'dzialanie-nawilzajace']);
    // The tick shows at once, before the caller's value follows: the next change builds on it.
    expect(screen.getByRole('checkbox', { name: /^Nawilżające/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /^Odżywcze/ }));
    expect(onChange).toHaveBeenLastCalledWith(['dzialanie-nawilzajace']);
  });

  it("follows the caller's selection once it changes, over what was ticked", async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <CheckboxFilter label="Działanie" options={effectOptions} value={[]} onChange={vi.fn()} />,
    );
    await user.click(screen.getByRole('checkbox', { name: /^Nawilżające/ }));
    expect(screen.getByRole('checkbox', { name: /^Nawilżające/ })).toBeChecked();
    // The listing decided otherwise (e.g. Back moved the URL): its selection shows.
    rerender(
      <CheckboxFilter label="Działanie" options={effectOptions} value={['dzialanie-odzywcze']} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('checkbox', { name: /^Nawilżające/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Odżywcze/ })).toBeChecked();
    // Back to the selection the tick started from: the caller's (empty) selection, not the old tick.
    rerender(<CheckboxFilter label="Działanie" options={effectOptions} value={[]} onChange={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: /^Nawilżające/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Odżywcze/ })).not.toBeChecked();
  });

  it('keeps a ticked option in place while focus is inside, and moves it up once focus leaves', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Controlled label="Działanie" options={effectOptions} value={[]} onChange={vi.fn()} />
        <button type="button">Dalej</button>
      </>,
    );
    // The keyboard's way in: Tab to the option, Space ticks it.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /^Łagodzące/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /^Łagodzące/ })).toBeChecked();
    expect(screen.getAllByRole('checkbox')[2]).toHaveAccessibleName(/^Łagodzące/);
    expect(screen.getByRole('checkbox', { name: /^Łagodzące/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(screen.getAllByRole('checkbox')[0]).toHaveAccessibleName(/^Łagodzące/);
  });

  it("leaves focus where it is on a press of an option's row; the click ticks it", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    // A focusable container, as the phone's sheet (a dialog) is: a press would focus it first.
    render(
      <div tabIndex={-1} data-testid="sheet">
        <Controlled label="Działanie" options={effectOptions} value={[]} onChange={onChange} />
      </div>,
    );
    const row = screen.getByText('Łagodzące');
    await user.pointer({ keys: '[MouseLeft>]', target: row });
    expect(screen.getByTestId('sheet')).not.toHaveFocus();
    expect(document.body).toHaveFocus();
    await user.pointer({ keys: '[/MouseLeft]', target: row });
    expect(screen.getByRole('checkbox', { name: /^Łagodzące/ })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(['dzialanie-lagodzace']);
  });

  it('keeps an option in place when focus and the tick come in one task, as a tap on a phone does', () => {
    render(<Controlled label="Działanie" options={effectOptions} value={[]} onChange={vi.fn()} />);
    const checkbox = screen.getByRole('checkbox', { name: /^Łagodzące/ });
    // A tap focuses and ticks before React gets a turn: no frame may show the option moved away
    // (it would be a new element under the finger, without focus).
    const moves: string[] = [];
    const observer = new MutationObserver(() => {
      if (screen.getAllByRole('checkbox')[2] !== checkbox) moves.push('moved');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    act(() => {
      checkbox.focus();
      checkbox.click();
    });
    observer.disconnect();
    expect(checkbox).toBeChecked();
    expect(screen.getAllByRole('checkbox')[2]).toBe(checkbox);
    expect(checkbox).toHaveFocus();
    expect(moves).toEqual([]);
  });

  it('locks predefined options: checked, disabled, with a note', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxFilter
        label="Marka"
        options={[nivea!, garnier!]}
        value={['marka-nivea']}
        predefinedValues={['marka-nivea']}
        onChange={onChange}
      />,
    );
    const locked = screen.getByRole('checkbox', { name: /^Nivea/ });
    expect(locked).toBeChecked();
    expect(locked).toBeDisabled();
    expect(locked).toHaveAccessibleName(/Ustawione na tej stronie/);
    await user.click(locked);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /^Garnier/ }));
    expect(onChange).toHaveBeenLastCalledWith(['marka-nivea', 'marka-garnier']);
  });

  it('shows a search field for long lists only', () => {
    const { rerender } = render(
      <CheckboxFilter label="Działanie" options={effectOptions} value={[]} onChange={vi.fn()} />,
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    rerender(<CheckboxFilter label="Marka" options={brandOptions} value={[]} onChange={vi.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Szukaj w filtrze Marka' })).toBeInTheDocument();
    rerender(<CheckboxFilter label="Marka" options={effectOptions} total={87} value={[]} onChange={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
  });

  it('filters the loaded options by its search and reports the text for the API', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<CheckboxFilter label="Marka" options={brandOptions} value={[]} onChange={vi.fn()} onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'bio');
    expect(onSearch).toHaveBeenLastCalledWith('bio');
    expect(screen.getAllByRole('checkbox').map((checkbox) => checkbox.getAttribute('value'))).toEqual([
      'marka-bioderma',
    ]);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'xyz');
    expect(screen.getByText('Brak opcji pasujących do wyszukiwania')).toBeInTheDocument();
  });

  it('follows a controlled search text', () => {
    render(<CheckboxFilter label="Marka" options={brandOptions} search="zia" value={[]} onChange={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('zia');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it("loads more with 'Pokaż więcej', and not again while a page is loading", async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const firstPage = brandOptions.slice(0, 4);
    const { rerender } = render(
      <CheckboxFilter
        label="Marka"
        options={firstPage}
        value={[]}
        onChange={vi.fn()}
        hasMore
        onLoadMore={onLoadMore}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <CheckboxFilter
        label="Marka"
        options={firstPage}
        value={[]}
        onChange={vi.fn()}
        hasMore
        isLoadingMore
        onLoadMore={onLoadMore}
      />,
    );
    const busy = screen.getByRole('button', { name: /Pokaż więcej/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // The page arrives: focus goes to its first option, as the button is gone with the last page.
    rerender(
      <CheckboxFilter
        label="Marka"
        options={[...firstPage, ...moreBrandOptions]}
        value={[]}
        onChange={vi.fn()}
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.queryByRole('button', { name: /Pokaż więcej/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Alterra/ })).toHaveFocus();
  });

  it('shows placeholder rows and a status while the options load', () => {
    render(<CheckboxFilter label="Marka" options={[]} total={87} value={[]} onChange={vi.fn()} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie opcji…');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('draws logos and swatches for the logos and tiles layouts', () => {
    const { container, rerender } = render(
      <CheckboxFilter label="Marka" layout="logos" options={[nivea!]} value={[]} onChange={vi.fn()} />,
    );
    const logo = container.querySelector('img');
    expect(logo).toHaveAttribute('src', nivea!.image_desktop);
    expect(logo).toHaveAttribute('alt', '');
    rerender(<CheckboxFilter label="Odcień" layout="tiles" options={shadeOptions} value={[]} onChange={vi.fn()} />);
    const swatch = within(screen.getByRole('group')).getByText('Czerwień').parentElement?.previousElementSibling;
    expect(swatch).toHaveStyle({ '--kwc-option-swatch': '#c1272d' });
  });
});
