import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether the element given to the returned ref has come within `rootMargin` of the viewport (for
 * good: once near, it stays so). A part at the foot of a page loads what it shows only when the
 * visitor scrolls towards it. Without IntersectionObserver, it is near at once.
 */
export function useNearViewport<T extends Element>(rootMargin: string): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback<RefCallback<T>>(
    (node) => {
      if (!node || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near];
}
