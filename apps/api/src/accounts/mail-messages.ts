import { REVIEW_PAGE_PATHS } from '@kwc/domain';

import type { Mail } from './mail';

// ours: the spec gives no mail copy. Links come from KWC_PUBLIC_ORIGIN only, never the Host header.

/** The site paths the links open (spec section 2 "Account routes"). */
export const LINK_PATHS = {
  activation: '/konto/aktywacja/',
  password_reset: '/konto/reset-hasla/',
  email_change: '/konto/zmien-email/',
  email_change_cancel: '/konto/przerwij-zmiane-email/',
  review_reply: REVIEW_PAGE_PATHS.ticketReply(''),
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A message with one paragraph list and an optional button link, as text and HTML. */
export function message(input: {
  to: string;
  subject: string;
  paragraphs: string[];
  link?: { label: string; url: string };
}): Mail {
  const { link } = input;
  const text = [...input.paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), '—', 'Zespół KWC'].join('\n\n');
  const html = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${
  link
    ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;background:#c8102e;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#555">Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>${escapeHtml(link.url)}</p>`
    : ''
}
<p>Zespół KWC</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html, links: link ? [link.url] : [] };
}

export function activationMail(to: string, url: string): Mail {
  return message({
    to,
    subject: 'Potwierdź swój adres email w KWC',
    paragraphs: [
      'Dziękujemy za założenie konta w KWC.',
      'Aby je aktywować, potwierdź swój adres email. Link jest ważny 7 dni i działa tylko raz.',
      'Jeśli to nie Ty zakładałaś lub zakładałeś konto, zignoruj tę wiadomość.',
    ],
    link: { label: 'Aktywuj konto', url },
  });
}

export function passwordResetMail(to: string, url: string): Mail {
  return message({
    to,
    subject: 'Ustaw nowe hasło w KWC',
    paragraphs: [
      'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w KWC.',
      'Link jest ważny godzinę i działa tylko raz. Po zmianie hasła wylogujemy Cię na wszystkich urządzeniach.',
      'Jeśli to nie Ty prosiłaś lub prosiłeś o zmianę, zignoruj tę wiadomość: hasło pozostanie bez zmian.',
    ],
    link: { label: 'Ustaw nowe hasło', url },
  });
}

export function emailChangeConfirmMail(to: string, url: string): Mail {
  return message({
    to,
    subject: 'Potwierdź nowy adres email w KWC',
    paragraphs: [
      `Poproszono o zmianę adresu email konta w KWC na ${to}.`,
      'Potwierdź ten adres, aby zakończyć zmianę. Link jest ważny 24 godziny i działa tylko raz.',
    ],
    link: { label: 'Potwierdź nowy adres', url },
  });
}

export function emailChangeNoticeMail(to: string, newEmail: string, cancelUrl: string): Mail {
  return message({
    to,
    subject: 'Zmiana adresu email w KWC',
    paragraphs: [
      `Poproszono o zmianę adresu email Twojego konta w KWC z ${to} na ${newEmail}.`,
      'Jeśli to nie Ty, przerwij zmianę: adres pozostanie bez zmian, a wszystkie sesje zostaną wylogowane. Link jest ważny 7 dni.',
    ],
    link: { label: 'Przerwij zmianę adresu', url: cancelUrl },
  });
}

export function passwordChangedMail(to: string, resetUrl: string): Mail {
  return message({
    to,
    subject: 'Hasło do Twojego konta w KWC zostało zmienione',
    paragraphs: [
      'Hasło do Twojego konta w KWC zostało właśnie zmienione, a pozostałe sesje wylogowane.',
      'Jeśli to nie Ty, od razu ustaw nowe hasło.',
    ],
    link: { label: 'Ustaw nowe hasło', url: resetUrl },
  });
}

export function twoFactorChangedMail(to: string, enabled: boolean): Mail {
  return message({
    to,
    subject: enabled
      ? 'Weryfikacja dwuetapowa w KWC została włączona'
      : 'Weryfikacja dwuetapowa w KWC została wyłączona',
    paragraphs: enabled
      ? [
          'Na Twoim koncie w KWC włączono weryfikację dwuetapową: do logowania potrzebny będzie teraz kod z aplikacji.',
          'Jeśli to nie Ty, zmień od razu hasło i napisz do nas.',
        ]
      : [
          'Na Twoim koncie w KWC wyłączono weryfikację dwuetapową: do logowania wystarczy teraz hasło.',
          'Jeśli to nie Ty, zmień od razu hasło i włącz weryfikację ponownie.',
        ],
  });
}
