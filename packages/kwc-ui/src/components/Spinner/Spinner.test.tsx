import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces loading in Polish', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie…');
  });

  it('says what is loading when told', () => {
    render(<Spinner size="lg" label="Wczytujemy opinie…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Wczytujemy opinie…');
  });
});
