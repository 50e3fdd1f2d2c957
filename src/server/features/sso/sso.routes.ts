import { Hono } from 'hono';
import {
  ssoConfigSchema,
  ssoDiscoverRateLimit,
  ssoDiscoverSchema,
  ssoSettingsSchema,
  ssoTexts,
} from '../../../shared/sso';
import { authorizeWorkspace } from '../../access/workspaces';
import { requireUser } from '../../auth/session';
import { verifiedProviderFor } from '../../auth/sso';
import { ApiError } from '../../http/api-error';
import { rateLimit } from '../../http/rate-limit';
import { type RateLimitStoreDeps, rateLimitStore } from '../../http/rate-limit-store';
import { validate } from '../../http/validate';
import { assertTeam, providerOf, type SsoDeps, saveProvider, toView } from './sso.service';
import { changeSettings, removeProvider, verifyDomain } from './sso-settings.service';

/**
 * A team workspace's single sign-on, for its admins (mounted at /api/workspaces): one identity
 * provider, its domain's proof, enforcement and the role people join with.
 */
export const workspaceSsoRoutes = (deps: SsoDeps) => {
  const { db, env, auth } = deps;
  const admin = async (workspaceId: string, userId: string) => {
    const { workspace } = await authorizeWorkspace(db, workspaceId, userId, 'sso');
    assertTeam(workspace);
    return workspace;
  };
  return new Hono()
    .get('/:workspaceId/sso', requireUser(auth), async (c) => {
      const workspace = await admin(c.req.param('workspaceId'), c.var.user.id);
      const row = await providerOf(db, workspace.id);
      return c.json({ sso: row ? toView(env, row) : null }, 200);
    })
    .put('/:workspaceId/sso', requireUser(auth), validate('json', ssoConfigSchema), async (c) => {
      const workspace = await admin(c.req.param('workspaceId'), c.var.user.id);
      const sso = await saveProvider(deps, workspace, c.var.user.id, c.req.raw.headers, c.req.valid('json'));
      return c.json({ sso }, 200);
    })
    .post('/:workspaceId/sso/verify', requireUser(auth), async (c) => {
      const workspace = await admin(c.req.param('workspaceId'), c.var.user.id);
      return c.json({ sso: await verifyDomain(deps, workspace.id, c.var.user.id) }, 200);
    })
    .patch('/:workspaceId/sso', requireUser(auth), validate('json', ssoSettingsSchema), async (c) => {
      const workspace = await admin(c.req.param('workspaceId'), c.var.user.id);
      return c.json({ sso: await changeSettings(deps, workspace.id, c.var.user.id, c.req.valid('json')) }, 200);
    })
    .delete('/:workspaceId/sso', requireUser(auth), async (c) => {
      const workspace = await admin(c.req.param('workspaceId'), c.var.user.id);
      await removeProvider(db, workspace.id, c.var.user.id);
      return c.body(null, 204);
    });
};

/**
 * Whether an address signs in through its organization's identity provider (mounted at /api/sso).
 * Only verified domains answer: which domains use SSO is no secret, and nothing about accounts is told.
 */
export const ssoDiscoverRoutes = (deps: SsoDeps & RateLimitStoreDeps) =>
  new Hono().post(
    '/discover',
    validate('json', ssoDiscoverSchema),
    rateLimit({
      name: 'sso-discover',
      ...ssoDiscoverRateLimit,
      trustProxy: deps.env.TRUST_PROXY,
      store: rateLimitStore(deps),
    }),
    async (c) => {
      const provider = await verifiedProviderFor(deps.db, c.req.valid('json').email);
      if (!provider) throw new ApiError(404, 'sso_not_configured', ssoTexts.noSsoForDomain);
      return c.json({ providerId: provider.providerId, enforced: provider.enforced }, 200);
    },
  );
