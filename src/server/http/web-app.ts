import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isSpaRoute } from '../../shared/routes';
import { type SiteConfig, siteConfigMetaName } from '../../shared/site-config';
import type { Logger } from '../core/logger';
import { escapeAttribute } from './escape-attribute';
import { loggedPath } from './logged-path';
import { PrerenderedPages } from './prerendered-pages';

const notBuilt = `<!doctype html><title>Shipwright</title><p>The web app is not built yet. Run <code>npm run build:web</code>.</p>`;
const emptyRoot = '<div id="root"></div>';

/**
 * Serves the built single-page app. Known routes get index.html with 200; any other path gets
 * the same page (which renders the 404 screen) with a real 404 status, and is logged. Public
 * pages come with their markup already inside, so they paint before any script runs.
 */
export function webAppRoutes(webDir: string, siteConfig: SiteConfig, logger: Logger, { warm }: { warm: boolean }) {
  const prerendered = new PrerenderedPages(webDir, siteConfig, logger, { warm });
  const indexFile = path.join(webDir, 'index.html');
  // Read once: index.html only changes with a new build, which means a new process.
  const indexHtml = withSiteConfig(existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : notBuilt, siteConfig);
  const pageHtml = async (pathname: string, known: boolean) => {
    const markup = await prerendered.markupFor(pathname, known);
    return markup === null
      ? indexHtml
      : indexHtml.replace(emptyRoot, `<div id="root" data-prerendered>${markup}</div>`);
  };
  const app = new Hono();
  if (existsSync(webDir)) {
    const root = path.relative(process.cwd(), webDir) || '.';
    app.use(
      '/assets/*',
      serveStatic({
        root,
        // The build wrote .br and .gz copies of every text asset (scripts/compress-web.mjs).
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    // Only names with an extension are files (favicon.svg); every other path is a page.
    const files = serveStatic({ root, precompressed: true });
    app.use('/*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? files(c, next) : next()));
  }
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    if (isSpaRoute(c.req.path)) return c.html(await pageHtml(c.req.path, true));
    logger.warn('page not found', { path: loggedPath(c.req.path) });
    return c.html(await pageHtml(c.req.path, false), 404);
  });
  return app;
}

// A meta tag rather than an inline script: the CSP allows no inline script.
function withSiteConfig(html: string, config: SiteConfig): string {
  const meta = `<meta name="${siteConfigMetaName}" content="${escapeAttribute(JSON.stringify(config))}" />`;
  return html.replace('</head>', `    ${meta}\n  </head>`);
}
