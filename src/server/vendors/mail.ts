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
  /** The sender's name (a generated app's), shown with MAIL_FROM's address. */
  fromName?: string;
  /** Extra headers (List-Unsubscribe); their values are kept on one line. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** smtp: handed to a real server; outbox: kept in the database for /dev/mailbox. */
  readonly mode: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
}

// Header values never carry line breaks, whatever a caller passes in.
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** MAIL_FROM's address alone: "Shipwright <no-reply@x>" gives "no-reply@x". */
const addressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from;

// A display name that cannot close its quotes or smuggle an address or control characters in.
const displayName = (name: string) =>
  oneLine(name)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"<>\\]/g, '')
    .trim()
    .slice(0, 100);

const oneLineHeaders = (headers: Record<string, string> | undefined) =>
  headers && Object.fromEntries(Object.entries(headers).map(([key, value]) => [oneLine(key), oneLine(value)]));

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Database, logger: Logger): Mailer {
  const from = oneLine(env.MAIL_FROM);
  const address = addressOf(from);
  const fromOf = (mail: Mail) => {
    const name = mail.fromName === undefined ? '' : displayName(mail.fromName);
    return name ? { name, address } : null;
  };
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from: fromOf(mail) ?? from,
          headers: oneLineHeaders(mail.headers),
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
      const named = fromOf(mail);
      await db.insert(mailOutbox).values({
        from: named ? `"${named.name}" <${named.address}>` : from,
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
