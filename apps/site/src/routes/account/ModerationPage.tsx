import {
  PAGES_LIMITS,
  REVIEW_STATUS_LABELS,
  type ModerationQueueItem as QueueItem,
  type ModerationQueueQuery,
} from '@kwc/domain';
import { moderationQueueKey, productModerationQueueKey, useModerationDecision, useModerationQueue } from '@kwc/hooks';
import {
  ModerationDecisionForm,
  ModerationQueueItem,
  optionsFromLabels,
  Pagination,
  SelectField,
  LoadingScreen,
} from '@kwc/ui';
import { useLocation } from 'wouter';

import { HttpError, type PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { AccountScreen, guardedLoad, useGuards } from './accountPage';
import { ACCOUNT_PATHS, TWO_FACTOR_FOR_MODERATION_PATH } from './guards';
import * as styles from './moderation.css';
import { ProductModerationTab, productQueueQueryOf } from './moderation/ProductModerationTab';
import { useQueueCursor } from './moderation/useQueueCursor';

const TITLE = 'Moderacja opinii';
const PRODUCTS_TITLE = 'Moderacja produktów';
export const MODERATION_PATH = ACCOUNT_PATHS.moderation;

/** What `/moderacja` moderates: reviews, or with `?rodzaj=produkty` the products users added. */
export type ModerationTab = 'reviews' | 'products';

export const moderationTabOf = (search: string): ModerationTab =>
  new URLSearchParams(search).get('rodzaj') === 'produkty' ? 'products' : 'reviews';

const PRODUCTS_PATH = `${MODERATION_PATH}?rodzaj=produkty`;

// ours: DESIGN.md section 4 names the queue's filters, not their words.
const KIND_LABELS = { all: 'Wszystkie', review: 'Nowe opinie', revision: 'Poprawki opublikowanych' } as const;
const STATUSES: readonly ModerationQueueQuery['status'][] = [
  'pending',
  'needs_changes',
  'rejected',
  'published',
  'hidden',
];
const STATUS_OPTIONS = STATUSES.map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] }));
const KIND_OPTIONS = optionsFromLabels(KIND_LABELS);

const KINDS: readonly ModerationQueueQuery['kind'][] = ['all', 'review', 'revision'];

/**
 * The queue's query from the page's `?status=&kind=&page=`; anything unknown falls back to the
 * defaults (`moderationQueueQuerySchema`'s, without zod in the account chunk).
 */
export function queueQueryOf(search: string): ModerationQueueQuery {
  const params = new URLSearchParams(search);
  const status = STATUSES.find((value) => value === params.get('status')) ?? 'pending';
  const kind = KINDS.find((value) => value === params.get('kind')) ?? 'all';
  const page = Number(params.get('page') ?? '1');
  return { status, kind, page: Number.isInteger(page) && page >= 1 && page <= PAGES_LIMITS.maxPage ? page : 1 };
}

const hrefOf = (query: ModerationQueueQuery): string => {
  const params = new URLSearchParams();
  if (query.status !== 'pending') params.set('status', query.status);
  if (query.kind !== 'all') params.set('kind', query.kind);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${MODERATION_PATH}?${search}` : MODERATION_PATH;
};

const productHref = (urlPath: string): string => {
  const path = urlPath.replace(/^\/+/, '');
  return `/${path.endsWith('.html') ? path : `${path}.html`}`;
};

/**
 * Login required; then the role is the API's answer: its 403 is the not-found page, so the queue's
 * address tells a plain user nothing.
 */
export const load = guardedLoad(['login'], async (context) => {
  const key =
    moderationTabOf(context.url.search) === 'products'
      ? productModerationQueueKey(productQueueQueryOf(context.url.search))
      : moderationQueueKey(queueQueryOf(context.url.search));
  try {
    return { fallback: { [key]: await context.fetchJson(key) } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) {
      // A moderator whose account still lacks two-step verification is told where to turn it on.
      return error.code === 'two_factor_required'
        ? { redirect: { location: TWO_FACTOR_FOR_MODERATION_PATH, status: 303 }, personal: true }
        : { status: 404 };
    }
    throw error;
  }
});

export default function ModerationPage(props: PageProps) {
  useGuards(['login'], props);
  const tab = moderationTabOf(props.search);
  const title = tab === 'products' ? PRODUCTS_TITLE : TITLE;
  return (
    <AccountScreen title={title}>
      <div className={styles.page}>
        <h1 className={styles.heading}>{title}</h1>
        <nav aria-label="Co moderujesz" className={styles.tabs}>
          <RouterLink href={MODERATION_PATH} aria-current={tab === 'reviews' ? 'page' : undefined}>
            Opinie
          </RouterLink>
          <RouterLink href={PRODUCTS_PATH} aria-current={tab === 'products' ? 'page' : undefined}>
            Produkty
          </RouterLink>
        </nav>
        {tab === 'products' ? (
          <ProductModerationTab
            search={props.search}
            hrefForPage={(page) => (page > 1 ? `${PRODUCTS_PATH}&page=${page}` : PRODUCTS_PATH)}
          />
        ) : (
          <ReviewModeration search={props.search} />
        )}
      </div>
    </AccountScreen>
  );
}

/**
 * What the API would decide (else 409): a pending review, a published one's pending revision, or a
 * published review to hide. Needs-changes, rejected and hidden ones wait for their author.
 */
function isDecidable(item: QueueItem): boolean {
  if (item.review.status === 'pending') return true;
  if (item.review.status !== 'published') return false;
  return item.kind === 'review' || item.review.revision?.status === 'pending';
}

/** The review queue: its filters, the list and the decision form (`?status=&kind=&page=`). */
function ReviewModeration({ search }: { search: string }) {
  const [, navigate] = useLocation();
  const query = queueQueryOf(search);
  const queue = useModerationQueue(query);
  const decision = useModerationDecision();
  const items = queue.data?.items ?? [];
  // j / k or the arrows move the focused item; the decision letters are the form's own.
  const { index, setCurrent, itemRefs } = useQueueCursor(items.length);
  const item = items[index];
  const pageCount = Math.max(1, Math.ceil((queue.data?.total ?? 0) / 20));

  const filter = (changes: Partial<ModerationQueueQuery>) => {
    setCurrent(0);
    navigate(hrefOf({ ...query, ...changes, page: 1 }));
  };

  return (
    <>
      <div className={styles.filters}>
        <SelectField
          label="Stan"
          name="status"
          options={STATUS_OPTIONS}
          value={query.status}
          onChange={(status) => filter({ status: status ?? 'pending' })}
        />
        <SelectField
          label="Rodzaj"
          name="kind"
          options={KIND_OPTIONS}
          value={query.kind}
          onChange={(kind) => filter({ kind: kind ?? 'all' })}
        />
      </div>
      <p className={styles.hint}>Klawisze: j / k lub strzałki — następna / poprzednia opinia.</p>
      {queue.data === undefined ? (
        <LoadingScreen label="Ładowanie kolejki…" />
      ) : items.length === 0 ? (
        <p role="status">Brak opinii w tym stanie.</p>
      ) : (
        <div className={styles.layout}>
          <ol className={styles.list} aria-label={`Opinie (${queue.data.total})`}>
            {items.map((entry, position) => (
              <li
                key={entry.review.id}
                // The item itself (a click, j / k), not a link inside it a Tab passes through.
                onFocus={(event) => {
                  if (event.target.tagName === 'ARTICLE') setCurrent(position);
                }}
              >
                <ModerationQueueItem
                  item={entry}
                  isCurrent={position === index}
                  headingLevel={2}
                  productHref={productHref(entry.product.urlPath)}
                  ref={(element) => {
                    itemRefs.current[position] = element;
                  }}
                />
              </li>
            ))}
          </ol>
          {item ? (
            <div className={styles.aside}>
              <p className={styles.hint}>
                Opinia {index + 1} z {items.length}: {item.review.title || 'bez tytułu'}
              </p>
              {isDecidable(item) ? (
                <ModerationDecisionForm
                  key={item.review.id}
                  isPublished={item.review.status === 'published' && item.kind === 'review'}
                  pending={decision.isPending}
                  error={decision.error ?? decision.fields.reasonCodes ?? null}
                  shortcuts
                  onDecide={(chosen) => void decision.run(item.review.id, chosen)}
                />
              ) : (
                <p role="note" className={styles.hint}>
                  Decyzja już zapadła ({REVIEW_STATUS_LABELS[item.review.status].toLowerCase()}). Opinia wróci do
                  kolejki, gdy autorka ją poprawi i wyśle.
                </p>
              )}
            </div>
          ) : null}
        </div>
      )}
      {pageCount > 1 ? (
        <Pagination
          page={query.page}
          pageCount={pageCount}
          hrefForPage={(page) => hrefOf({ ...query, page })}
          linkAs={RouterLink}
        />
      ) : null}
    </>
  );
}
