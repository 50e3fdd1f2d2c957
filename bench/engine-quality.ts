// The built-in engine, scored as a new user would judge it (npm run bench:engine): each sample
// description is generated through the real server, built, and opened in Chromium, then scored on
// rendering with no console error, being named after its subject, showing the main thing by name,
// having each feature asked for, and keeping a record added through the UI across a reload.
// Also the time from pressing Enter on the dashboard to the generated app's first contentful paint in
// the builder's preview frame.
import path from 'node:path';
import { type ConsoleMessage, chromium, type Page } from '@playwright/test';
import { grantPlan } from '../tests/support/billing';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { typeErrors } from '../tests/support/type-check-apps';
import { benchServer, signedInUser } from './support/bench-server';
import { promptFromDashboard } from './support/dashboard-prompt';
import { backReturns, fitsAPhone, reloadKeepsPlace, seriousA11y, settled } from './support/engine-app-checks';
import { heldOutSamples } from './support/engine-held-out';
import { hasEverything, type PageFacts, present, readPage } from './support/engine-page-facts';
import { engineSamples } from './support/engine-samples';
import { missedEverything, printReport, type Score } from './support/engine-scores';

// BENCH_SET=held-out runs the held-out set (never tuned on) instead of the tuning set;
// BENCH_SAMPLES=12 runs the first 12; BENCH_MATCH=wedding only those whose description matches;
// BENCH_SCREENSHOTS=dir saves each app's pages there as PNGs.
const heldOut = process.env.BENCH_SET === 'held-out';
const set = heldOut ? heldOutSamples : engineSamples;
const only = process.env.BENCH_SAMPLES ? Number(process.env.BENCH_SAMPLES) : set.length;
const match = process.env.BENCH_MATCH ? new RegExp(process.env.BENCH_MATCH, 'i') : null;
const samples = set.slice(0, only).filter((s) => !match || match.test(s.prompt));
const shots = process.env.BENCH_SCREENSHOTS;

/** The app's pages, reached through its header navigation; the facts of each (and a screenshot, if asked). */
async function visitPages(page: Page, shotPrefix?: string) {
  const visited: Array<{ label: string; facts: PageFacts }> = [{ label: 'home', facts: await page.evaluate(readPage) }];
  const nav = page.locator('header nav button, header nav a, header [role="navigation"] button');
  const labels = (await nav.allInnerTexts()).map((l) => l.trim()).filter(Boolean);
  for (const label of labels) {
    await nav.filter({ hasText: label }).first().click();
    await settled(page);
    visited.push({ label, facts: await page.evaluate(readPage) });
    if (shotPrefix) await screenshot(page, `${shotPrefix}-${label}.png`);
  }
  return visited;
}

/** Fills the first form on the page with plausible values and submits it; answers the marker used. */
async function addRecord(page: Page) {
  const form = page
    .locator('form')
    .filter({ has: page.locator('button[type="submit"], button:not([type])') })
    .first();
  // The app renders after its script runs, which can be after the page's load event.
  await form.waitFor({ timeout: 5_000 }).catch(() => undefined);
  if ((await form.count()) === 0) return null;
  const marker = `Bench ${Math.random().toString(36).slice(2, 7)}`;
  let markerUsed = false;
  const fields = form.locator('input:visible, textarea:visible');
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i);
    const numeric = /decimal|numeric/.test((await field.getAttribute('inputmode')) ?? '');
    const type = numeric ? 'number' : ((await field.getAttribute('type')) ?? 'text');
    const value: Record<string, string> = {
      email: 'bench@example.com',
      number: '3',
      date: '2026-11-20',
      time: '10:30',
      url: 'https://example.com',
      tel: '555 0100',
    };
    if (['checkbox', 'radio', 'hidden', 'file', 'submit', 'search'].includes(type)) continue;
    if (value[type]) await field.fill(value[type]);
    else if (!markerUsed) {
      await field.fill(marker);
      markerUsed = true;
    } else await field.fill('from the benchmark');
  }
  if (!markerUsed) return null;
  await form.evaluate((f: HTMLFormElement) => f.requestSubmit());
  return marker;
}

async function keepsRecord(
  page: Page,
  url: string,
  visited: Array<{ label: string; facts: PageFacts }>,
  thing: RegExp,
) {
  // The page named after the main thing, else another page that shows it, else the others (a site's
  // form may be on a page of its own): the first of them with a form.
  const pages = visited.filter((v) => !/^home$/i.test(v.label));
  const ranked = [
    ...pages.filter((v) => thing.test(v.label)),
    ...pages.filter((v) => !thing.test(v.label) && thing.test(v.facts.text)),
    ...pages.filter((v) => !thing.test(v.label) && !thing.test(v.facts.text)).reverse(),
  ];
  const target = ranked.find((v) => v.facts.forms > 0) ?? ranked[0];
  const open = async () => {
    // Through the navigation: an app named after its list ("Notes") shows the same word as its brand.
    if (target && target.label !== 'home')
      await page
        .locator('header nav, header [role="navigation"]')
        .getByText(target.label, { exact: true })
        .first()
        .click();
  };
  await page.goto(url);
  await open();
  const marker = await addRecord(page);
  if (!marker) {
    if (process.env.BENCH_VERBOSE) console.log(`  no form to add a record on ${target?.label ?? 'any page'}`);
    return false;
  }
  try {
    await page.getByText(marker).first().waitFor({ timeout: 3_000 });
    await page.reload();
    await open();
    await page.getByText(marker).first().waitFor({ timeout: 5_000 });
    return true;
  } catch (error) {
    if (process.env.BENCH_VERBOSE) console.log(`  not kept (${marker}): ${(error as Error).message.split('\n')[0]}`);
    return false;
  }
}

async function screenshot(page: Page, path: string) {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.screenshot({ path: path.replace(/[^\w./-]+/g, '-'), fullPage: true });
}

const server = await benchServer({ WEB_DIST_DIR: path.resolve('dist/web'), NODE_ENV: 'production' });
const browser = await chromium.launch(chromiumLaunchOptions);
const scores: Score[] = [];
// Each app's files as generated, type-checked together at the end (one program parses the libraries once).
const appFiles = new Map<Score, Record<string, string>>();
// One account with room for every sample: Team with enough seats (20 apps each).
const { cookie, email } = await signedInUser(server, 'engine');
await grantPlan(server, email, 'team', { seats: Math.ceil(samples.length / 20) });
// The dashboard as the signed-in person sees it, at a desktop size where the preview shows.
const builder = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await builder.addCookies(
  cookie.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url: server.url };
  }),
);
const dashboard = await builder.newPage();
for (const sample of samples) {
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
    });
  const prompted = await promptFromDashboard(dashboard, server.url, sample.prompt).catch((error: Error) => error);
  if (prompted instanceof Error) {
    // A preview that never showed the app is a miss on every check, not the end of the run.
    console.log(`  ${prompted.message}`);
    scores.push(missedEverything(sample));
    continue;
  }
  const { projectId, paintMs, builderMs, frameMs } = prompted;
  const preview = (await (await api(`/api/projects/${projectId}/preview`)).json()) as {
    origin: string;
    token: string;
  };
  const url = `${preview.origin}/?token=${encodeURIComponent(preview.token)}`;
  const page = await browser.newPage();
  // tsx names functions with a helper of its own; readPage runs in the page, which lacks it.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  const errors: string[] = [];
  // A public service the app calls from the browser (weather, rates) is out of reach on this
  // machine: its failed request is the network's, and the app shows its own notice for it.
  const elsewhere = (m: ConsoleMessage) =>
    /^Failed to load resource/.test(m.text()) && !m.location().url.startsWith(preview.origin);
  page.on(
    'console',
    (m) => m.type() === 'error' && !/favicon/.test(m.text()) && !elsewhere(m) && errors.push(m.text()),
  );
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url, { waitUntil: 'load' });
  await settled(page);
  if (shots) await screenshot(page, `${shots}/${scores.length + 1}-home.png`);
  const visited = await visitPages(page, shots ? `${shots}/${scores.length + 1}` : undefined);
  const title = `${await page.title()} ${await page
    .locator('header')
    .first()
    .textContent()
    .catch(() => '')}`;
  if (process.env.BENCH_VERBOSE && errors.length)
    console.log(`  console: ${errors.slice(0, 2).join(' | ').slice(0, 300)}`);
  const renders = errors.length === 0 && visited.some((v) => v.facts.text.trim().length > 0);
  // Before anything is added: what the app opens on, and what one click in its header reaches.
  const firstScreen = hasEverything(
    sample,
    [visited[0]?.facts].filter((f): f is PageFacts => f !== undefined),
  );
  const oneClick = hasEverything(
    sample,
    visited.map((v) => v.facts),
  );
  // A check that cannot run (no heading ever showed) is a miss, not the end of the run.
  const [reload, back, narrow, a11y] = [
    await reloadKeepsPlace(page, url).catch(() => false),
    await backReturns(page, url).catch(() => false),
    await fitsAPhone(page, url).catch(() => false),
    await seriousA11y(page, url).catch((error: Error) => [`not checked: ${error.message.split('\n')[0]}`]),
  ];
  const keeps = sample.keeps ? await keepsRecord(page, url, visited, sample.thing) : null;
  // Some parts (charts, totals, search) show only once there is something to show.
  const withRecord = sample.keeps ? await visitPages(page) : [];
  const facts = [...visited, ...withRecord].map((v) => v.facts);
  scores.push({
    sample,
    renders,
    named: sample.name.test(title),
    thing: facts.some((f) => sample.thing.test(f.text)),
    features: sample.features.map((feature) => present[feature](facts)),
    keeps,
    firstScreen,
    oneClick,
    reload,
    back,
    narrow,
    a11y,
    typeErrors: null,
    paintMs,
    builderMs,
    frameMs,
  });
  const listed = (await (await api(`/api/projects/${projectId}/files`)).json()) as {
    files: Array<{ path: string; content: string }>;
  };
  appFiles.set(scores.at(-1) as Score, Object.fromEntries(listed.files.map((f) => [f.path, f.content])));
  await page.close();
}
await builder.close();
await browser.close();
const typeProblems = typeErrors(Object.fromEntries([...appFiles.values()].map((files, i) => [`app-${i}`, files])));
[...appFiles.keys()].forEach((score, i) => {
  score.typeErrors = typeProblems.filter((e) => e.startsWith(`app-${i}/`)).map((e) => e.slice(`app-${i}/`.length));
});
await server.close();

printReport(
  scores,
  heldOut ? 'held-out set (bench/support/engine-held-out.ts)' : 'tuning set (bench/support/engine-samples.ts)',
  Boolean(process.env.BENCH_VERBOSE) || heldOut,
);
process.exit(0);
