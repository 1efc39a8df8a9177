// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DEFERRED_DRAWING, useDeferredDrawing } from './deferredDrawing';
import { drawDeferredPartsUpTo } from './drawDeferredParts';

function Page({ name, idle }: { name: string; idle: Parameters<typeof useDeferredDrawing>[1] }) {
  useDeferredDrawing(name, idle);
  return (
    <main>
      <section {...DEFERRED_DRAWING}>a</section>
      <section>not deferred</section>
      <section {...DEFERRED_DRAWING}>b</section>
    </main>
  );
}

/** An idle queue the test runs by hand. */
function manualIdle() {
  const queue: (() => void)[] = [];
  return {
    queue,
    idle: (callback: () => void) => {
      queue.push(callback);
      return () => queue.splice(queue.indexOf(callback), 1);
    },
  };
}

const drawn = (container: HTMLElement) =>
  [...container.querySelectorAll('section')].map((section) => section.style.contentVisibility);

describe('useDeferredDrawing', () => {
  it('draws the deferred parts one per idle period, and nothing else', () => {
    const { queue, idle } = manualIdle();
    const { container } = render(<Page name="home" idle={idle} />);
    expect(drawn(container)).toEqual(['', '', '']);
    act(() => queue.shift()!());
    expect(drawn(container)).toEqual(['visible', '', '']);
    act(() => queue.shift()!());
    expect(drawn(container)).toEqual(['visible', '', 'visible']);
    // The last step asks for no more idle time.
    act(() => queue.shift()!());
    expect(queue).toEqual([]);
  });

  it('stops when the page goes', () => {
    const { queue, idle } = manualIdle();
    const { unmount } = render(<Page name="home" idle={idle} />);
    expect(queue).toHaveLength(1);
    unmount();
    expect(queue).toEqual([]);
  });
});

describe('drawDeferredPartsUpTo', () => {
  it('draws the deferred parts before the target and the one holding it, and leaves those after it', () => {
    const { container } = render(
      <main>
        <section {...DEFERRED_DRAWING}>before</section>
        <section {...DEFERRED_DRAWING}>
          <h2 id="target">target</h2>
        </section>
        <section {...DEFERRED_DRAWING}>after</section>
      </main>,
    );
    drawDeferredPartsUpTo(container.querySelector('#target')!);
    expect(drawn(container)).toEqual(['visible', 'visible', '']);
  });
});
