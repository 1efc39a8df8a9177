import { ACCOUNT_MESSAGES, productPageHref, VALIDATION_MESSAGES, type ReviewInput } from '@kwc/domain';
import { ticketReplyKey, useApiClient, useReviewShops, useSendTicketReply, useTicketReply } from '@kwc/hooks';
import { ACCOUNT_SCREEN_TEXTS, ReviewForm, reviewFormValueOf, LoadingScreen, TextAreaField } from '@kwc/ui';
import { useRef, useState } from 'react';

import type { PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { AccountScreen, guardedLoad, MessageScreen, useGuards } from './accountPage';
import { ACCOUNT_PATHS } from './guards';
import { REVIEW_PAGE_MESSAGES } from './reviewWriteMessages';
import * as styles from './reviewWrite.css';

// `/review/ticket-reply/{replyHash}` (spec section 2, DESIGN.md section 4): the author answers the
// moderator's remarks from the mailed one-time link, corrects the review and sends it back.

const TEXTS = {
  title: 'Odpowiedz moderatorowi',
  answer: 'Twoja odpowiedź dla moderatora',
  answerHint: 'Napisz, co poprawiłaś, albo wyjaśnij, dlaczego tekst powinien zostać taki, jaki jest.',
  sentTitle: 'Odpowiedź wysłana',
  sent: 'Dziękujemy! Opinia wróciła do moderacji razem z Twoją odpowiedzią. O decyzji napiszemy w e-mailu.',
} as const;

/** Login required (the link is its author's); a link that no longer works is said so on the page. */
export const load = guardedLoad(['login'], async ({ params, fetchJson }) => {
  const key = ticketReplyKey(params.replyHash ?? '');
  try {
    return { fallback: { [key]: await fetchJson(key) } };
  } catch (error) {
    // An `HttpError` by its shape (app/page.ts): spent, expired, another's or unknown — all a 404.
    if ((error as { status?: unknown } | null)?.status === 404) return {};
    throw error;
  }
});

export default function TicketReplyPage(props: PageProps) {
  useGuards(['login'], props);
  const replyHash = props.params.replyHash ?? '';
  const reply = useTicketReply(replyHash);
  if (reply.error) {
    const invalid = ACCOUNT_SCREEN_TEXTS.linkInvalid;
    return (
      <MessageScreen
        title={invalid.title}
        tone="error"
        actions={[
          { label: 'Moje archiwum', href: ACCOUNT_PATHS.profile },
          { label: ACCOUNT_SCREEN_TEXTS.home, href: '/' },
        ]}
      >
        <p>{ACCOUNT_MESSAGES.linkInvalid}</p>
      </MessageScreen>
    );
  }
  if (!reply.data) {
    return (
      <AccountScreen title={TEXTS.title}>
        <LoadingScreen label="Ładowanie opinii…" />
      </AccountScreen>
    );
  }
  return <TicketReplyScreen key={replyHash} replyHash={replyHash} data={reply.data} />;
}

function TicketReplyScreen({
  replyHash,
  data,
}: {
  replyHash: string;
  data: NonNullable<ReturnType<typeof useTicketReply>['data']>;
}) {
  const { review, product } = data;
  // A published review's remarks are about its revision: that is the text to correct.
  const source = review.revision ?? review;
  const client = useApiClient();
  const shops = useReviewShops().data?.shops ?? [];
  const send = useSendTicketReply(replyHash);
  const [value, setValue] = useState(() => reviewFormValueOf(source));
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | undefined>();
  const answerRef = useRef<HTMLDivElement>(null);
  const productHref = productPageHref(product.urlPath);

  async function submit(input: ReviewInput) {
    if (message.trim() === '') {
      setMessageError(VALIDATION_MESSAGES.required);
      answerRef.current?.querySelector('textarea')?.focus();
      return;
    }
    await send.run(message.trim(), input);
  }

  if (send.isDone) {
    return (
      <MessageScreen
        title={TEXTS.sentTitle}
        tone="success"
        actions={[{ label: REVIEW_PAGE_MESSAGES.backToProduct, href: productHref }]}
      >
        <p>{TEXTS.sent}</p>
      </MessageScreen>
    );
  }

  return (
    <AccountScreen title={`${TEXTS.title}: ${product.name}`}>
      <div className={styles.page}>
        <header className={styles.product}>
          {product.images[0] ? (
            <img className={styles.packshot} src={product.images[0].path} alt="" width={96} height={96} />
          ) : (
            <span />
          )}
          <div>
            <h1 className={styles.heading}>{TEXTS.title}</h1>
            <p className={styles.productName}>
              <RouterLink href={productHref}>{product.name}</RouterLink>
            </p>
            <p className={styles.brand}>{product.brandName}</p>
          </div>
        </header>
        <ReviewForm
          value={value}
          onChange={setValue}
          onSubmit={(input) => void submit(input)}
          onUploadPhoto={async (file) => (await client.uploadReviewPhoto(file)).photo}
          shops={shops}
          errors={send.fields}
          formError={send.error}
          remarks={source.remarks ? [source.remarks] : []}
          leadingFields={
            <div ref={answerRef}>
              <TextAreaField
                id="ticket-reply-message"
                name="message"
                label={TEXTS.answer}
                description={TEXTS.answerHint}
                value={message}
                onChange={(next) => {
                  setMessage(next);
                  setMessageError(undefined);
                }}
                error={messageError ?? send.fields.message}
                maxLength={5000}
                rows={4}
                isRequired
              />
            </div>
          }
          pending={send.isPending}
        />
      </div>
    </AccountScreen>
  );
}
