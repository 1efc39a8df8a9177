import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('says the page does not exist for 404', () => {
    render(<ErrorPage statusCode={404} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Strona o podanym adresie nie istnieje');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
  });

  it('says an unexpected error happened for any other status', () => {
    render(<ErrorPage statusCode={500} homeHref="/kosmetyki" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wystąpił nieoczekiwany błąd');
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/kosmetyki');
  });

  it('says the site is unavailable for a moment for 503 (the database restarting)', () => {
    render(<ErrorPage statusCode={503} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
    );
    expect(screen.getByText('503')).toBeInTheDocument();
  });
});
