import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { Overlay } from './Overlay';

describe('Overlay', () => {
  it('is a decorative backdrop that reports clicks', () => {
    const onClick = vi.fn();
    const { container } = render(<Overlay onClick={onClick} />);
    const overlay = container.firstElementChild as HTMLElement;
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(overlay).not.toHaveAttribute('tabindex');
    fireEvent.click(overlay);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when not visible', () => {
    const { container } = render(<Overlay visible={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps a caller class and props next to its own', () => {
    const { container } = render(<Overlay className="extra" data-state="open" />);
    const overlay = container.firstElementChild as HTMLElement;
    expect(overlay.className.split(' ')).toContain('extra');
    expect(overlay.className.split(' ').length).toBeGreaterThan(1);
    expect(overlay).toHaveAttribute('data-state', 'open');
  });
});
