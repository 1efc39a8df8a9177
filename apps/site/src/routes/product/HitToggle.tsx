import { HIT_MESSAGES, hitsLeftText } from '@kwc/domain';
import { ApiResponseError, useHitToggle, useMyHits } from '@kwc/hooks';
import { Button, toast } from '@kwc/ui';
import { useId, useState } from 'react';

import { HitFace } from './HitFace';
import * as styles from './ProductHeader.css';

/** The signed-in visitor's HIT toggle: her mark, the product's count after her change, her HITs left. */
export default function HitToggle({ sku, numberOfHits }: { sku: string; numberOfHits: number }) {
  const mine = useMyHits();
  const { setHit, pending } = useHitToggle();
  // The answer's count wins over the page's (the page is cached for everyone), for its own product only.
  const [answered, setAnswered] = useState<{ sku: string; count: number } | null>(null);
  const hint = useId();
  const isHit = mine.data?.skus.includes(sku) ?? false;
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
  return (
    <span className={styles.hit}>
      <Button
        variant="secondary"
        className={styles.wishlistButton}
        aria-pressed={isHit}
        aria-busy={pending === sku || undefined}
        aria-describedby={mine.data ? hint : undefined}
        disabled={!mine.data}
        onClick={() => void toggle()}
      >
        <HitFace count={answered?.sku === sku ? answered.count : numberOfHits} />
      </Button>
      {mine.data ? (
        <span id={hint} className={styles.hitHint} aria-live="polite">
          {hitsLeftText(mine.data.hitsLeft)}
        </span>
      ) : null}
    </span>
  );
}
