import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isSpaRoute } from '../../shared/routes';
import { type SiteConfig, siteConfigMetaName } from '../../shared/site-config';
import type { Logger } from '../core/logger';
import { escapeAttribute } from './escape-attribute';

const notBuilt = `<!doctype html><title>Shipwright</title><p>The web app is not built yet. Run <code>npm run build:web</code>.</p>`;

/**
 * Serves the built single-page app. Known routes get index.html with 200; any other path gets
 * the same page (which renders the 404 screen) with a real 404 status, and is logged.
 */
export function webAppRoutes(webDir: string, siteConfig: SiteConfig, logger: Logger) {
  const indexFile = path.join(webDir, 'index.html');
  // Read once: index.html only changes with a new build, which means a new process.
  const indexHtml = withSiteConfig(existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : notBuilt, siteConfig);
  const app = new Hono();
  if (existsSync(webDir)) {
    const root = path.relative(process.cwd(), webDir) || '.';
    app.use(
      '/assets/*',
      serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
    );
    // Only names with an extension are files (favicon.svg); every other path is a page.
    const files = serveStatic({ root });
    app.use('/*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? files(c, next) : next()));
  }
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    if (isSpaRoute(c.req.path)) return c.html(indexHtml);
    logger.warn('page not found', { path: c.req.path });
    return c.html(indexHtml, 404);
  });
  return app;
}

// A meta tag rather than an inline script: the CSP allows no inline script.
function withSiteConfig(html: string, config: SiteConfig): string {
  const meta = `<meta name="${siteConfigMetaName}" content="${escapeAttribute(JSON.stringify(config))}" />`;
  return html.replace('</head>', `    ${meta}\n  </head>`);
}
