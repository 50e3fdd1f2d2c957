import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { paths } from '../../shared/routes';
import type { SiteConfig } from '../../shared/site-config';
import type { Logger } from '../core/logger';

type RenderPage = (url: string, config: SiteConfig) => Promise<string>;

/** The public pages served as ready markup; any unknown path gets the prerendered 404 page. */
const publicPages: readonly string[] = [
  paths.home,
  paths.product,
  paths.pricing,
  paths.contact,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.cookiePolicy,
];
const notFoundPage = '/__not-found';
const warmAfterMs = 1_000;

/**
 * Public pages' HTML, drawn once per process by the web app's own server entry (`vite build
 * --ssr`, built next to the web app) with this server's settings, such as its support address.
 * Without that build every page is the empty shell the browser fills, as before.
 */
export class PrerenderedPages {
  private readonly pages = new Map<string, Promise<string | null>>();
  private renderer: Promise<RenderPage | null> | null = null;

  constructor(
    private readonly webDir: string,
    private readonly config: SiteConfig,
    private readonly logger: Logger,
    { warm }: { warm: boolean },
  ) {
    // A real server draws them all soon after it starts, one after another, so no visitor waits
    // for one; not during the start itself, which they would slow down.
    if (warm) setTimeout(() => this.warmAll(), warmAfterMs).unref();
  }

  /** The markup inside #root for this path, or null to serve the empty shell. */
  markupFor(pathname: string, known: boolean): Promise<string | null> {
    if (!known) return this.page(notFoundPage);
    const page = pathname.replace(/\/$/, '') || '/';
    return publicPages.includes(page) ? this.page(page) : Promise.resolve(null);
  }

  private warmAll() {
    void [...publicPages, notFoundPage].reduce<Promise<unknown>>(
      (previous, page) => previous.then(() => this.page(page)),
      Promise.resolve(),
    );
  }

  private page(url: string): Promise<string | null> {
    let page = this.pages.get(url);
    if (!page) {
      page = this.render(url);
      this.pages.set(url, page);
    }
    return page;
  }

  private async render(url: string) {
    const render = await this.loadRenderer();
    if (!render) return null;
    try {
      return await render(url, this.config);
    } catch (error) {
      this.logger.error('prerendering a page failed', { path: url, error: String(error) });
      return null;
    }
  }

  private loadRenderer() {
    this.renderer ??= (async () => {
      const entry = path.join(this.webDir, '..', 'prerender', 'prerender.js');
      if (!existsSync(entry)) return null;
      try {
        return ((await import(pathToFileURL(entry).href)) as { renderPage: RenderPage }).renderPage;
      } catch (error) {
        this.logger.warn('public pages are not prerendered: their build did not load', { error: String(error) });
        return null;
      }
    })();
    return this.renderer;
  }
}
