import { HIT_MESSAGES, hitsLeftText } from '@kwc/domain';
import { LOGIN_PATH } from '@kwc/hooks';
import { Button } from '@kwc/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

import { HitFace } from './HitFace';
import * as styles from './ProductHeader.css';
import { useSignedIn } from '../../app/signedIn';
import type { HitState } from './HitToggle';

// Loaded only for a signed-in visitor: the HIT calls and hooks stay out of the anonymous first view.
const HitToggle = lazy(() => import('./HitToggle'));

/**
 * 'HIT' with the product's number of HITs (spec sections 3 and 5). A signed-in visitor toggles her
 * mark; anyone else is sent to the login page with `back`. The server and hydration render the
 * anonymous button: the product page is cached for everyone.
 */
export function HitControl({ sku, numberOfHits }: { sku: string; numberOfHits: number }) {
  const signedIn = useSignedIn();
  const [state, setState] = useState<HitState | null>(null);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const hint = useId();
  const mine = signedIn ? state : null;
  // The login page's `back` (account/guards.ts writes it alike; importing it would pull the account chunk in).
  const toLogin = () => navigate(`${LOGIN_PATH}?${new URLSearchParams({ back: search ? `${path}?${search}` : path })}`);
  const waiting = signedIn && mine === null;
  const hintText = signedIn ? (mine ? hitsLeftText(mine.hitsLeft) : '') : HIT_MESSAGES.loginToGive;
  // One button whose state changes: a keyboard user's focus stays on it as her HITs load.
  return (
    <span className={styles.hit}>
      <Button
        variant="secondary"
        className={styles.wishlistButton}
        aria-pressed={mine?.isHit ?? false}
        aria-busy={mine?.busy || undefined}
        aria-disabled={waiting || undefined}
        aria-describedby={hintText ? hint : undefined}
        onClick={() => (mine ? mine.toggle() : signedIn ? undefined : toLogin())}
      >
        <HitFace count={mine?.count ?? numberOfHits} />
      </Button>
      {/* Live once her HITs are known: what they change is read out, not their first showing. */}
      <span id={hint} className={styles.hitHint} aria-live={mine ? 'polite' : undefined}>
        {hintText}
      </span>
      {signedIn && (
        <Suspense fallback={null}>
          <HitToggle sku={sku} numberOfHits={numberOfHits} onState={setState} />
        </Suspense>
      )}
    </span>
  );
}
