import type { Range } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { describeRange, formatRangeNumber, isRangeActive, normalizeRange, sameRange } from './range';
import { RangeFilter, type RangeFilterProps } from './RangeFilter';

const bounds = { min: 4, max: 389 };
// Intl writes a no-break space between the amount and 'zł'.
const zl = (text: string) => text.replace(/ zł/g, '\u00a0zł');

describe('normalizeRange', () => {
  it('keeps a range inside the bounds', () => {
    expect(normalizeRange({ min: 20, max: 150 }, bounds)).toEqual({ min: 20, max: 150 });
  });

  it('clamps ends to the bounds and leaves an end at its bound open', () => {
    expect(normalizeRange({ min: 0, max: 500 }, bounds)).toEqual({ min: null, max: null });
    expect(normalizeRange({ min: 4, max: 389 }, bounds)).toEqual({ min: null, max: null });
    expect(normalizeRange({ min: 10, max: 389 }, bounds)).toEqual({ min: 10, max: null });
  });

  it('swaps ends typed the wrong way round', () => {
    expect(normalizeRange({ min: 150, max: 20 }, bounds)).toEqual({ min: 20, max: 150 });
  });

  it('treats NaN (an emptied field) as an open end', () => {
    expect(normalizeRange({ min: Number.NaN, max: 99 }, bounds)).toEqual({ min: null, max: 99 });
  });
});

describe('range helpers', () => {
  it('formats prices in złoty (pl-PL) and counts plainly', () => {
    expect(formatRangeNumber(20, 'price')).toBe(zl('20 zł'));
    expect(formatRangeNumber(19.99, 'price')).toBe(zl('19,99 zł'));
    expect(formatRangeNumber(12480, 'number')).toBe('12\u00a0480');
  });

  it('describes a range in words', () => {
    expect(describeRange({ min: 20, max: 150 }, 'price')).toBe(zl('20 zł – 150 zł'));
    expect(describeRange({ min: 20, max: null }, 'price')).toBe(zl('od 20 zł'));
    expect(describeRange({ min: null, max: 1000 }, 'number')).toBe('do 1000');
    expect(describeRange({ min: null, max: null }, 'number')).toBe('');
  });

  it('tells an active range and compares ranges', () => {
    expect(isRangeActive({ min: null, max: null })).toBe(false);
    expect(isRangeActive({ min: 0, max: null })).toBe(true);
    expect(sameRange({ min: 1, max: null }, { min: 1, max: null })).toBe(true);
    expect(sameRange({ min: 1, max: null }, { min: 1, max: 2 })).toBe(false);
  });
});

function Controlled(props: RangeFilterProps) {
  const [value, setValue] = useState<Range>(props.value);
  return (
    <RangeFilter
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const priceProps = { label: 'Cena', format: 'price', bounds } as const;

describe('RangeFilter', () => {
  it('labels the slider and the fields, and shows the chosen range', () => {
    render(<RangeFilter {...priceProps} value={{ min: 20, max: 150 }} onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Cena' })).toBeInTheDocument();
    const [from, to] = screen.getAllByRole('slider');
    expect(from).toHaveAttribute('aria-valuetext', zl('20 zł'));
    expect(to).toHaveAttribute('aria-valuetext', zl('150 zł'));
    expect(screen.getByRole('textbox', { name: 'Od' })).toHaveValue(zl('20 zł'));
    expect(screen.getByRole('textbox', { name: 'Do' })).toHaveValue(zl('150 zł'));
    // The matcher folds the no-break spaces into plain ones.
    expect(screen.getByText('20 zł – 150 zł')).toBeInTheDocument();
  });

  it('shows an unset range as the bounds, with the fields empty', () => {
    render(<RangeFilter {...priceProps} value={{ min: null, max: null }} onChange={vi.fn()} />);
    expect(screen.getByText('Dowolnie')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Od' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Od' })).toHaveAttribute('placeholder', zl('4 zł'));
    expect(screen.queryByRole('button', { name: /Wyczyść/ })).not.toBeInTheDocument();
  });

  it('commits a typed end when the field is left, not on every keystroke', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled {...priceProps} value={{ min: null, max: null }} onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Od' }));
    await user.keyboard('35');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ min: 35, max: null });
    await user.keyboard('120{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ min: 35, max: 120 });
  });

  it('commits a keyboard step on a thumb at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled {...priceProps} value={{ min: 20, max: 150 }} onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(screen.getAllByRole('slider')[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ min: 21, max: 150 });
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith({ min: null, max: 150 });
  });

  it('does not commit a change that changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled {...priceProps} value={{ min: null, max: 150 }} onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Do' }));
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("resets with 'Wyczyść' and keeps focus in the filter", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled {...priceProps} value={{ min: 20, max: null }} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Wyczyść filtr Cena' }));
    expect(onChange).toHaveBeenLastCalledWith({ min: null, max: null });
    expect(screen.getAllByRole('slider')[0]).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Wyczyść/ })).not.toBeInTheDocument();
  });

  it('locks a predefined range', () => {
    render(<RangeFilter {...priceProps} value={{ min: null, max: 50 }} onChange={vi.fn()} isPredefined />);
    for (const slider of screen.getAllByRole('slider')) expect(slider).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Do' })).toBeDisabled();
    expect(screen.getByText('Ustawione na tej stronie')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Wyczyść/ })).not.toBeInTheDocument();
  });
});
