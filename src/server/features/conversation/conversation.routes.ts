import { Hono } from 'hono';
import type { SSEStreamingApi } from 'hono/streaming';
import { streamSSE } from 'hono/streaming';
import { sendMessageSchema } from '../../../shared/projects';
import type { RunEvent } from '../../../shared/run-events';
import { findViewableProject } from '../../access/project-access';
import { type AccessRevocations, endOnRevocation } from '../../access/revocations';
import type { Auth } from '../../auth/auth';
import { optionalUser, requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import { listMessages } from './messages.service';
import { doneEvent, latestRunOf, runView } from './run-views';
import { watchRun } from './run-watch';
import { type RunDeps, retryRun, startTurn, stopRun } from './runs.service';

// Proxies close quiet connections; a comment line now and then keeps a slow reply's stream open.
const keepAliveMs = 15_000;

/** Every event goes out under its own type as the SSE event name; the browser parses it with the same schema. */
const send = (stream: SSEStreamingApi, event: RunEvent) =>
  stream.writeSSE({ event: event.type, data: JSON.stringify(event) });

/** The conversation of a project: its messages, the reply being written (live), and retry. */
export const conversationRoutes = (deps: RunDeps & { auth: Auth; revocations: AccessRevocations }) =>
  new Hono()
    .get('/:projectId/messages', optionalUser(deps.auth), async (c) =>
      c.json(await listMessages(deps.db, c.req.param('projectId'), c.var.user?.id ?? null), 200),
    )
    // 202: the message is stored and the reply is being written; watch it at /generation/events.
    .post('/:projectId/messages', requireUser(deps.auth), validate('json', sendMessageSchema), async (c) =>
      c.json(await startTurn(deps, c.req.param('projectId'), c.var.user.id, c.req.valid('json')), 202),
    )
    .get('/:projectId/generation', optionalUser(deps.auth), async (c) => {
      const { project } = await findViewableProject(deps.db, c.req.param('projectId'), c.var.user?.id ?? null);
      const run = await latestRunOf(deps.db, project.id);
      return c.json({ run: run ? runView(run) : null }, 200);
    })
    /**
     * The latest run as Server-Sent Events: a snapshot of what is written so far, then text,
     * file and step events as they happen, then `done`. A finished run answers `done` at once.
     */
    .get('/:projectId/generation/events', optionalUser(deps.auth), async (c) => {
      const viewerId = c.var.user?.id ?? null;
      const { project, role } = await findViewableProject(deps.db, c.req.param('projectId'), viewerId);
      const run = await latestRunOf(deps.db, project.id);
      c.header('cache-control', 'no-store');
      c.header('x-accel-buffering', 'no');
      return streamSSE(c, async (stream) => {
        if (!run) return send(stream, { type: 'done', run: null });
        if (run.status !== 'running') return send(stream, await doneEvent(deps.db, run));
        const abort = new AbortController();
        const events = watchRun(deps, run, abort.signal);
        stream.onAbort(() => abort.abort());
        // A member removed from the workspace loses the stream at once, whatever the run is doing.
        const unwatch =
          role && viewerId
            ? await endOnRevocation(deps, project.workspaceId, viewerId, () => {
                abort.abort();
                void stream.close();
              })
            : () => undefined;
        const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n'), keepAliveMs);
        try {
          for await (const event of events) await send(stream, event);
        } finally {
          clearInterval(keepAlive);
          unwatch();
        }
      });
    })
    .post('/:projectId/generation/:runId/stop', requireUser(deps.auth), async (c) =>
      c.json(await stopRun(deps, c.req.param('projectId'), c.var.user.id, c.req.param('runId')), 202),
    )
    .post('/:projectId/generation/:runId/retry', requireUser(deps.auth), async (c) =>
      c.json(await retryRun(deps, c.req.param('projectId'), c.var.user.id, c.req.param('runId')), 202),
    );
