import { Hono } from 'hono';
import { sendMessageSchema } from '../../../shared/projects';
import type { AppDeps } from '../../app-deps';
import { optionalUser, requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import { startTurn } from '../generation/runs.service';
import { listMessages } from './chat.service';

export const chatRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/:projectId/messages', optionalUser(deps.auth), async (c) =>
      c.json(await listMessages(deps.db, c.req.param('projectId'), c.var.user?.id ?? null), 200),
    )
    // 202: the message is stored and the reply is being written; watch it at /generation/events.
    .post('/:projectId/messages', requireUser(deps.auth), validate('json', sendMessageSchema), async (c) =>
      c.json(await startTurn(deps, c.req.param('projectId'), c.var.user.id, c.req.valid('json')), 202),
    );
