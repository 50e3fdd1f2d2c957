import { Hono } from 'hono';
import { sendMessageSchema } from '../../../shared/projects';
import type { AppDeps } from '../../app-deps';
import { optionalUser, requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import { listMessages, sendMessage } from './chat.service';

export const chatRoutes = ({ db, auth, logger, env }: AppDeps) =>
  new Hono()
    .get('/:projectId/messages', optionalUser(auth), async (c) =>
      c.json(await listMessages(db, c.req.param('projectId'), c.var.user?.id ?? null), 200),
    )
    .post('/:projectId/messages', requireUser(auth), validate('json', sendMessageSchema), async (c) =>
      c.json(await sendMessage({ db, logger, env }, c.req.param('projectId'), c.var.user.id, c.req.valid('json')), 201),
    );
