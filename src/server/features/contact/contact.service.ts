import { eq } from 'drizzle-orm';
import type { ContactMessage } from '../../../shared/contact';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { Mailer } from '../../vendors/mail';

/** Stores the message, then mails it to support; a mail outage leaves it stored and undelivered. */
export async function submitContactMessage(
  deps: { db: Database; mailer: Mailer; logger: Logger; supportEmail: string },
  input: ContactMessage,
): Promise<{ id: string }> {
  const [row] = await deps.db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      replyTo: input.email,
      subject: `[Contact] ${input.subject}`,
      text: `From: ${input.name} <${input.email}>\nSubject: ${input.subject}\n\n${input.message}\n`,
    });
    await deps.db.update(contactMessages).set({ deliveredAt: new Date() }).where(eq(contactMessages.id, row.id));
  } catch (error) {
    deps.logger.error('contact mail failed', { id: row.id, error: String(error) });
  }
  return row;
}
