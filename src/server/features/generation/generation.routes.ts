import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps } from '../../app-deps';
import { optionalUser, requireUser } from '../../auth/session';
import { findViewableProject } from '../projects/project-access';
import { doneEvent, latestRunOf, runView } from './run-views';
import { retryRun } from './runs.service';

// Proxies close quiet connections; a comment line now and then keeps a slow reply's stream open.
const keepAliveMs = 15_000;

export const generationRoutes = (deps: AppDeps) =>
  new Hono()
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
      const { project } = await findViewableProject(deps.db, c.req.param('projectId'), c.var.user?.id ?? null);
      const run = await latestRunOf(deps.db, project.id);
      c.header('cache-control', 'no-store');
      c.header('x-accel-buffering', 'no');
      return streamSSE(c, async (stream) => {
        const channel = run ? deps.runs.get(run.id) : undefined;
        if (!run) return stream.writeSSE({ event: 'done', data: JSON.stringify({ type: 'done', run: null }) });
        if (!channel) {
          // Read again: the run may have finished (and left memory) since the first read.
          const latest = (await latestRunOf(deps.db, project.id)) ?? run;
          return stream.writeSSE({ event: 'done', data: JSON.stringify(await doneEvent(deps.db, latest)) });
        }
        const abort = new AbortController();
        stream.onAbort(() => abort.abort());
        const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n'), keepAliveMs);
        try {
          for await (const event of channel.watch(abort.signal)) {
            await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
          }
        } finally {
          clearInterval(keepAlive);
        }
      });
    })
    .post('/:projectId/generation/:runId/retry', requireUser(deps.auth), async (c) =>
      c.json(await retryRun(deps, c.req.param('projectId'), c.var.user.id, c.req.param('runId')), 202),
    );
