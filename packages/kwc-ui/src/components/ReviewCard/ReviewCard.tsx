import {
  formatCount,
  formatDate,
  HAIR_TYPE_LABELS,
  RECEIVED_AS_LABELS,
  type Review,
  SKIN_TYPE_LABELS,
  USAGE_TIME_LABELS,
} from '@kwc/domain';
import { type ElementType, type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { Icon } from '../Icon';
import { UserBadge } from '../ProfileCard';
import { RatingStars } from '../RatingStars';
import { Spinner } from '../Spinner';
import * as styles from './ReviewCard.css';

/**
 * The review fields a card shows; `usageTime` may be unknown (`null`) on published reviews; photos
 * and how the product was received are optional (reviews older than the form have neither).
 */
export type ReviewCardData = Omit<ReviewCardFields, 'usageTime'> & {
  usageTime: Review['usageTime'] | null;
  photos?: Review['photos'];
  receivedAs?: Review['receivedAs'];
};

type ReviewCardFields = Pick<
  Review,
  | 'author'
  | 'rating'
  | 'title'
  | 'body'
  | 'pros'
  | 'cons'
  | 'likes'
  | 'createdAt'
  | 'publishedAt'
  | 'skinType'
  | 'hairType'
  | 'usageTime'
>;

export const LIKE_FORMS = ['pochwała', 'pochwały', 'pochwał'] as const;

// ours: the spec shows no review copy (section 3 "Review entity fields: not shown").
export const REVIEW_CARD_MESSAGES = {
  readMore: 'Czytaj więcej',
  collapse: 'Zwiń',
  pros: 'Zalety',
  cons: 'Wady',
  like: 'Pochwal',
  skinType: 'Cera',
  hairType: 'Włosy',
  usageTime: 'Stosowanie',
  photos: 'Zdjęcia autorki',
  photo: (index: number, count: number) => `Zdjęcie ${index} z ${count} (otwiera pełny rozmiar)`,
} as const;

/**
 * Bodies longer than this start collapsed before the card is measured (server render, tests); in
 * the browser the five-line clamp itself decides whether 'Czytaj więcej' is needed.
 */
export const REVIEW_PREVIEW_CHARS = 360;

/**
 * Bodies longer than this (or of three paragraphs or more) may pass five lines on a phone: before
 * the card is measured (the server's HTML, a page not yet hydrated) they get 'Czytaj więcej' too,
 * shown only where the clamp cuts them (`toggleUnmeasured`).
 */
export const REVIEW_PHONE_PREVIEW_CHARS = 150;

function mayOverflowOnPhone(body: string): boolean {
  return body.length > REVIEW_PHONE_PREVIEW_CHARS || body.split(/\n\s*\n/).filter((part) => part.trim()).length >= 3;
}

/** The points of a pros or cons text: one per line, without list markers the author typed. */
export function reviewPoints(text: string | null): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-–—•*+]|\d+[.)])\s*/, '').trim())
    .filter((line) => line.length > 0);
}

/** Whether the clamped body hides text. Without layout (jsdom, a hidden tab) heights are 0: no change. */
function measureOverflow(body: HTMLElement | null, setOverflowing: (value: boolean) => void): boolean {
  if (!body || body.clientHeight === 0) return false;
  setOverflowing(body.scrollHeight > body.clientHeight + 1);
  return true;
}

export interface ReviewCardProps {
  /** The review (spec: DESIGN.md section 4 review entity). */
  review: ReviewCardData;
  /** The author's profile; with it the username is a link. */
  authorHref?: string;
  /**
   * The element or router component for the profile link (like `Link`'s `as`).
   * @default 'a'
   */
  linkAs?: ElementType;
  /**
   * The visitor has praised the review (the like button is pressed).
   * @default false
   */
  liked?: boolean;
  /**
   * A like action runs: the button shows a spinner and ignores presses.
   * @default false
   */
  likeBusy?: boolean;
  /** Called with the wished state when the like button is used; without it only the count shows. */
  onLikeChange?: (next: boolean) => void;
  /**
   * Starts with the whole body shown.
   * @default false
   */
  defaultExpanded?: boolean;
  /**
   * Level of the review title's heading.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * The picture shown when the author has none.
   * @default DEFAULT_AVATAR_SRC ('/api/images/placeholders/avatar.svg')
   */
  defaultAvatarSrc?: string;
  className?: string;
  /**
   * Shown after the label of a product received free or from a test campaign: e.g. a button that
   * explains the label (the site's legal hint).
   */
  receivedAsHint?: ReactNode;
}

/**
 * A user review: author, rating, title, a body clamped to five lines with 'Czytaj więcej' / 'Zwiń',
 * pros and cons, the author's photos, a label when the product came free or from a test campaign,
 * the date in Polish and the praise ('pochwały') count with a like button.
 */
export function ReviewCard({
  review,
  authorHref,
  linkAs,
  liked = false,
  likeBusy = false,
  onLikeChange,
  defaultExpanded = false,
  headingLevel = 3,
  defaultAvatarSrc,
  className,
  receivedAsHint,
}: ReviewCardProps) {
  const Heading = `h${headingLevel}` as const;
  const bodyId = useId();
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [overflowing, setOverflowing] = useState(review.body.length > REVIEW_PREVIEW_CHARS);
  const [measured, setMeasured] = useState(false);
  const showToggle = measured || expanded ? overflowing : overflowing || mayOverflowOnPhone(review.body);
  const date = review.publishedAt ?? review.createdAt;
  const pros = reviewPoints(review.pros);
  const cons = reviewPoints(review.cons);
  const details = [
    review.skinType && `${REVIEW_CARD_MESSAGES.skinType}: ${SKIN_TYPE_LABELS[review.skinType].toLowerCase()}`,
    review.hairType && `${REVIEW_CARD_MESSAGES.hairType}: ${HAIR_TYPE_LABELS[review.hairType].toLowerCase()}`,
    review.usageTime && `${REVIEW_CARD_MESSAGES.usageTime}: ${USAGE_TIME_LABELS[review.usageTime]}`,
  ].filter((detail): detail is string => Boolean(detail));

  // Measured after the browser's own layout (a ResizeObserver), not in a layout effect, which forces
  // a layout of the whole page inside the hydrating commit (docs/kwc-ui.md, `ReviewCard`).
  useEffect(() => {
    const body = bodyRef.current;
    if (!body || expanded || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (measureOverflow(body, setOverflowing)) setMeasured(true);
    });
    observer.observe(body);
    return () => observer.disconnect();
  }, [expanded, review.body]);

  return (
    <article className={className ? `${styles.root} ${className}` : styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <UserBadge user={review.author} href={authorHref} linkAs={linkAs} defaultAvatarSrc={defaultAvatarSrc} />
        <time className={styles.date} dateTime={date}>
          {formatDate(date)}
        </time>
      </div>

      <div className={styles.titleBlock}>
        <RatingStars value={review.rating} size="md" />
        <Heading id={titleId} className={styles.title}>
          {review.title}
        </Heading>
      </div>

      {review.receivedAs ? (
        <p className={styles.receivedAs}>
          {RECEIVED_AS_LABELS[review.receivedAs]}
          {receivedAsHint}
        </p>
      ) : null}

      <div id={bodyId} ref={bodyRef} className={expanded ? styles.body : `${styles.body} ${styles.bodyCollapsed}`}>
        {review.body
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph.trim()}
            </p>
          ))}
      </div>
      {showToggle && (
        <button
          type="button"
          className={measured || expanded ? styles.toggle : `${styles.toggle} ${styles.toggleUnmeasured}`}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? REVIEW_CARD_MESSAGES.collapse : REVIEW_CARD_MESSAGES.readMore}
          <Icon name="chevronDown" size={16} className={expanded ? styles.toggleIconUp : styles.toggleIcon} />
        </button>
      )}

      {review.photos && review.photos.length > 0 ? (
        <ul className={styles.photos} aria-label={REVIEW_CARD_MESSAGES.photos}>
          {review.photos.map((photo, index, all) => (
            <li key={photo.id}>
              <a href={photo.url} className={styles.photoLink} target="_blank" rel="noopener">
                <img
                  className={styles.photo}
                  src={photo.url}
                  srcSet={photo.srcset}
                  sizes="(min-width: 640px) 96px, 80px"
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  alt={REVIEW_CARD_MESSAGES.photo(index + 1, all.length)}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      {(pros.length > 0 || cons.length > 0) && (
        <div className={styles.points}>
          {pros.length > 0 && (
            <div className={styles.pointGroup({ kind: 'pros' })}>
              <p className={styles.pointHeading}>{REVIEW_CARD_MESSAGES.pros}</p>
              <ul className={styles.pointList}>
                {pros.map((point, index) => (
                  <li key={index} className={styles.point}>
                    <Icon name="plus" size={16} className={styles.pointIcon({ kind: 'pros' })} />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {cons.length > 0 && (
            <div className={styles.pointGroup({ kind: 'cons' })}>
              <p className={styles.pointHeading}>{REVIEW_CARD_MESSAGES.cons}</p>
              <ul className={styles.pointList}>
                {cons.map((point, index) => (
                  <li key={index} className={styles.point}>
                    <svg
                      viewBox="0 0 24 24"
                      width="16"
                      height="16"
                      aria-hidden="true"
                      focusable="false"
                      className={styles.pointIcon({ kind: 'cons' })}
                    >
                      <path d="M5 12h14" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" />
                    </svg>
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}

      <div className={styles.footer}>
        {details.length > 0 && (
          <ul className={styles.details}>
            {details.map((detail) => (
              <li key={detail} className={styles.detail}>
                {detail}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.likes}>
          <span className={styles.likeCount}>{formatCount(review.likes, LIKE_FORMS)}</span>
          {onLikeChange && (
            <button
              type="button"
              className={styles.likeButton}
              aria-pressed={liked}
              aria-busy={likeBusy || undefined}
              onClick={likeBusy ? undefined : () => onLikeChange(!liked)}
            >
              {likeBusy ? (
                <Spinner size="sm" label="" />
              ) : (
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path
                    d="M7 10.5v9H4.5a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1H7zm0 0 3.6-6.3a1.7 1.7 0 0 1 3.1 1.2L13 9h5.3a2 2 0 0 1 2 2.4l-1.3 6.4a2 2 0 0 1-2 1.7H7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={1.75}
                    strokeLinejoin="round"
                  />
                </svg>
              )}
              {REVIEW_CARD_MESSAGES.like}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
