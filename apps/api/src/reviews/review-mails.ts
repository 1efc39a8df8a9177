import { REVIEW, type ModerationDecision, type ReviewRemark } from '@kwc/domain';

import type { Mail } from '../accounts/mail';
import { message } from '../accounts/mail-messages';

// ours: the spec gives no mail copy. Every decision is explained (EU DSA art. 17 statement of reasons).

const SUBJECTS: Record<ModerationDecision['decision'], string> = {
  publish: 'Twoja opinia została opublikowana',
  request_changes: 'Twoja opinia wymaga poprawek',
  reject: 'Twoja opinia nie została opublikowana',
  hide: 'Twoja opinia została ukryta',
};

const OUTCOMES: Record<ModerationDecision['decision'], string> = {
  publish: 'jest już widoczna dla wszystkich. Dziękujemy, że dzielisz się doświadczeniem!',
  request_changes: 'wymaga poprawek, zanim ją opublikujemy.',
  reject: 'nie zostanie opublikowana.',
  hide: 'została ukryta i nie jest już widoczna w serwisie.',
};

/** How the author objects to a decision (EU DSA art. 17 (3)(f)); shared with the added-product mails. */
export const HOW_TO_OBJECT =
  'Jeśli nie zgadzasz się z tą decyzją, odpowiedz na tę wiadomość albo napisz na kontakt@kwc.pl — ' +
  'rozpatrzymy Twoje odwołanie. Decyzję podjęła osoba moderująca, nie automat.';

/** The author's mail about a moderator's decision: the outcome, the reasons, the remark and how to object. */
export function decisionMail(input: {
  to: string;
  decision: ModerationDecision['decision'];
  /** The decision concerned an edit of a published review (the published text stays). */
  revision: boolean;
  productName: string;
  title: string;
  remarks: ReviewRemark | null;
  /** `request_changes`: the one-time reply link (`/review/ticket-reply/{token}`). */
  replyUrl: string | null;
}): Mail {
  const what = input.revision ? 'Zmiana Twojej opinii' : 'Twoja opinia';
  const paragraphs = [`${what} „${input.title}” o produkcie ${input.productName} ${OUTCOMES[input.decision]}`];
  if (input.revision && input.decision !== 'publish') {
    paragraphs.push('Wcześniej opublikowana wersja opinii pozostaje widoczna bez zmian.');
  }
  if (input.remarks) {
    paragraphs.push(`Powody decyzji: ${input.remarks.reasons.map((reason) => reason.label).join('; ')}.`);
    if (input.remarks.remark) paragraphs.push(`Uwagi moderacji: ${input.remarks.remark}`);
    paragraphs.push(HOW_TO_OBJECT);
  }
  if (input.replyUrl) {
    paragraphs.push(
      `Popraw opinię i napisz nam kilka słów pod poniższym linkiem. Działa przez ${REVIEW.replyLinkDays} dni i tylko raz; ` +
        'później możesz poprawić opinię na swoim koncie.',
    );
  }
  const link = input.replyUrl ? { label: 'Popraw opinię i odpowiedz', url: input.replyUrl } : undefined;
  return message({ to: input.to, subject: SUBJECTS[input.decision], paragraphs, ...(link ? { link } : {}) });
}
