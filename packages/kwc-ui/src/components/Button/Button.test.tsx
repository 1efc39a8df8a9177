import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Button } from './Button';

describe('Button', () => {
  it('is a plain button that does not submit forms by default', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = vi.fn();
    const form = document.createElement('form');
    form.addEventListener('submit', onSubmit);
    document.body.append(form);
    render(<Button onClick={onClick}>Zapisz</Button>, { container: form });

    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    form.remove();
  });

  it('does not react when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Dodaj do ulubionych
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do ulubionych' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps a caller class next to its own', () => {
    render(<Button className="extra">Dalej</Button>);
    const button = screen.getByRole('button', { name: 'Dalej' });
    expect(button.className).toMatch(/extra/);
    expect(button.className.split(' ').length).toBeGreaterThan(1);
  });
});
