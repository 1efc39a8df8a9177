import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { CaptchaField } from './CaptchaField';

function widgetState(element: Element, state: string, payload?: string) {
  act(() => {
    element.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

describe('CaptchaField', () => {
  it("loads the altcha widget, points it at our challenge and reports the solution's payload", async () => {
    const onChange = vi.fn();
    const { container } = render(<CaptchaField challengeUrl="/api/captcha/challenge" onChange={onChange} />);
    expect(screen.getByText('Ładowanie weryfikacji…')).toBeInTheDocument();
    const widget = await waitFor(
      () => {
        const element = container.querySelector('altcha-widget');
        if (!element) throw new Error('not yet');
        return element;
        // The widget's module is large: its first import takes a while in jsdom.
      },
      { timeout: 10_000 },
    );
    expect(customElements.get('altcha-widget')).toBeDefined();
    // React 19 sets a custom element's known properties as properties, the others as attributes.
    const setting = (name: string) => widget.getAttribute(name) ?? (widget as unknown as Record<string, unknown>)[name];
    expect(setting('challenge')).toBe('/api/captcha/challenge');
    expect(setting('name')).toBe('captcha');
    expect(setting('language')).toBe('pl');
    widgetState(widget, 'verified', 'cGF5bG9hZA==');
    expect(onChange).toHaveBeenLastCalledWith('cGF5bG9hZA==');
    widgetState(widget, 'expired');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('describes itself with the error', () => {
    render(
      <CaptchaField
        id="captcha"
        challengeUrl="/api/captcha/challenge"
        onChange={vi.fn()}
        error="Potwierdź, że nie jesteś robotem"
      />,
    );
    expect(document.getElementById('captcha')).toHaveAccessibleDescription('Potwierdź, że nie jesteś robotem');
  });
});
