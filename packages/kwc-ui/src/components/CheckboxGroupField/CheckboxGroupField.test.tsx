import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { CheckboxGroupField } from './CheckboxGroupField';

describe('CheckboxGroupField', () => {
  it('reports the ticked values in the options order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const options = [
      { value: 'a', label: 'Pierwsza' },
      { value: 'b', label: 'Druga' },
    ];
    render(<CheckboxGroupField label="Powody" name="reasons" options={options} value={['b']} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Powody' })).toBeInTheDocument();
    expect(screen.getByLabelText('Druga')).toBeChecked();
    await user.click(screen.getByLabelText('Pierwsza'));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
  });
});
