import { ADULT_GATE_MESSAGES } from '@kwc/domain';
import { useAdultGate } from '@kwc/hooks';
import { ADULT_GATE_EXPLANATIONS, adultModalTopOffset, Button, SITE_HEADER_BAR_HEIGHT } from '@kwc/ui';
import { lazy, Suspense, useContext, useSyncExternalStore, type CSSProperties } from 'react';
import { useLocation } from 'wouter';

import { useAnalytics } from './analytics';
import { LastRouteContext } from './lastRoute';
import * as styles from './AdultGate.css';

import { useSiteContext } from './SiteContext';

// The modal (Radix Dialog and its focus and scroll handling) loads only for a page that needs it.
const AdultGateModal = lazy(() => import('./lazy/AdultGateModal'));

export interface AdultGateProps {
  /** The product shown belongs to an adult category. */
  productBelongsToAdultCategory?: boolean;
  /** The category shown is adults-only. */
  categoryIsAdultsOnly?: boolean;
}

/**
 * The adult gate of spec section 4: an anonymous visitor without the `wiadult` cookie gets the
 * 'Chcesz odkryć więcej?' modal over the content, already in the server's HTML; a logged-in visitor
 * who is not an adult by the session's birth date gets 'Brak wstępu' (the cookie ignored); crawlers
 * see the content. Pages also mark themselves adult (the loader's `adult`, `<Seo adult>`).
 */
export function AdultGate({ productBelongsToAdultCategory, categoryIsAdultsOnly }: AdultGateProps) {
  const [, navigate] = useLocation();
  const { isCrawler } = useSiteContext();
  const lastInAppRoute = useContext(LastRouteContext);
  const gate = useAdultGate({
    // A logged-in visitor is admitted by the birth date in the session (the hook reads it).
    isCrawler,
    productBelongsToAdultCategory,
    categoryIsAdultsOnly,
    lastInAppRoute,
    navigate: (url) => navigate(url),
    // Spec section 7: popup18 (popup18_log for the denied variant), potwierdzam18_tak / _nie.
    analytics: useAnalytics(),
  });
  const hydrated = useHydrated();
  if (gate.modal === 'none') return null;
  // Dialogs render in a portal, which exists only in the browser: until the page has hydrated,
  // the same gate is drawn in place, so the server's HTML already covers the adult content.
  const variant = gate.modal === 'confirm' ? 'anonymous' : 'denied';
  if (!hydrated) return <ServerAdultGate variant={variant} />;
  return (
    <Suspense fallback={<ServerAdultGate variant={variant} />}>
      <AdultGateModal
        open
        variant={gate.modal === 'confirm' ? 'anonymous' : 'denied'}
        onConfirm={gate.confirm}
        onDecline={gate.leave}
        onBack={gate.leave}
        onHome={gate.leave}
        backTarget={gate.leaveTo}
        navigating={gate.isNavigating}
        topBarHeight={SITE_HEADER_BAR_HEIGHT}
      />
    </Suspense>
  );
}

const noSubscription = () => () => undefined;

/** The server gate's offsets: the modal's (below the header's top bar, spec section 9). */
const serverGateTop = (() => {
  const top = adultModalTopOffset(SITE_HEADER_BAR_HEIGHT);
  return {
    [styles.topMobileProperty]: `${top.mobile}px`,
    [styles.topDesktopProperty]: `${top.desktop}px`,
  } as CSSProperties;
})();

/** False on the server and while hydrating, true once the page is interactive. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The gate as the server draws it: the modal's text over the page, the scroll locked. */
function ServerAdultGate({ variant }: { variant: 'anonymous' | 'denied' }) {
  const anonymous = variant === 'anonymous';
  return (
    <div className={styles.backdrop} style={serverGateTop} data-adult-gate="server">
      <style>{'html{overflow:hidden}'}</style>
      <div className={styles.panel} role="dialog" aria-modal="true" aria-labelledby="bramka-18-tytul">
        <h2 id="bramka-18-tytul" className={styles.title}>
          {anonymous ? ADULT_GATE_MESSAGES.confirmTitle : ADULT_GATE_MESSAGES.deniedTitle}
        </h2>
        <p className={styles.text}>{anonymous ? ADULT_GATE_EXPLANATIONS.anonymous : ADULT_GATE_EXPLANATIONS.denied}</p>
        {/* The buttons work once the page is interactive (a moment later, in the modal). */}
        <div className={styles.actions}>
          {anonymous ? (
            <>
              <Button variant="primary" fullWidth disabled>
                {ADULT_GATE_MESSAGES.confirm}
              </Button>
              <Button variant="ghost" fullWidth disabled>
                {ADULT_GATE_MESSAGES.decline}
              </Button>
            </>
          ) : (
            <Button variant="primary" fullWidth disabled>
              {ADULT_GATE_MESSAGES.home}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
