import { USAGE_TIME_LABELS } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { optionsFromLabels, SelectField } from './SelectField';

describe('SelectField', () => {
  it('lists the label map after the empty choice and reports the value (null for none)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SelectField
        label="Czas używania"
        name="usageTime"
        options={optionsFromLabels(USAGE_TIME_LABELS)}
        value="months_1_3"
        onChange={onChange}
        error="Wybierz czas używania"
      />,
    );
    const select = screen.getByLabelText('Czas używania');
    expect(select).toHaveValue('months_1_3');
    expect(select).toHaveAccessibleDescription('Wybierz czas używania');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Wybierz',
      ...Object.values(USAGE_TIME_LABELS),
    ]);
    await user.selectOptions(select, 'ponad 6 miesięcy');
    expect(onChange).toHaveBeenLastCalledWith('over_6_months');
    await user.selectOptions(select, 'Wybierz');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
