import nodemailer from 'nodemailer';
import type { Env } from '../core/env';
import type { Logger } from '../core/logger';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** smtp: handed to a real server; outbox: kept in the database for /dev/mailbox. */
  readonly mode: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
}

// Header values never carry line breaks, whatever a caller passes in.
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Database, logger: Logger): Mailer {
  const from = oneLine(env.MAIL_FROM);
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from,
          to: oneLine(mail.to),
          replyTo: mail.replyTo ? oneLine(mail.replyTo) : undefined,
          subject: oneLine(mail.subject),
          text: mail.text,
          html: mail.html,
        });
        logger.info('mail sent', { to: mail.to, subject: oneLine(mail.subject) });
      },
      close: () => transport.close(),
    };
  }
  return {
    mode: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({
        from,
        to: oneLine(mail.to).toLowerCase(),
        replyTo: mail.replyTo ? oneLine(mail.replyTo) : null,
        subject: oneLine(mail.subject),
        text: mail.text,
        html: mail.html ?? null,
      });
      logger.info('mail to outbox', { to: mail.to, subject: oneLine(mail.subject), read: '/dev/mailbox' });
    },
    close: () => {},
  };
}
