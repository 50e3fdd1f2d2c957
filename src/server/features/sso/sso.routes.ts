import { Hono } from 'hono';
import {
  ssoConfigSchema,
  ssoDiscoverRateLimit,
  ssoDiscoverSchema,
  ssoLinkTexts,
  ssoSettingsSchema,
  ssoTexts,
} from '../../../shared/sso';
import { authorizeWorkspace } from '../../access/workspaces';
import { assertFreshSession } from '../../auth/fresh-session';
import { requireUser } from '../../auth/session';
import { verifiedProviderFor } from '../../auth/sso';
import { approveLinkRequest, describeLinkRequest } from '../../auth/sso-links';
import { ApiError } from '../../http/api-error';
import { rateLimit } from '../../http/rate-limit';
import { type RateLimitStoreDeps, rateLimitStore } from '../../http/rate-limit-store';
import { validate } from '../../http/validate';
import { assertTeam, providerOf, type SsoDeps, saveProvider, toView } from './sso.service';
import { approveProvider, changeSettings, removeProvider, verifyDomain } from './sso-settings.service';

/**
 * A team workspace's single sign-on, for its admins (mounted at /api/workspaces): one identity
 * provider, its domain's proof, enforcement and the role people join with.
 */
export const workspaceSsoRoutes = (deps: SsoDeps) => {
  const { db, env, auth } = deps;
  const adminOf = async (workspaceId: string, userId: string) => {
    const found = await authorizeWorkspace(db, workspaceId, userId, 'sso');
    assertTeam(found.workspace);
    return found;
  };
  const admin = async (workspaceId: string, userId: string) => (await adminOf(workspaceId, userId)).workspace;
  return new Hono()
    .get('/:workspaceId/sso', requireUser(auth), async (c) => {
      const workspace = await admin(c.req.param('workspaceId'), c.var.user.id);
      const row = await providerOf(db, workspace.id);
      return c.json({ sso: row ? toView(env, row) : null }, 200);
    })
    .put('/:workspaceId/sso', requireUser(auth), validate('json', ssoConfigSchema), async (c) => {
      const { workspace, role } = await adminOf(c.req.param('workspaceId'), c.var.user.id);
      const actor = { id: c.var.user.id, role };
      const sso = await saveProvider(deps, workspace, actor, c.req.raw.headers, c.req.valid('json'));
      return c.json({ sso }, 200);
    })
    .post('/:workspaceId/sso/approve', requireUser(auth), async (c) => {
      const { workspace, role } = await adminOf(c.req.param('workspaceId'), c.var.user.id);
      if (role !== 'owner') throw new ApiError(403, 'access_denied', ssoTexts.ownerOnly);
      assertFreshSession(c.var.session);
      return c.json({ sso: await approveProvider(deps, workspace.id, c.var.user.id) }, 200);
    })
    .post('/:workspaceId/sso/verify', requireUser(auth), async (c) => {
      const workspace = await admin(c.req.param('workspaceId'), c.var.user.id);
      return c.json({ sso: await verifyDomain(deps, workspace.id, c.var.user.id) }, 200);
    })
    .patch('/:workspaceId/sso', requireUser(auth), validate('json', ssoSettingsSchema), async (c) => {
      const workspace = await admin(c.req.param('workspaceId'), c.var.user.id);
      const actor = { id: c.var.user.id, sessionId: c.var.session.id };
      return c.json(await changeSettings(deps, workspace.id, actor, c.req.valid('json')), 200);
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
  new Hono()
    .get('/link-requests/:token', async (c) => {
      const found = await describeLinkRequest(deps.db, c.req.param('token'));
      if (!found) throw new ApiError(404, 'not_found', ssoLinkTexts.unknownLink);
      return c.json(found, 200);
    })
    // The person approves linking their existing account: by POST, so a mail scanner's visit approves nothing.
    .post('/link-requests/:token/approve', async (c) => {
      const approved = await approveLinkRequest(deps.db, c.req.param('token'));
      if (!approved) throw new ApiError(404, 'not_found', ssoLinkTexts.unknownLink);
      return c.json(approved, 200);
    })
    .post(
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
