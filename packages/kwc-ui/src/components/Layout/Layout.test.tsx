import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Columns, Container, Inline, Stack } from './Layout';
import * as styles from './Layout.css';

describe('layout', () => {
  it('renders the element asked for', () => {
    render(
      <Container as="section" aria-label="Nowości">
        <Stack as="ul">
          <li>Krem</li>
        </Stack>
      </Container>,
    );
    expect(screen.getByRole('region', { name: 'Nowości' }).tagName).toBe('SECTION');
    expect(screen.getByRole('list')).toHaveClass(styles.stack, styles.gap.md);
  });

  it('gives each layout step its own column count', () => {
    render(
      <Columns columns={{ mobile: 2, desktop: 4 }} space="lg" data-testid="grid">
        <div />
      </Columns>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveClass(styles.columnsMobile[2]!, styles.columnsDesktop[4]!, styles.gap.lg);
    expect(grid.className).not.toContain(styles.columnsTablet[2]!);
  });

  it('spaces inline items and keeps caller classes', () => {
    render(
      <Inline space="xs" justify="between" className="extra" data-testid="row">
        <span />
      </Inline>,
    );
    expect(screen.getByTestId('row')).toHaveClass(styles.inline, styles.gap.xs, styles.justify.between, 'extra');
  });
});
