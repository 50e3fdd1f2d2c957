import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { emailTexts } from '../../../shared/app-services/email';
import { confirmAddress } from '../app-email/confirmations';
import { resubscribe, suppress } from '../app-email/suppressions';
import {
  askPage,
  badLinkPage,
  confirmAskPage,
  confirmedPage,
  donePage,
  resubscribedPage,
  unsubscribePageCsp,
} from '../app-email/unsubscribe-page';
import { type UnsubscribeTokens, unsubscribeTokensFor } from '../app-email/unsubscribe-token';
import { resolveAppSite } from '../hosting/app-site';
import type { CloudDeps } from './cloud.routes';
import type { CloudEnv } from './cloud-access';

const page = (c: Context<CloudEnv>, html: string, status: ContentfulStatusCode = 200) => {
  c.header('Content-Security-Policy', unsubscribePageCsp);
  c.header('Cache-Control', 'no-store');
  // The link's token stays on this page: nothing it links to learns it.
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('X-Robots-Tag', 'noindex');
  return c.html(html, status);
};

const path = (action: 'unsubscribe' | 'resubscribe' | 'confirm', token: string) =>
  `/_cloud/v1/email/${action}?t=${encodeURIComponent(token)}`;

/**
 * Unsubscribe and confirmation links of an app's e-mail (/_cloud/v1/email/unsubscribe?t=…, /confirm?t=…), answered before any
 * caller is known: a recipient of a private app's e-mail has no grant, and the signed token is
 * what proves the address. GET asks (link scanners open links, so a GET changes nothing); POST
 * unsubscribes, from the page's button or a mail client's one-click (RFC 8058).
 */
export function emailPublicRoutes(deps: CloudDeps) {
  const unsubscribing = unsubscribeTokensFor(deps.env);
  const confirming = unsubscribeTokensFor(deps.env, 'confirm');
  const linkOf = async (c: Context<CloudEnv>, tokens: UnsubscribeTokens = unsubscribing) => {
    const site = await resolveAppSite(deps, c.env.host, 'webhook');
    if (!site) return { refusal: page(c, badLinkPage(emailTexts.appGone), 404) } as const;
    const token = c.req.query('t') ?? '';
    const subject = tokens.verify(token);
    // A genuine link of another app proves nothing here.
    const bad = tokens === confirming ? emailTexts.badConfirmLink : emailTexts.badLink;
    if (!subject || subject.projectId !== site.project.id) return { refusal: page(c, badLinkPage(bad), 400) } as const;
    return { appName: site.project.name, ...subject, token } as const;
  };
  return (
    new Hono<CloudEnv>()
      .get('/unsubscribe', async (c) => {
        const link = await linkOf(c);
        if ('refusal' in link) return link.refusal;
        return page(c, askPage(link.appName, link.email, path('unsubscribe', link.token)));
      })
      .post('/unsubscribe', async (c) => {
        const link = await linkOf(c);
        if ('refusal' in link) return link.refusal;
        await suppress(deps.db, link.projectId, link.email, 'unsubscribed');
        return page(c, donePage(link.appName, link.email, path('resubscribe', link.token)));
      })
      // Double opt-in: the link the first e-mail to a collected address carries (send-app-email.ts).
      .get('/confirm', async (c) => {
        const link = await linkOf(c, confirming);
        if ('refusal' in link) return link.refusal;
        return page(c, confirmAskPage(link.appName, link.email, path('confirm', link.token)));
      })
      .post('/confirm', async (c) => {
        const link = await linkOf(c, confirming);
        if ('refusal' in link) return link.refusal;
        await confirmAddress(deps.db, link.projectId, link.email);
        return page(c, confirmedPage(link.appName, link.email));
      })
      .post('/resubscribe', async (c) => {
        const link = await linkOf(c);
        if ('refusal' in link) return link.refusal;
        await resubscribe(deps.db, link.projectId, link.email);
        return page(c, resubscribedPage(link.appName, link.email));
      })
  );
}
