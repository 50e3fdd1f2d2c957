import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { quotaDay } from '../../src/server/apps/app-email/quota';
import type { CloudApp } from '../../src/server/apps/cloud/test-utils';
import { appEmailSends, projects } from '../../src/server/db/schema';
import { appEmailsPerDay } from '../../src/shared/app-services/email';
import { requestOnHost } from '../support/app-host';
import { AuthSession, codeIn, linkIn, uniqueEmail } from '../support/auth-session';
import type { CloudVisitor } from '../support/cloud-client';
import type { SmtpInbox } from '../support/smtp-inbox';
import type { TestServer } from '../support/test-server';

/** The app's function that e-mails whatever its caller asks: the app's own code deciding to send. */
export const mailFunction = `export default async function (request: Request, ctx: any) {
  const mail = await request.json();
  try {
    return Response.json(await ctx.email.send(mail));
  } catch (error: any) {
    return Response.json({ refused: { status: error.status, code: error.code, message: error.message } });
  }
}
`;

export type SendOutcome = { sent: true } | { refused: { status: number; code: string; message: string } };

/** Asks the app's `mail` function to send, as this visitor. */
export async function sendThroughFunction(visitor: CloudVisitor, mail: Record<string, unknown>) {
  const res = await visitor.call<SendOutcome>('POST', '/functions/mail', mail);
  expect(res.status).toBe(200);
  return res.body;
}

/** A confirmed, signed-in owner whose confirmation mail went through SMTP. */
export async function signedInOverSmtp(server: TestServer, inbox: SmtpInbox) {
  const email = uniqueEmail('owner');
  const browser = new AuthSession(server);
  const res = await browser.post('/api/auth/sign-up/email', { email, password: 'correct-horse', name: '' });
  expect(res.status).toBe(200);
  const link = new URL(linkIn(inbox.latestTo(email).text));
  expect((await browser.send(link.pathname + link.search, { method: 'GET' })).status).toBe(302);
  return { browser, email };
}

/** Signs this visitor in as an app user, reading the code from wherever the server's mail goes. */
export async function signInAppUser(
  visitor: CloudVisitor,
  email: string,
  codeMail: (email: string) => Promise<string>,
) {
  expect((await visitor.call('POST', '/auth/code', { email })).status).toBe(200);
  const verified = await visitor.call('POST', '/auth/verify', { email, code: codeIn(await codeMail(email)) });
  expect(verified.status).toBe(200);
}

/** The app's name as its e-mail shows it. */
export async function appNameOf(server: TestServer, projectId: string) {
  const [project] = await server.deps.db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  return project?.name ?? '';
}

/** The unsubscribe link in a message's footer. */
export const unsubscribeLinkIn = (text: string) => {
  const link = /Unsubscribe: (\S+)/.exec(text)?.[1];
  if (!link) throw new Error('no unsubscribe link');
  return new URL(link);
};

/** A request to the app's host the way a mail client or a browser opening the link sends it. */
export function onAppHost(server: TestServer, link: URL, method = 'GET', body?: string) {
  const headers: Record<string, string> = body ? { 'content-type': 'application/x-www-form-urlencoded' } : {};
  return requestOnHost(server.url, link.origin, link.pathname + link.search, { method, headers, body });
}

/** Today's count set so that the app has `left` e-mails left on the free plan. */
export async function leaveQuota(server: TestServer, app: CloudApp, left: number) {
  const sent = appEmailsPerDay.free - left;
  await server.deps.db
    .insert(appEmailSends)
    .values({ projectId: app.projectId, environment: 'preview', day: quotaDay(), sent })
    .onConflictDoUpdate({
      target: [appEmailSends.projectId, appEmailSends.environment, appEmailSends.day],
      set: { sent },
    });
}

/** Text matched literally inside a RegExp. */
export const quoted = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
