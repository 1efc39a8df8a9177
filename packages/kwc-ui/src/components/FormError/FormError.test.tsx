import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { FormError } from './FormError';

const items = [{ id: 'email', label: 'Adres e-mail', message: 'Błędny adres email' }];

describe('FormError', () => {
  it('renders nothing when nothing is wrong', () => {
    const { container } = render(<FormError items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes focus when its key changes, not on its first render', () => {
    const { rerender } = render(<FormError items={items} focusKey={0} />);
    expect(screen.getByRole('alert')).not.toHaveFocus();
    rerender(<FormError items={items} focusKey={1} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('links each wrong field to its input', async () => {
    const user = userEvent.setup();
    render(
      <>
        <FormError items={items} />
        <input id="email" aria-label="Adres e-mail" />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Adres e-mail: Błędny adres email' }));
    expect(screen.getByRole('textbox', { name: 'Adres e-mail' })).toHaveFocus();
  });
});
