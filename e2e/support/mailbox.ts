import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP listener on a free loopback port (the site's SMTP_URL) that keeps every message. */
export async function startMailbox() {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const recipients = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((v) => v.address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** How many messages arrived so far (pass it as `since` to wait for a newer one). */
    count: () => messages.length,
    /** The first message to `to` after `since` whose text has a link containing `linkPart`; waits up to 60 s. */
    async link(to: string, linkPart: string, since = 0): Promise<string> {
      const deadline = Date.now() + 60_000;
      for (;;) {
        for (const mail of messages.slice(since)) {
          if (!recipients(mail).includes(to)) continue;
          const link = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)]
            .map((match) => match[0])
            .find((href) => href.includes(linkPart));
          if (link) return link;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${linkPart} link`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    /** The text of the first message to `to` after `since`; waits up to 60 s. */
    async text(to: string, since = 0): Promise<string> {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const mail = messages.slice(since).find((message) => recipients(message).includes(to));
        if (mail) return mail.text ?? '';
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
