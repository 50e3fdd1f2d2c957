import { Hono } from 'hono';
import { aiModelIds } from '../shared/projects';
import { isLive } from './ai/models';
import type { AppDeps } from './app-deps';
import { analyticsBeaconRoutes } from './apps/analytics/beacon.routes';
import { cloudRoutes } from './apps/cloud/cloud.routes';
import { deploymentsRoutes } from './apps/deploy/deployments.routes';
import { customDomainHosts } from './apps/domains/custom-domain-hosts';
import { domainsRoutes, tlsAskRoutes } from './apps/domains/domains.routes';
import { appHostBodyLimit } from './apps/hosting/app-host-bodies';
import { type AppHost, type AppHostEnv, appsFrameSource } from './apps/hosting/app-hosts';
import { appHostRouting, mainHostOnly } from './apps/hosting/host-routing';
import { appHostRoutes } from './apps/hosting/hosting.routes';
import { previewsRoutes } from './apps/preview/previews.routes';
import { authRoutes } from './auth/auth.routes';
import { configuredOAuthProviders } from './auth/oauth-providers';
import { accountRoutes, checkUserExistsRoutes } from './features/account/account.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { appAiRoutes } from './features/app-ai/app-ai.routes';
import { appDataRoutes } from './features/app-data/app-data.routes';
import { appEmailRoutes } from './features/app-email/app-email.routes';
import { appFunctionsRoutes } from './features/app-functions/app-functions.routes';
import { billingFunctionRoutes } from './features/billing/billing.routes';
import { sandboxRoutes } from './features/billing/sandbox.routes';
import { stripeWebhookRoutes } from './features/billing/stripe-webhook.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { aiModelsRoutes } from './features/conversation/ai-models.routes';
import { collaborationRoutes } from './features/conversation/collaboration.routes';
import { conversationRoutes } from './features/conversation/conversation.routes';
import { dependenciesRoutes } from './features/dependencies/dependencies.routes';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { gitSyncRoutes } from './features/git-sync/git-sync.routes';
import { gitSyncAfterChanges } from './features/git-sync/git-sync-trigger';
import { githubWebhookRoutes } from './features/git-sync/github-webhook.routes';
import { healthRoutes } from './features/health/health.routes';
import { githubExportRoutes, integrationsRoutes } from './features/integrations/integrations.routes';
import { isKnowledgeUpload, knowledgeRoutes } from './features/knowledge/knowledge.routes';
import { projectActionsRoutes } from './features/project-actions/project-actions.routes';
import { projectFilesRoutes } from './features/project-files/project-files.routes';
import { projectsRoutes } from './features/projects/projects.routes';
import { ssoDiscoverRoutes, workspaceSsoRoutes } from './features/sso/sso.routes';
import { usageRoutes } from './features/usage/usage.routes';
import { versionsRoutes } from './features/versions/versions.routes';
import { visualEditsRoutes } from './features/visual-edits/visual-edits.routes';
import { invitationsRoutes } from './features/workspaces/invitations.routes';
import { workspaceReportsRoutes } from './features/workspaces/workspace-reports.routes';
import { workspacesRoutes } from './features/workspaces/workspaces.routes';
import { admission, admissionLimits } from './http/admission';
import { errorBody, handleError } from './http/api-error';
import { limitBody } from './http/body-limit';
import { compressResponses } from './http/compression';
import { requestLog } from './http/request-log';
import { requireSameOrigin } from './http/same-origin';
import { mainAppSecurityHeaders } from './http/security-headers';
import { webAppRoutes } from './http/web-app';

/** The API alone: what the web client's types are derived from. */
const apiRoutes = (deps: AppDeps) =>
  new Hono()
    .route('/functions', contactRoutes(deps))
    .route('/functions', checkUserExistsRoutes(deps))
    .route('/functions', billingFunctionRoutes(deps))
    .route('/billing/sandbox', sandboxRoutes(deps))
    .route('/functions', integrationsRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/usage', usageRoutes(deps))
    .route('/workspaces', workspacesRoutes(deps))
    .route('/invitations', invitationsRoutes(deps))
    .route('/ai-models', aiModelsRoutes(deps))
    .use('/projects/:projectId/*', gitSyncAfterChanges(deps))
    .route('/projects', projectsRoutes(deps))
    .route('/projects', projectActionsRoutes(deps))
    .route('/projects', conversationRoutes(deps))
    .route('/projects', collaborationRoutes(deps))
    .route('/projects', projectFilesRoutes(deps))
    .route('/projects', dependenciesRoutes(deps))
    .route('/projects', versionsRoutes(deps))
    .route('/projects', visualEditsRoutes(deps))
    .route('/projects', previewsRoutes(deps))
    .route('/projects', deploymentsRoutes(deps))
    .route('/projects', domainsRoutes(deps))
    .route('/projects', knowledgeRoutes(deps))
    .route('/projects', githubExportRoutes(deps))
    .route('/projects', gitSyncRoutes(deps))
    .route('/projects', analyticsRoutes(deps))
    .route('/projects', appDataRoutes(deps))
    .route('/projects', appFunctionsRoutes(deps))
    .route('/projects', appEmailRoutes(deps))
    .route('/projects', appAiRoutes(deps))
    .route('/workspaces', workspaceReportsRoutes(deps))
    .route('/workspaces', workspaceSsoRoutes(deps))
    .route('/sso', ssoDiscoverRoutes(deps));

export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const mainHostBodyLimit = limitBody(env.BODY_LIMIT_BYTES);
  // One gate for everything that waits on the database: the API and generated apps' backends.
  const gate = admission(admissionLimits(env, deps.databaseKind));
  // A generated app's host: its backend under /_cloud/v1, its pages everywhere else.
  const appHosts = new Hono<AppHostEnv>()
    .use(appHostBodyLimit(env.BODY_LIMIT_BYTES))
    .use('/_cloud/*', gate)
    .route('/_cloud/v1', cloudRoutes(deps))
    .route('/', analyticsBeaconRoutes(deps))
    .route('/', appHostRoutes(deps));
  appHosts.onError(handleError(logger));
  const serveApp = (request: Request, host: AppHost) => appHosts.fetch(request, { host });
  const app = new Hono()
    .use(requestLog(logger, env.TRUST_PROXY))
    // On the main site and on apps' hosts alike.
    .use(compressResponses())
    // A generated app's hostname, or any other name under the apps domain, never reaches the
    // main app's routes, cookies or headers.
    .use(appHostRouting(env, serveApp))
    // An owner's own domain shows its live app by the same rules as the live link.
    .use(customDomainHosts(deps, serveApp))
    .use(mainAppSecurityHeaders(appsFrameSource(env)))
    .use((c, next) =>
      // Knowledge uploads (files up to 10 MB each) enforce their own cap on their route, once the owner is known.
      isKnowledgeUpload(c.req.method, c.req.path) ? next() : mainHostBodyLimit(c, next),
    )
    .route('/', healthRoutes(deps))
    .route('/', tlsAskRoutes(deps))
    // Everything from here on is the main app: only on APP_URL's host.
    .use(mainHostOnly(env))
    .route('/', devMailboxRoutes(deps))
    // Stripe's webhooks come from Stripe and prove themselves by signature, not by Origin.
    .route('/api/webhooks', stripeWebhookRoutes(deps))
    // GitHub's push webhooks prove themselves by each connection's own secret.
    .route('/api/webhooks', githubWebhookRoutes(deps))
    // A SAML identity provider posts its signed response from its own site (ADR 0029).
    .use('/api/*', requireSameOrigin(env.APP_URL, ['/api/auth/sso/saml2/sp/acs/']))
    .use('/api/*', gate)
    .route('/api', authRoutes(deps))
    .route('/api', apiRoutes(deps));
  app.all('/api/*', (c) => c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}.`), 404));
  const siteConfig = {
    supportEmail: env.SUPPORT_EMAIL,
    oauthProviders: configuredOAuthProviders(env),
    liveModels: aiModelIds.filter((id) => isLive(env, id)),
  };
  app.route('/', webAppRoutes(env.WEB_DIST_DIR, siteConfig, logger, { warm: env.NODE_ENV !== 'test' }));
  app.onError(handleError(logger));
  return app;
}

export type ApiType = ReturnType<typeof apiRoutes>;
