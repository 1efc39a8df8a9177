import { formatCount, formatPrice, productIdFromSku, type ProductPageResponse } from '@kwc/domain';
import { Icon } from '@kwc/ui';

import { partnerRedirectHref } from '../shared/hrefs';
import { LEGAL_HINTS, LegalHint } from '../shared/LegalHint';
import { PRODUCT_MESSAGES, SHOP_LOCATIVE_FORMS } from './messages';
import * as styles from './ProductOffers.css';

/** The partner shops' offers, cheapest first (the API's order), prices in złoty. */
export function Offers({ page }: { page: ProductPageResponse }) {
  const { offers, product } = page;
  const productId = productIdFromSku(product.sku);
  return (
    <section className={styles.panel} aria-labelledby="oferty">
      <h2 id="oferty" className={styles.panelTitle}>
        {offers.length > 1
          ? PRODUCT_MESSAGES.offersCount(formatCount(offers.length, SHOP_LOCATIVE_FORMS))
          : PRODUCT_MESSAGES.offersTitle}
      </h2>
      {offers.length > 0 ? (
        <ul className={styles.offers}>
          {offers.map((offer, index) => (
            <li key={offer.shopSlug} className={styles.offer}>
              <span className={styles.offerShop}>{offer.shopName}</span>
              <span
                className={
                  index === 0 && offers.length > 1 ? `${styles.offerPrice} ${styles.offerBest}` : styles.offerPrice
                }
              >
                {formatPrice(offer.price)}
              </span>
              <a
                href={productId === null ? offer.url : partnerRedirectHref(offer.shopSlug, productId)}
                className={styles.offerLink}
                target="_blank"
                rel="nofollow sponsored noopener noreferrer"
                aria-label={PRODUCT_MESSAGES.offerLinkLabel(offer.shopName, formatPrice(offer.price))}
              >
                {PRODUCT_MESSAGES.offerCta}
                <Icon name="externalLink" size={14} />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.panelNote}>
          {product.price !== null ? `${formatPrice(product.price)} · ` : ''}
          {PRODUCT_MESSAGES.noOffers}
        </p>
      )}
      <LegalHint hint={LEGAL_HINTS.prices} />
    </section>
  );
}

/** The product's awards, as badges. */
export function Awards({ awards }: { awards: ProductPageResponse['awards'] }) {
  return (
    <section aria-labelledby="nagrody">
      <h2 id="nagrody" className={styles.panelTitle}>
        {PRODUCT_MESSAGES.awardsTitle}
      </h2>
      <ul className={styles.awards}>
        {awards.map((award) => (
          <li key={`${award.name}-${award.year}`} className={styles.award}>
            <Icon name="starFilled" size={16} className={styles.awardIcon} />
            {award.name} {award.year}
          </li>
        ))}
      </ul>
    </section>
  );
}
