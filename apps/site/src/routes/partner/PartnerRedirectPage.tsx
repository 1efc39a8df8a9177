import { PAGES_API_PATHS, type PartnerOfferResponse } from '@kwc/domain';
import { Spinner } from '@kwc/ui';
import { useEffect } from 'react';
import useSWR from 'swr';

import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { Seo } from '../../app/Seo';
import * as styles from './PartnerRedirectPage.css';

// ours: the spec names the partner-redirect route (section 2) but none of its copy.
const COPY = {
  title: (shop: string) => `Przechodzisz do sklepu ${shop}`,
  product: (brand: string, name: string) => `${brand} ${name}`.trim(),
  note: 'Za chwilę otworzy się strona sklepu. Ceny i dostępność ustala sklep.',
  go: 'Przejdź do sklepu',
  redirecting: 'Przekierowujemy do sklepu…',
} as const;

const offerKey = (params: Record<string, string>) =>
  `${PAGES_API_PATHS.getPartnerOffer}?${new URLSearchParams({ productId: params.productId ?? '', shop: params.shop ?? '' })}`;

export async function load(context: LoaderContext): Promise<LoaderResult> {
  const key = offerKey(context.params);
  return { fallback: { [key]: await context.fetchJson(key) } };
}

/**
 * The partner-redirect route in the `empty` layout (spec section 2): no header, footer or start-up
 * work, only where the visitor is going; the browser replaces this page with the shop's.
 */
export default function PartnerRedirectPage({ params }: PageProps) {
  const { data } = useSWR<PartnerOfferResponse>(offerKey(params));
  const url = data?.url;
  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);
  if (!data) return null;
  return (
    <div className={styles.screen}>
      <Seo title={COPY.title(data.shopName)} robots="noindex,nofollow" />
      <div className={styles.card}>
        <span className={styles.brand} aria-hidden="true">
          KWC
        </span>
        <h1 className={styles.title}>{COPY.title(data.shopName)}</h1>
        <p>{COPY.product(data.brandName, data.productName)}</p>
        <Spinner label={COPY.redirecting} />
        <p className={styles.note}>{COPY.note}</p>
        <a className={styles.go} href={data.url} rel="nofollow sponsored noopener noreferrer">
          {COPY.go}
        </a>
      </div>
    </div>
  );
}
