import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { AgreementsField } from './AgreementsField';

const none = { newsletter: false, commercial_internal: false, commercial_external: false, club: false };

describe('AgreementsField', () => {
  it('lists the four agreements in a group and reports all four on a change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AgreementsField value={{ ...none, club: true }} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Zgody' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: /klubu/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /partnerów/ }));
    expect(onChange).toHaveBeenCalledWith({ ...none, club: true, commercial_external: true });
  });
});
