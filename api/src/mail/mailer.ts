// Outgoing mail (the embedded identity provider's reset links): through SMTP when SMTP_URL is set, else into
// the mail_outbox table plus an info log line, so a fresh install without a mail server still works (the
// operator reads the link in the log or the admin's outbox).
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { mails } from '../operations/metrics/metrics.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587 or smtps://…; absent or empty = the outbox. */
  smtpUrl?: string;
  /** The From address, e.g. 'AI-tools roadmap <noreply@example.org>'. */
  from: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}

/** SMTP (nodemailer, smtpUrl like smtp://user:pass@host:587) when smtpUrl is set, else a row in mail_outbox plus an info log line showing recipient, subject and body. */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, db, log } = options;
  if (smtpUrl) {
    // nodemailer is loaded for the first mail, not at every start (decision 0005, amendment of 2026-12-07).
    let transport: Promise<Transporter> | undefined;
    return {
      async send({ to, subject, text }) {
        try {
          transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
          await (await transport).sendMail({ from, to, subject, text });
        } catch (error) {
          mails.inc({ transport: 'smtp', outcome: 'failed' });
          throw error;
        }
        mails.inc({ transport: 'smtp', outcome: 'sent' });
        log.info({ mail: { to, subject } }, 'mail sent');
      },
    };
  }
  return {
    async send({ to, subject, text }) {
      try {
        await db
          .insertInto('mail_outbox')
          .values({ recipient: to, subject, body: text, created_at: new Date().toISOString() })
          .execute();
      } catch (error) {
        mails.inc({ transport: 'outbox', outcome: 'failed' });
        throw error;
      }
      mails.inc({ transport: 'outbox', outcome: 'sent' });
      log.info({ mail: { to, subject, body: text } }, `mail in outbox (no SMTP_URL) to ${to}: ${subject}\n${text}`);
    },
  };
}
