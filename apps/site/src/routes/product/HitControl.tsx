import { HIT_MESSAGES } from '@kwc/domain';
import { LOGIN_PATH } from '@kwc/hooks';
import { Button } from '@kwc/ui';
import { lazy, Suspense, useId } from 'react';
import { useLocation, useSearch } from 'wouter';

import { HitFace } from './HitFace';
import * as styles from './ProductHeader.css';
import { useSignedIn } from './signedIn';

// Loaded only for a signed-in visitor: the HIT calls and hooks stay out of the anonymous first view.
const HitToggle = lazy(() => import('./HitToggle'));

/**
 * 'HIT' with the product's number of HITs (spec sections 3 and 5). A signed-in visitor toggles her
 * mark; anyone else is sent to the login page with `back`. The server and hydration render the
 * anonymous button: the product page is cached for everyone.
 */
export function HitControl({ sku, numberOfHits }: { sku: string; numberOfHits: number }) {
  const signedIn = useSignedIn();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const hint = useId();
  // The login page's `back` (account/guards.ts writes it alike; importing it would pull the account chunk in).
  const toLogin = () => navigate(`${LOGIN_PATH}?${new URLSearchParams({ back: search ? `${path}?${search}` : path })}`);
  const anonymous = (waiting: boolean) => (
    <span className={styles.hit}>
      <Button
        variant="secondary"
        className={styles.wishlistButton}
        aria-pressed={false}
        aria-describedby={waiting ? undefined : hint}
        disabled={waiting}
        onClick={toLogin}
      >
        <HitFace count={numberOfHits} />
      </Button>
      {waiting ? null : (
        <span id={hint} className={styles.hitHint}>
          {HIT_MESSAGES.loginToGive}
        </span>
      )}
    </span>
  );
  if (!signedIn) return anonymous(false);
  return (
    <Suspense fallback={anonymous(true)}>
      <HitToggle sku={sku} numberOfHits={numberOfHits} />
    </Suspense>
  );
}
