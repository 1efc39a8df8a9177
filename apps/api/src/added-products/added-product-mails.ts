import { ADDED_PRODUCT_REASONS, type AddedProductReasonCode } from '@kwc/domain';

import type { Mail } from '../accounts/mail';
import { message } from '../accounts/mail-messages';
import { HOW_TO_OBJECT } from '../reviews/review-mails';

// ours: the spec gives no mail copy. A rejection is explained (EU DSA art. 17 statement of reasons).

/** The author's mail about a moderator's decision on her added product. */
export function addedProductDecisionMail(input: {
  to: string;
  productName: string;
  /** The product page (absolute) when published, else `null`. */
  productUrl: string | null;
  reasonCodes: readonly AddedProductReasonCode[];
  remark: string | null;
}): Mail {
  if (input.productUrl) {
    return message({
      to: input.to,
      subject: 'Twój produkt został dodany do katalogu',
      paragraphs: [
        `Produkt ${input.productName}, który zaproponowałaś lub zaproponowałeś, jest już w katalogu KWC. ` +
          'Dziękujemy! Teraz każdy może go znaleźć i napisać o nim opinię.',
      ],
      link: { label: 'Zobacz stronę produktu', url: input.productUrl },
    });
  }
  const paragraphs = [
    `Produkt ${input.productName}, który zaproponowałaś lub zaproponowałeś, nie zostanie dodany do katalogu.`,
    `Powody decyzji: ${input.reasonCodes.map((code) => ADDED_PRODUCT_REASONS[code]).join('; ')}.`,
  ];
  if (input.remark) paragraphs.push(`Uwagi moderacji: ${input.remark}`);
  paragraphs.push(HOW_TO_OBJECT);
  return message({ to: input.to, subject: 'Twój produkt nie został dodany do katalogu', paragraphs });
}
