import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import { emailOutbox } from '../db/schema/index';
import { clock } from './clock';
import type { Db } from './db';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Every mail is written to the outbox first. With SMTP_URL it is then sent; without, the outbox is the
 * delivery (a developer reads sign-in codes there). The log says a message went and which outbox row holds
 * it, never its body: bodies carry sign-in codes.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? createTransport(smtpUrl) : undefined;
  }

  async send(mail: Mail): Promise<void> {
    const [row] = await this.db
      .insert(emailOutbox)
      .values({ toAddress: mail.to, subject: mail.subject, body: mail.body })
      .returning({ id: emailOutbox.id });
    if (!this.transport) {
      this.log.info(
        { to: mail.to, subject: mail.subject, outboxId: row?.id },
        'mail written to outbox (no SMTP_URL)',
      );
      return;
    }
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.body });
      if (row) await this.markSent(row.id, null);
      this.log.info({ to: mail.to, subject: mail.subject, outboxId: row?.id }, 'mail sent');
    } catch (error) {
      this.log.error({ err: error, to: mail.to }, 'mail could not be sent');
      if (row) await this.markSent(row.id, error instanceof Error ? error.message : String(error));
    }
  }

  private async markSent(id: string, error: string | null) {
    await this.db
      .update(emailOutbox)
      .set(error ? { error } : { sentAt: clock() })
      .where(eq(emailOutbox.id, id));
  }
}
