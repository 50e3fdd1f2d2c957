import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { chooseEncoding, type Encoding } from '../../http/compression';
import type { Artifact, Builds } from '../build/builds.service';
import { robotsTxt, sitemapXml } from '../seo/seo-head';
import { shareImage } from '../seo/share-image';
import type { AccessTokens } from './access-token';
import { accessTtl } from './access-token';
import type { AppHost, AppHostEnv } from './app-hosts';
import { appPage } from './app-page';
import { appNotFoundPage, noPreviewPage } from './app-pages';
import { resolveAppSite } from './app-site';
import { canonicalOrigin } from './canonical-origin';
import { CompressedAssets } from './compressed-assets';
import { reporterScript } from './preview-reporter';
import { spendGrant } from './spent-grants';

export const liveCookie = 'shipwright_live_access';
/**
 * A private preview opened in a tab of its own keeps its grant here: its pages have addresses, and
 * a reload at /chores carries no ?token= any more. Same grant, same expiry, this host only.
 */
export const previewCookie = 'shipwright_preview_access';

/**
 * Generated apps on their own hostnames: previews (p-<id>.<apps domain>) and live links
 * (<slug>.<apps domain>). Nothing here reads the main app's session: access comes from the
 * project's visibility or a signed grant from the main app.
 */
export function appHostRoutes({
  db,
  env,
  builds,
  appAccess,
}: {
  db: Database;
  env: Env;
  builds: Builds;
  appAccess: AccessTokens;
}) {
  const builderOrigin = new URL(env.APP_URL).origin;
  const secure = env.APP_URL.startsWith('https:');

  const resolve = (host: AppHost, grant: string | undefined, cookie: string | undefined) =>
    resolveAppSite({ db, builds, appAccess }, host, { grant, cookie });
  // The preview's grant: from the address, else from the cookie a page with it left.
  const grantOf = (c: Context) => c.req.query('token') ?? getCookie(c, previewCookie);

  const compressedAssets = new CompressedAssets();
  const compressed = (artifact: Artifact, file: 'js' | 'css', encoding: Encoding) =>
    compressedAssets.get(`${artifact.id}/app.${file}`, encoding, () => builds.asset(artifact, file));
  const app = new Hono<AppHostEnv>();
  app.use(async (c, next) => {
    await next();
    const preview = c.env.host.kind === 'preview';
    c.header('Content-Security-Policy', `frame-ancestors ${preview ? builderOrigin : "'self'"}`);
    c.header('X-Content-Type-Options', 'nosniff');
    // Unless a route said otherwise: a non-public app's address must not leave in a Referer.
    if (!c.res.headers.has('Referrer-Policy'))
      c.header('Referrer-Policy', preview ? 'no-referrer' : 'strict-origin-when-cross-origin');
  });
  const keepAddressPrivate = (c: Context, project: { visibility: string }) => {
    if (project.visibility !== 'public') c.header('Referrer-Policy', 'no-referrer');
  };

  app.get('/__shipwright/reporter.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(reporterScript(builderOrigin));
  });

  // The private-link handshake: a one-minute, single-use grant from the main app becomes this host's own cookie.
  app.get('/__access', async (c) => {
    const host = c.env.host;
    if (host.kind !== 'live') return c.html(appNotFoundPage, 404);
    const projectId = c.req.query('project') ?? '';
    c.header('Referrer-Policy', 'no-referrer');
    const token = c.req.query('token') ?? '';
    const holder = appAccess.holderOf(token, 'live-exchange', projectId);
    if (holder === undefined || !(await spendGrant(db, token, new Date(Date.now() + accessTtl.liveExchange))))
      return c.html(appNotFoundPage, 404);
    // The cookie names the same member as the grant: the host checks they still are one (app-site.ts).
    setCookie(c, liveCookie, appAccess.sign('live-cookie', projectId, accessTtl.liveCookie, Date.now(), holder), {
      httpOnly: true,
      secure,
      sameSite: 'Lax',
      path: '/',
      maxAge: accessTtl.liveCookie / 1000,
    });
    return c.redirect('/', 302);
  });

  app.get('/__app/:artifactId/:file{app\\.(js|css)}', async (c) => {
    const found = await resolve(c.env.host, grantOf(c), getCookie(c, liveCookie));
    const artifact = found ? await builds.byId(found.project.id, c.req.param('artifactId')) : null;
    if (!found || artifact?.status !== 'ok') return c.text('Not found', 404);
    keepAddressPrivate(c, found.project);
    const file = c.req.param('file') === 'app.js' ? 'js' : 'css';
    c.header('Content-Type', file === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8');
    // A build's files never change: its id is in the path.
    c.header(
      'Cache-Control',
      `${found.project.visibility === 'public' ? 'public' : 'private'}, max-age=31536000, immutable`,
    );
    c.header('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding) return c.body(await builds.asset(artifact, file));
    c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(await compressed(artifact, file, encoding)));
  });

  // Crawlers: a public live app lists its pages; everything else (previews, secret and private apps) is kept out.
  app.get('/robots.txt', async (c) => {
    const host = c.env.host;
    const found = host.kind === 'live' ? await resolve(host, undefined, undefined) : null;
    const indexable = host.kind === 'live' && found?.project.visibility === 'public';
    const origin = indexable ? await canonicalOrigin(db, env, found.project.id, host.slug) : '';
    c.header('Cache-Control', 'public, max-age=300');
    return c.text(robotsTxt(origin, indexable));
  });

  app.get('/sitemap.xml', async (c) => {
    const host = c.env.host;
    const found = host.kind === 'live' ? await resolve(host, undefined, undefined) : null;
    const artifact = found?.artifactId ? await builds.byId(found.project.id, found.artifactId) : null;
    if (host.kind !== 'live' || found?.project.visibility !== 'public' || !artifact) return c.text('Not found', 404);
    const origin = await canonicalOrigin(db, env, found.project.id, host.slug);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(sitemapXml(origin, artifact.seo, artifact.createdAt));
  });

  app.get('/__og.png', async (c) => {
    const host = c.env.host;
    if (host.kind !== 'live') return c.text('Not found', 404);
    const found = await resolve(host, undefined, getCookie(c, liveCookie));
    const artifact = found?.artifactId ? await builds.byId(found.project.id, found.artifactId) : null;
    if (!found || !artifact) return c.text('Not found', 404);
    keepAddressPrivate(c, found.project);
    c.header('Content-Type', 'image/png');
    c.header('Cache-Control', `${found.project.visibility === 'public' ? 'public' : 'private'}, max-age=3600`);
    const name = new URL(await canonicalOrigin(db, env, found.project.id, host.slug)).host;
    return c.body(new Uint8Array(await shareImage(artifact.id, artifact.seo, name)));
  });

  app.get('*', async (c) => {
    const host = c.env.host;
    const grant = host.kind === 'preview' ? grantOf(c) : undefined;
    const found = await resolve(host, grant, getCookie(c, liveCookie));
    c.header('Cache-Control', 'no-store');
    if (!found) return c.html(appNotFoundPage, 404);
    const fromAddress = c.req.query('token');
    if (host.kind === 'preview' && fromAddress && fromAddress === grant)
      setCookie(c, previewCookie, fromAddress, {
        httpOnly: true,
        secure,
        sameSite: 'Lax',
        path: '/',
        maxAge: accessTtl.preview / 1000,
      });
    keepAddressPrivate(c, found.project);
    const artifact = found.artifactId ? await builds.byId(found.project.id, found.artifactId) : null;
    if (!artifact) return c.html(noPreviewPage, host.kind === 'preview' ? 200 : 404);
    const secret = found.project.visibility === 'secret';
    const indexable = found.project.visibility === 'public';
    const live =
      host.kind === 'live'
        ? {
            seo: artifact.seo,
            // Only a public page names its canonical address (others get noindex alone).
            origin: indexable ? await canonicalOrigin(db, env, found.project.id, host.slug) : '',
            path: c.req.path.replace(/(.)\/+$/, '$1'),
            indexable,
          }
        : undefined;
    if (secret || (live && !live.indexable)) c.header('X-Robots-Tag', 'noindex, nofollow');
    // The page names its script and stylesheet, asked for as soon as it arrives: they are
    // compressed meanwhile rather than once asked for (a new build's script is a new one).
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (encoding)
      for (const file of ['js', 'css'] as const) compressed(artifact, file, encoding).catch(() => undefined);
    return c.html(appPage(artifact, { preview: host.kind === 'preview', secret, token: grant, live }));
  });
  return app;
}
