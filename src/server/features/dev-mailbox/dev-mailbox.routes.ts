import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorBody } from '../../http/api-error';
import { isLoopbackClient } from '../../http/client-address';
import { validate } from '../../http/validate';
import type { Mailer } from '../../vendors/mail';
import { mailboxPage } from './dev-mailbox.page';
import { listOutbox } from './dev-mailbox.service';

const query = z.object({ to: z.string().max(254).optional() });

/** Exists only in outbox mode and only for a loopback peer: everyone else sees a plain 404. */
export const devMailboxRoutes = (deps: { db: Database; mailer: Mailer }) =>
  new Hono()
    .use('/dev/mailbox', async (c, next) => {
      if (deps.mailer.mode !== 'outbox' || !isLoopbackClient(c)) {
        return c.json(errorBody('not_found', 'Not found.'), 404);
      }
      await next();
    })
    .get('/dev/mailbox', validate('query', query), async (c) => {
      const { to } = c.req.valid('query');
      const mails = await listOutbox(deps.db, to || undefined);
      const wantsPage = (c.req.header('accept') ?? '').includes('text/html');
      if (wantsPage) return c.html(mailboxPage(mails, to));
      return c.json({ mails });
    });
