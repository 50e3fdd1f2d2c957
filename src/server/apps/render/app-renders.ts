import { Hono } from 'hono';
import type { BuildProblem } from '../../../shared/app-template';
import { handleError } from '../../http/api-error';
import { appHtml } from '../build/app-html';
import { type CloudDeps, cloudRoutes } from '../cloud/cloud.routes';
import { accessTtl } from '../hosting/access-token';
import type { AppHostEnv } from '../hosting/app-hosts';
import { previewOrigin } from '../hosting/app-hosts';
import { appPage } from '../hosting/app-page';
import { reporterScript } from '../hosting/preview-reporter';
import type { HeadlessBrowser } from './headless-browser';
import { type PageReport, renderPages } from './page-render';

export type RenderOutcome =
  | { rendered: true; pages: PageReport[] }
  | { rendered: false; reason: string; problems?: BuildProblem[] };

/** Where a render's assets are served from: no build id, since nothing is stored. */
const renderAssets = '/__app/render/';

/**
 * Renders files that are not saved (an agent's working copy) as the preview would show them, in
 * the jailed headless browser: built in the build sandbox, served on the preview's own origin as
 * the owner's preview frame is, its App Cloud calls answered by the preview's backend under the
 * working copy's own rules.
 */
export class AppRenders {
  private cloud: Hono<AppHostEnv> | null = null;

  constructor(
    private readonly browser: HeadlessBrowser,
    /** The backend's parts, asked for on the first render (they are assembled after this). */
    private readonly cloudDeps: () => CloudDeps,
  ) {}

  /** Renders `paths`, then up to `followLinks` pages the first one links to. */
  async render(
    projectId: string,
    files: ReadonlyMap<string, string>,
    paths: string[],
    followLinks = 0,
  ): Promise<RenderOutcome> {
    const ready = await this.browser.available();
    if (!ready.ok) return { rendered: false, reason: ready.reason };
    const deps = this.cloudDeps();
    const built = await deps.builds.bundleOf(projectId, files);
    if (!built.ok) return { rendered: false, reason: 'the app does not build', problems: built.problems };
    // As the owner's preview frame shows it: their own app identity, so a render makes no new
    // device (devices per address are few an hour) and sees what the owner sees.
    const token = deps.appAccess.sign('preview-owner', projectId, accessTtl.preview);
    const page = appPage(
      { html: appHtml(files.get('index.html'), renderAssets), projectId },
      { preview: true, secret: false, token },
    );
    const assets = new Map([
      [`${renderAssets}app.js`, { type: 'text/javascript; charset=utf-8', body: built.js }],
      [`${renderAssets}app.css`, { type: 'text/css; charset=utf-8', body: built.css }],
      [
        '/__shipwright/reporter.js',
        { type: 'text/javascript; charset=utf-8', body: reporterScript(new URL(deps.env.APP_URL).origin) },
      ],
    ]);
    const cloud = this.cloudApp(deps);
    const site = {
      origin: previewOrigin(deps.env, projectId),
      page,
      assets,
      serveCloud: async (request: Request) =>
        cloud.fetch(request, { host: { kind: 'preview' as const, projectId }, rules: built.rules }),
    };
    const started = performance.now();
    const pages = await this.browser.withPage((browserPage) => renderPages(browserPage, site, paths, followLinks));
    deps.logger.info('pages rendered', {
      projectId,
      pages: pages.length,
      problems: pages.reduce((sum, page) => sum + page.problems.length, 0),
      ms: Math.round(performance.now() - started),
    });
    return { rendered: true, pages };
  }

  /** The preview's backend as an app host serves it, errors answered in JSON as there. */
  private cloudApp(deps: CloudDeps) {
    if (!this.cloud) {
      this.cloud = new Hono<AppHostEnv>().route('/_cloud/v1', cloudRoutes(deps));
      this.cloud.onError(handleError(deps.logger));
    }
    return this.cloud;
  }

  close() {
    return this.browser.close();
  }
}
