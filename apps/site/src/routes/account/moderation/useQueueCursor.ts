import { useEffect, useRef, useState } from 'react';

/** Whether a key press is typing (the remark, a select), not a command. */
export const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The current item of a moderation queue of `count` items: j / k or the arrows move it and focus the
 * item (`itemRefs`); after a decision the list shrinks and the same place holds the next one.
 */
export function useQueueCursor(count: number) {
  const [current, setCurrent] = useState(0);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const index = Math.min(current, Math.max(count - 1, 0));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const step = { j: 1, ArrowDown: 1, k: -1, ArrowUp: -1 }[event.key];
      if (step === undefined || count === 0) return;
      event.preventDefault();
      const next = Math.min(Math.max(index + step, 0), count - 1);
      setCurrent(next);
      itemRefs.current[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, count]);

  return { index, setCurrent, itemRefs };
}
