import { formatCount, formatDate, type ModerationQueueItem as QueueItem } from '@kwc/domain';
import type { Ref } from 'react';

import { productImageSources } from '../ProductTile';
import { RatingStars } from '../RatingStars';
import * as styles from './ModerationQueueItem.css';

/** Copy of a queue item. ours: DESIGN.md section 4 lists what a moderator sees, not the words. */
export const MODERATION_QUEUE_ITEM_MESSAGES = {
  review: 'Nowa opinia',
  revision: 'Poprawka opublikowanej opinii',
  submitted: 'Wysłana',
  authorReply: 'Odpowiedź autorki na uwagi',
  publishedForms: ['opublikowana opinia', 'opublikowane opinie', 'opublikowanych opinii'],
  photos: 'Zdjęcia w opinii',
  photo: (index: number) => `Zdjęcie ${index} z opinii`,
} as const;

export interface ModerationQueueItemProps {
  /** One entry of `GET /api/moderation/reviews`. */
  item: QueueItem;
  /** The item the keyboard works on: highlighted and `aria-current`. @default false */
  isCurrent?: boolean;
  /** The product page's address; with it the product's name is a link. */
  productHref?: string;
  /**
   * The title's heading level (the author's answer gets the next one), to follow the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Its element, so a page can move focus to the current item. */
  ref?: Ref<HTMLElement>;
}

/**
 * One review waiting for a decision: the product (name, photo), the author with their published count,
 * the kind (a new review or an edit of a published one), the rating, title, text and photos, the author's
 * answer to earlier remarks, and when it was sent. A revision shows the edit, not the published text.
 */
export function ModerationQueueItem({
  item,
  isCurrent = false,
  productHref,
  headingLevel = 3,
  ref,
}: ModerationQueueItemProps) {
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  const { review, product } = item;
  const content = item.kind === 'revision' && review.revision ? review.revision : review;
  const imagePath = product.images[0]?.path;
  const image = imagePath === undefined ? null : productImageSources(imagePath);
  const headingId = `moderation-item-${review.id}`;
  const productName = `${product.brandName} ${product.name}`;

  return (
    <article
      ref={ref}
      tabIndex={-1}
      className={styles.root}
      data-current={isCurrent || undefined}
      aria-current={isCurrent || undefined}
      aria-labelledby={headingId}
    >
      <header className={styles.header}>
        {image ? (
          <img
            className={styles.packshot}
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? '64px' : undefined}
            width={64}
            height={64}
            alt=""
            loading="lazy"
          />
        ) : null}
        <div className={styles.meta}>
          <p className={styles.product}>
            {productHref ? (
              <a href={productHref} className={styles.productLink}>
                {productName}
              </a>
            ) : (
              productName
            )}
          </p>
          <p className={styles.line}>
            <span className={item.kind === 'revision' ? styles.revisionBadge : styles.badge}>
              {MODERATION_QUEUE_ITEM_MESSAGES[item.kind]}
            </span>{' '}
            <strong>{review.author.username}</strong> ·{' '}
            {formatCount(item.authorPublishedReviews, MODERATION_QUEUE_ITEM_MESSAGES.publishedForms)}
          </p>
          {review.submittedAt ? (
            <p className={styles.line}>
              {MODERATION_QUEUE_ITEM_MESSAGES.submitted}{' '}
              <time dateTime={review.submittedAt}>{formatDate(review.submittedAt)}</time>
            </p>
          ) : null}
        </div>
      </header>
      <RatingStars value={content.rating} size="sm" showValue />
      <Heading id={headingId} className={styles.title}>
        {content.title}
      </Heading>
      <p className={styles.body}>{content.body}</p>
      {content.photos.length > 0 ? (
        <ul className={styles.photos} aria-label={MODERATION_QUEUE_ITEM_MESSAGES.photos}>
          {content.photos.map((photo, index) => (
            <li key={photo.id}>
              <img
                className={styles.photo}
                src={photo.url}
                srcSet={photo.srcset}
                sizes="160px"
                width={photo.width}
                height={photo.height}
                alt={MODERATION_QUEUE_ITEM_MESSAGES.photo(index + 1)}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {item.authorReply ? (
        <section className={styles.reply} aria-label={MODERATION_QUEUE_ITEM_MESSAGES.authorReply}>
          <SubHeading className={styles.replyHeading}>{MODERATION_QUEUE_ITEM_MESSAGES.authorReply}</SubHeading>
          <p className={styles.body}>{item.authorReply}</p>
        </section>
      ) : null}
    </article>
  );
}
