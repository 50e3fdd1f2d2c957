import { Hono } from 'hono';
import { addDomainSchema } from '../../../shared/custom-domains';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { errorBody } from '../../http/api-error';
import { validate } from '../../http/validate';
import { customDomainServed } from './custom-domain-hosts';
import { addDomain, type DomainDeps, listDomains, removeDomain, verifyDomain } from './domains.service';

/** The owner's custom domains of one project (the Deploy dialog). */
export const domainsRoutes = (deps: DomainDeps & { auth: Auth }) =>
  new Hono()
    .get('/:projectId/domains', requireUser(deps.auth), async (c) =>
      c.json(await listDomains(deps, c.req.param('projectId'), c.var.user.id), 200),
    )
    .post('/:projectId/domains', requireUser(deps.auth), validate('json', addDomainSchema), async (c) =>
      c.json(await addDomain(deps, c.req.param('projectId'), c.var.user.id, c.req.valid('json').domain), 201),
    )
    .post('/:projectId/domains/:domainId/verify', requireUser(deps.auth), async (c) =>
      c.json(await verifyDomain(deps, c.req.param('projectId'), c.var.user.id, c.req.param('domainId')), 200),
    )
    .delete('/:projectId/domains/:domainId', requireUser(deps.auth), async (c) =>
      c.json(await removeDomain(deps, c.req.param('projectId'), c.var.user.id, c.req.param('domainId')), 200),
    );

/**
 * Asked by the operator's reverse proxy before it obtains a certificate on demand (Caddy's
 * on_demand_tls `ask`): 200 only for a domain that is verified and served right now, so nobody
 * can make the proxy request certificates for names that merely point here.
 */
export const tlsAskRoutes = (deps: DomainDeps) =>
  new Hono().get('/_shipwright/tls-ask', async (c) => {
    const domain = c.req.query('domain');
    if (!domain) return c.json(errorBody('invalid_input', 'domain: give the domain to check.'), 400);
    const served = await customDomainServed(deps.db, domain);
    return served
      ? c.json({ domain: served.domain }, 200)
      : c.json(errorBody('not_found', 'No verified custom domain by that name.'), 404);
  });
