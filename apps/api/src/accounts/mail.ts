import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

import type { AccountConfig } from './config';

/** A message to one address; `links` are printed to the log when there is no SMTP server. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/**
 * Sends account mail: to `SMTP_URL` when set, else as `.eml` files in the outbox folder with the
 * subject and links in the server log (so `npm start` can activate an account). Sending runs in the
 * background: a request never waits for the mail server, and known and unknown addresses answer alike.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly config: Pick<AccountConfig, 'smtpUrl' | 'outboxDir' | 'publicOrigin'>,
    private readonly logger: Logger,
  ) {
    this.transport = config.smtpUrl
      ? createTransport(config.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  private get from(): string {
    const host = this.config.publicOrigin ? new URL(this.config.publicOrigin).hostname : 'localhost';
    return `KWC <no-reply@${host}>`;
  }

  /** Queues a message; failures are logged, never shown to the visitor. */
  send(mail: Mail): void {
    const sending = this.deliver(mail)
      .catch((error: unknown) => this.logger.error({ err: error, subject: mail.subject }, 'mail not sent'))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Resolves when every queued message has been handed over (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async deliver(mail: Mail): Promise<void> {
    const info = (await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })) as { message?: Buffer };
    if (this.config.smtpUrl) {
      this.logger.info({ subject: mail.subject }, 'mail sent');
      return;
    }
    await mkdir(this.config.outboxDir, { recursive: true });
    const file = join(this.config.outboxDir, `${Date.now()}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, info.message ?? '');
    this.logger.info({ to: mail.to, subject: mail.subject, links: mail.links, file }, 'mail written to the outbox');
  }
}
