import type { Page, Request as PageRequest, Route } from 'playwright-core';

/** What one rendered page reported: the same kinds as the preview's reporter sends. */
export interface RuntimeProblem {
  kind: 'error' | 'console' | 'request';
  message: string;
  detail: string;
}

/** What a page showed and what went wrong while it loaded. */
export interface PageReport {
  path: string;
  title: string;
  headings: string[];
  /** The start of its visible text. */
  text: string;
  /** Paths on the app's own host that the page links to. */
  links: string[];
  problems: RuntimeProblem[];
}

/**
 * An app as the render serves it, with no network: its page (served at every path, as app hosts
 * do), its assets by path, and its App Cloud backend answered by the server.
 */
export interface RenderSite {
  origin: string;
  page: string;
  assets: ReadonlyMap<string, { type: string; body: string }>;
  serveCloud(request: Request): Promise<Response>;
}

const limits = {
  /** The longest a page may take to load, and to go quiet after. */
  loadMs: 10_000,
  quietMs: 250,
  settleMs: 4_000,
  /** The longest one App Cloud call may take. */
  cloudMs: 5_000,
  textChars: 400,
  headings: 8,
  links: 12,
  problems: 20,
} as const;

/** The change feed streams for ever: the render answers it as a feed that has ended. */
const isChangeFeed = (path: string) => /^\/_cloud\/v1\/collections\/[^/]+\/changes$/.test(path);

/**
 * Loads `paths` of the site one after another in `page`, each until its requests have gone quiet
 * (then up to `followLinks` pages the first one links to),
 * and reports what each showed and what failed: uncaught errors, console errors, the app's own
 * requests that failed or answered 4xx/5xx, and a page that shows nothing. Requests to any other
 * host are refused quietly (the render has no network; a live app's would go out).
 */
export async function renderPages(
  page: Page,
  site: RenderSite,
  paths: string[],
  followLinks = 0,
): Promise<PageReport[]> {
  let problems: RuntimeProblem[] = [];
  const note = (problem: RuntimeProblem) => {
    if (problems.length < limits.problems) problems.push(problem);
  };
  const inflight = new Set<PageRequest>();
  let lastActivity = Date.now();
  const ownPath = (url: string) => {
    const parsed = new URL(url);
    return parsed.origin === site.origin ? parsed.pathname : null;
  };
  await page.route('**/*', (route) => answer(route, site, ownPath(route.request().url())));
  await page.addInitScript(watchChanges);
  // Addresses in stacks as paths, without the grant: shorter, and nothing the model needs.
  const plain = (text: string, chars: number) =>
    text
      .replaceAll(site.origin, '')
      .replace(/\?token=[^:)\s]*/g, '')
      .slice(0, chars);
  page.on('pageerror', (error) =>
    note({ kind: 'error', message: plain(error.message, 1_000), detail: plain(error.stack ?? '', 4_000) }),
  );
  page.on('console', (message) => {
    // A failed load is reported once, as its request.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      note({ kind: 'console', message: plain(message.text(), 1_000), detail: '' });
  });
  page.on('request', (request) => {
    const path = ownPath(request.url());
    if (path && !isChangeFeed(path)) inflight.add(request);
    lastActivity = Date.now();
  });
  const settled = (request: PageRequest) => {
    inflight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', async (request) => {
    settled(request);
    const response = await request.response().catch(() => null);
    const path = ownPath(request.url());
    if (path && response && response.status() >= 400)
      note({ kind: 'request', message: `${request.method()} ${path} answered ${response.status()}`, detail: '' });
  });
  page.on('requestfailed', (request) => {
    settled(request);
    const path = ownPath(request.url());
    const failure = request.failure()?.errorText ?? 'no answer';
    // Cancelled by the page (an AbortController) or by leaving it: not the app failing.
    if (path && failure !== 'net::ERR_ABORTED')
      note({ kind: 'request', message: `${request.method()} ${path} failed: ${failure}`, detail: '' });
  });

  const reports: PageReport[] = [];
  const queue = [...paths];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    problems = [];
    try {
      await page.goto(new URL(path, site.origin).href, { waitUntil: 'load', timeout: limits.loadMs });
      const deadline = Date.now() + limits.settleMs;
      for (;;) {
        // The page's own queued work runs first (React renders in a task after load), then the
        // page is quiet when no request of its own is open and nothing changed for a moment.
        const lastChange = await page.evaluate(afterQueuedWork).catch(() => Date.now());
        const quietSince = Math.max(lastActivity, lastChange);
        if (Date.now() >= deadline || (inflight.size === 0 && Date.now() - quietSince >= limits.quietMs)) break;
        await page.waitForTimeout(50);
      }
    } catch (error) {
      note({ kind: 'error', message: `The page did not load: ${(error as Error).message.split('\n')[0]}`, detail: '' });
    }
    const shown = await page.evaluate(pageOutline, { ...limits, origin: site.origin }).catch(() => null);
    if (shown?.blank)
      note({ kind: 'error', message: 'The page shows nothing: no text, image or drawing.', detail: '' });
    reports.push({
      path,
      title: shown?.title ?? '',
      headings: shown?.headings ?? [],
      text: shown?.text ?? '',
      links: shown?.links ?? [],
      problems,
    });
    // The first page's links, as far as asked: the pages a visitor reaches from it.
    if (reports.length === 1 && followLinks > 0)
      queue.push(...(shown?.links ?? []).filter((link) => !paths.includes(link)).slice(0, followLinks));
  }
  return reports;
}

/** Answers one request of the page: its own assets and backend from the site, anything else refused. */
async function answer(route: Route, site: RenderSite, path: string | null) {
  const request = route.request();
  if (path === null) return route.abort('blockedbyclient');
  const asset = site.assets.get(path);
  if (asset) return route.fulfill({ status: 200, contentType: asset.type, body: asset.body });
  if (isChangeFeed(path)) return route.fulfill({ status: 200, contentType: 'text/event-stream', body: '' });
  if (path.startsWith('/_cloud/')) {
    const body = request.postDataBuffer();
    const forwarded = new Request(request.url(), {
      method: request.method(),
      // The browser leaves Host to its network stack, which the render has none of: the backend
      // tells the app's own requests from others' by it, as on an app host.
      headers: { ...(await request.allHeaders()), host: new URL(site.origin).host },
      body: body && !['GET', 'HEAD'].includes(request.method()) ? new Uint8Array(body) : undefined,
    });
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), limits.cloudMs));
    const response = await Promise.race([site.serveCloud(forwarded), timeout]).catch(() => null);
    if (!response) return route.abort('timedout');
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies.join('\n');
    return route.fulfill({ status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
  }
  if (request.method() !== 'GET') return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: site.page });
}

/** Runs in the page before its scripts: notes when its document last changed. */
function watchChanges() {
  const noted = window as unknown as { __swLastChange: number };
  noted.__swLastChange = Date.now();
  new MutationObserver(() => {
    noted.__swLastChange = Date.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Runs in the page: waits for a frame and the tasks queued before it, then says when the document last changed. */
function afterQueuedWork() {
  return new Promise<number>((resolve) =>
    requestAnimationFrame(() =>
      setTimeout(() => resolve((window as unknown as { __swLastChange: number }).__swLastChange ?? 0), 0),
    ),
  );
}

/** Runs in the page: what it shows, in brief. */
function pageOutline(options: { textChars: number; headings: number; links: number; origin: string }) {
  // What is shown, not what the DOM holds (hidden nodes, styles): innerText, layout-aware on purpose.
  const shownText = (node: HTMLElement | null) =>
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is wanted
    (node?.innerText ?? '').replace(/\s+/g, ' ').trim();
  const text = shownText(document.body);
  const headings = [...document.querySelectorAll<HTMLElement>('h1, h2, h3')]
    .map(shownText)
    .filter(Boolean)
    .slice(0, options.headings);
  const links = [
    ...new Set(
      [...document.querySelectorAll('a[href]')]
        .map((a) => new URL((a as HTMLAnchorElement).href, location.href))
        .filter((url) => url.origin === options.origin)
        .map((url) => url.pathname),
    ),
  ].slice(0, options.links);
  const drawn = document.querySelector('img, svg, canvas, video');
  return { title: document.title, headings, text: text.slice(0, options.textChars), links, blank: !text && !drawn };
}
