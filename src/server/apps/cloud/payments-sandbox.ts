import { type Context, Hono } from 'hono';
import { type OrderLine, type OrderStatus, sandboxTexts } from '../../../shared/app-services/payments';
import type { Env } from '../../core/env';
import { secretBoxFor } from '../../vendors/secret-box';
import type { Builds } from '../build/builds.service';
import type { AccessTokens } from '../hosting/access-token';
import { resolveAppSite } from '../hosting/app-site';
import type { CloudEnv } from './cloud-access';
import { findOrder, moveOrder, type OrderDeps, type OrderRow, statusOf } from './payments-orders';
import { checkoutPage, noticePage, sandboxPageCsp } from './payments-sandbox-page';
import type { PaymentScope } from './payments-stripe';

export type SandboxDeps = OrderDeps & { env: Env; builds: Builds; appAccess: AccessTokens };

/** As long as a Stripe Checkout stays open by default. */
const checkoutLifeMs = 24 * 60 * 60_000;

const sealContext = ({ projectId, environment }: PaymentScope) => `app-payments:${projectId}:${environment}:sandbox`;

/**
 * The sandbox checkout's address is a browser navigation without the SDK's token, so the link
 * itself is the capability: the order's id sealed (AES-GCM) for this app and environment. Nobody
 * can make one for an order, or move one to another app.
 */
export const sandboxToken = (env: Env, scope: PaymentScope, orderId: string) =>
  secretBoxFor(env).seal(orderId, sealContext(scope));

function orderIdOf(env: Env, scope: PaymentScope, token: string) {
  if (token.length > 300) return null;
  try {
    return secretBoxFor(env).open(token, sealContext(scope));
  } catch {
    return null;
  }
}

type Found =
  | { state: 'unknown' }
  | { state: 'over'; status: OrderStatus }
  | { state: 'open'; row: OrderRow; scope: PaymentScope };

/** The sandbox order a link names on this host, and whether it can still be paid. */
async function sandboxOrder(deps: SandboxDeps, c: Context<CloudEnv>) {
  const site = await resolveAppSite(deps, c.env.host, 'webhook');
  if (!site) return { appName: '', found: { state: 'unknown' } as Found };
  const scope = { projectId: site.project.id, environment: site.environment };
  const id = orderIdOf(deps.env, scope, c.req.param('token') ?? '');
  const row = id ? await findOrder(deps.db, scope, { id }) : null;
  let found: Found = { state: 'unknown' };
  if (row && row.data.provider === 'sandbox') {
    const status = statusOf(row);
    if (status === 'pending' && Date.now() - row.createdAt.getTime() > checkoutLifeMs) {
      await moveOrder(deps, scope, row.id, 'expired');
      found = { state: 'over', status: 'expired' };
    } else found = status === 'pending' ? { state: 'open', row, scope } : { state: 'over', status };
  }
  return { appName: site.project.name, found };
}

/**
 * The sandbox checkout on the app's own host, for apps whose owner has not connected Stripe: a
 * page clearly marked as a test, whose Pay and Cancel settle the order as Stripe would, then
 * send the buyer back to the app.
 */
export function sandboxRoutes(deps: SandboxDeps) {
  const builderOrigin = new URL(deps.env.APP_URL).origin;
  const html = (c: Context<CloudEnv>, status: 200 | 404 | 409, body: string) => {
    // The builder shows the preview in a frame, so the preview's checkout opens inside it.
    c.header('Content-Security-Policy', sandboxPageCsp(c.env.host.kind === 'preview' ? builderOrigin : "'self'"));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
    return c.html(body, status);
  };
  const notice = (c: Context<CloudEnv>, found: Exclude<Found, { state: 'open' }>) => {
    if (found.state === 'unknown') return html(c, 404, noticePage(sandboxTexts.unknownTitle, sandboxTexts.unknown));
    if (found.status === 'expired') return html(c, 409, noticePage(sandboxTexts.expiredTitle, sandboxTexts.expired));
    return html(c, 409, noticePage(sandboxTexts.finishedTitle, sandboxTexts.finished(found.status)));
  };
  const settle = (to: 'paid' | 'canceled') => async (c: Context<CloudEnv>) => {
    const { found } = await sandboxOrder(deps, c);
    if (found.state !== 'open') return notice(c, found);
    const row = await moveOrder(deps, found.scope, found.row.id, to);
    if (!row || statusOf(row) !== to) return notice(c, { state: 'over', status: row ? statusOf(row) : 'expired' });
    const back = new URL(String(row.data[to === 'paid' ? 'successPath' : 'cancelPath'] ?? '/'), 'http://app.invalid');
    back.searchParams.set('order', row.id);
    return c.redirect(`${back.pathname}${back.search}${back.hash}`, 303);
  };
  return new Hono<CloudEnv>()
    .get('/:token', async (c) => {
      const { appName, found } = await sandboxOrder(deps, c);
      if (found.state !== 'open') return notice(c, found);
      const { data } = found.row;
      return html(
        c,
        200,
        checkoutPage({
          appName,
          lines: data.items as OrderLine[],
          currency: String(data.currency),
          amountTotal: Number(data.amountTotal),
          action: new URL(c.req.url).pathname,
        }),
      );
    })
    .post('/:token/pay', settle('paid'))
    .post('/:token/cancel', settle('canceled'));
}
