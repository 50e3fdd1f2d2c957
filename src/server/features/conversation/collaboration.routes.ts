import { Hono } from 'hono';
import { queueMessageSchema } from '../../../shared/collaboration';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import { heartbeat } from './presence';
import { sendOrQueue, takeBack } from './reply-queue';
import type { RunDeps } from './runs.service';

/** Members working in one project together: presence, and one reply at a time with a queue. */
export const collaborationRoutes = (deps: RunDeps & { auth: Auth }) =>
  new Hono()
    .post('/:projectId/presence', requireUser(deps.auth), async (c) =>
      c.json(await heartbeat(deps.db, c.req.param('projectId'), c.var.user.id), 200),
    )
    .post('/:projectId/queue', requireUser(deps.auth), validate('json', queueMessageSchema), async (c) =>
      c.json(await sendOrQueue(deps, c.req.param('projectId'), c.var.user.id, c.req.valid('json')), 201),
    )
    .delete('/:projectId/queue/:queuedId', requireUser(deps.auth), async (c) =>
      c.json(await takeBack(deps, c.req.param('projectId'), c.var.user.id, c.req.param('queuedId')), 200),
    );
