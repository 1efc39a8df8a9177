import { birthDateSchema } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { birthDateParts, birthDateValue, DateOfBirthField } from './DateOfBirthField';

describe('birthDateValue', () => {
  it('makes an ISO date of the parts and back', () => {
    expect(birthDateValue({ day: '3', month: '10', year: '1999' })).toBe('1999-10-03');
    expect(birthDateParts('1999-10-03')).toEqual({ day: '3', month: '10', year: '1999' });
    expect(birthDateValue({ day: '', month: '', year: '' })).toBe('');
  });

  it('gives a value the birth date schema refuses while a part is missing or the day does not exist', () => {
    expect(birthDateSchema.safeParse(birthDateValue({ day: '14', month: '', year: '1992' })).success).toBe(false);
    expect(birthDateSchema.safeParse(birthDateValue({ day: '30', month: '02', year: '2001' })).success).toBe(false);
    expect(birthDateSchema.safeParse(birthDateValue({ day: '14', month: '05', year: '1992' })).success).toBe(true);
  });
});

describe('DateOfBirthField', () => {
  it('takes a day, a Polish month and a year from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Field() {
      const [value, setValue] = useState('');
      return (
        <DateOfBirthField
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Field />);
    expect(screen.getByRole('group', { name: 'Data urodzenia' })).toBeInTheDocument();
    await user.tab();
    await user.keyboard('14');
    await user.selectOptions(screen.getByLabelText('Miesiąc'), 'maj');
    await user.type(screen.getByLabelText('Rok'), '1992');
    expect(onChange).toHaveBeenLastCalledWith('1992-05-14');
    expect(screen.getByLabelText('Dzień')).toHaveValue('14');
    expect(screen.getByLabelText('Dzień')).toHaveAttribute('autocomplete', 'bday-day');
  });

  it('describes every part with the error', () => {
    render(<DateOfBirthField value="2001-02-30" onChange={vi.fn()} error="Podaj prawidłową datę urodzenia" />);
    for (const label of ['Dzień', 'Miesiąc', 'Rok']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Podaj prawidłową datę urodzenia');
    }
    expect(screen.getByLabelText('Miesiąc')).toHaveDisplayValue('luty');
  });
});
