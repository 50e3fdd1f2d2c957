import { Hono } from 'hono';
import { gitConnectSchema, gitResolveSchema } from '../../../shared/git-sync';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import { conflictFiles, resolveConflict } from './git-resolve';
import { connectGit, disconnectGit, type GitDeps, gitStatus, syncNow } from './git-sync.service';

/** A project's Git sync, for its editors (mounted at /api/projects; ADR 0030). */
export const gitSyncRoutes = (deps: GitDeps & { auth: Auth }) =>
  new Hono()
    .get('/:projectId/git', requireUser(deps.auth), async (c) =>
      c.json(await gitStatus(deps, c.req.param('projectId'), c.var.user.id), 200),
    )
    .post('/:projectId/git', requireUser(deps.auth), validate('json', gitConnectSchema), async (c) =>
      c.json(await connectGit(deps, c.req.param('projectId'), c.var.user.id, c.req.valid('json')), 201),
    )
    .delete('/:projectId/git', requireUser(deps.auth), async (c) =>
      c.json(await disconnectGit(deps, c.req.param('projectId'), c.var.user.id), 200),
    )
    .post('/:projectId/git/sync', requireUser(deps.auth), async (c) =>
      c.json(await syncNow(deps, c.req.param('projectId'), c.var.user.id), 202),
    )
    .get('/:projectId/git/conflict', requireUser(deps.auth), async (c) =>
      c.json(await conflictFiles(deps, c.req.param('projectId'), c.var.user.id), 200),
    )
    .post('/:projectId/git/resolve', requireUser(deps.auth), validate('json', gitResolveSchema), async (c) =>
      c.json(await resolveConflict(deps, c.req.param('projectId'), c.var.user.id, c.req.valid('json').choice), 200),
    );
