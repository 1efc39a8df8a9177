import { HIT_MESSAGES } from '@kwc/domain';
import { ApiResponseError, useHitToggle, useMyHits } from '@kwc/hooks';
import { toast } from '@kwc/ui';
import { useEffect, useState } from 'react';

/** What the HIT button shows and does for a signed-in visitor once her HITs are known. */
export interface HitState {
  isHit: boolean;
  /** The product's number of HITs: the last answer's, else the page's. */
  count: number;
  hitsLeft: number;
  busy: boolean;
  toggle: () => void;
}

/**
 * The signed-in visitor's HIT calls. It renders nothing and reports her mark, the product's count
 * after her change and her HITs left (`null` until they load) to the one button `HitControl` draws.
 */
export default function HitToggle({
  sku,
  numberOfHits,
  onState,
}: {
  sku: string;
  numberOfHits: number;
  onState: (state: HitState | null) => void;
}) {
  const mine = useMyHits();
  const { setHit, pending } = useHitToggle();
  // The answer's count wins over the page's (the page is cached for everyone), for its own product only.
  const [answered, setAnswered] = useState<{ sku: string; count: number } | null>(null);
  const isHit = mine.data?.skus.includes(sku) ?? false;
  const hitsLeft = mine.data?.hitsLeft;
  const count = answered?.sku === sku ? answered.count : numberOfHits;
  useEffect(() => {
    if (hitsLeft === undefined) return onState(null);
    const toggle = async () => {
      // Busy, not disabled: a disabled button would drop the keyboard's focus.
      if (pending !== null) return;
      try {
        const answer = await setHit(sku, !isHit);
        setAnswered({ sku, count: answer.numberOfHits });
        if (answer.isHit) toast.success(HIT_MESSAGES.given, { id: 'hit' });
        else toast.info(HIT_MESSAGES.takenBack, { id: 'hit' });
      } catch (error) {
        // A refusal (the 31st HIT) carries the API's Polish message; a network failure has been toasted.
        if (error instanceof ApiResponseError && error.status < 500) toast.error(error.message, { id: 'hit' });
      }
    };
    onState({ isHit, count, hitsLeft, busy: pending === sku, toggle: () => void toggle() });
  }, [onState, sku, isHit, count, hitsLeft, pending, setHit]);
  return null;
}
