import { Hono } from 'hono';
import { githubExportSchema } from '../../../shared/github-export';
import { integrationRefSchema, integrationTexts, saveIntegrationSchema } from '../../../shared/integrations';
import type { PackageStore } from '../../apps/packages/package-store';
import type { Auth } from '../../auth/auth';
import { optionalUser, requireUser } from '../../auth/session';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validate';
import { secretBoxFor } from '../../vendors/secret-box';
import { exportToGithub } from './github-export.service';
import { finishGithubConnect, startGithubConnect } from './github-oauth.service';
import { checkIntegration, deleteIntegration, saveIntegration } from './integrations.service';

const integrationDeps = (deps: { env: Env; db: Database; logger: Logger; auth: Auth }) => ({
  ...deps,
  box: secretBoxFor(deps.env),
});

/**
 * The spec's manage-integrations (one route per action: check, save, delete) and github-oauth
 * functions, mounted under /api/functions.
 */
export const integrationsRoutes = (appDeps: { env: Env; db: Database; logger: Logger; auth: Auth }) => {
  const deps = integrationDeps(appDeps);
  return new Hono()
    .post('/manage-integrations/check', requireUser(deps.auth), validate('json', integrationRefSchema), async (c) =>
      c.json(await checkIntegration(deps, c.var.user.id, c.req.valid('json').integrationId), 200),
    )
    .post('/manage-integrations/save', requireUser(deps.auth), validate('json', saveIntegrationSchema), async (c) =>
      c.json(await saveIntegration(deps, c.var.user.id, c.req.valid('json')), 200),
    )
    .post('/manage-integrations/delete', requireUser(deps.auth), validate('json', integrationRefSchema), async (c) =>
      c.json(await deleteIntegration(deps, c.var.user.id, c.req.valid('json').integrationId), 200),
    )
    .post('/github-oauth', requireUser(deps.auth), async (c) => {
      // The spec sends no body; a card may name itself, and only GitHub has a connect flow.
      const body = (await c.req.json().catch(() => ({}))) as { integrationId?: unknown } | null;
      const requested = body?.integrationId ?? 'github';
      if (requested !== 'github') throw new ApiError(400, 'oauth_unavailable', integrationTexts.oauthNotAvailable);
      return c.json(await startGithubConnect(deps, c.var.user.id), 200);
    })
    .get('/github-oauth/callback', optionalUser(deps.auth), async (c) =>
      c.redirect(await finishGithubConnect(deps, c.var.user?.id ?? null, c.req.query()), 302),
    );
};

/** Export to GitHub from the builder, mounted under /api/projects. */
export const githubExportRoutes = (appDeps: {
  env: Env;
  db: Database;
  logger: Logger;
  auth: Auth;
  packages: PackageStore;
}) => {
  const deps = { ...integrationDeps(appDeps), packages: appDeps.packages };
  return new Hono().post(
    '/:projectId/github-export',
    requireUser(deps.auth),
    validate('json', githubExportSchema),
    async (c) => c.json(await exportToGithub(deps, c.var.user.id, c.req.param('projectId'), c.req.valid('json')), 200),
  );
};
