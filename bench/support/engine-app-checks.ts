import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// What a person checks in a generated app's first minute, past what it shows: that its pages have
// addresses (a reload keeps the place, Back returns), that it fits a phone, and what axe-core
// calls serious. Each check starts from the app's own address.

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Somewhere one click away: another page in the header, else a link in the page (a record, the hero's button). */
async function linkAway(page: Page) {
  const nav = page.locator('header nav a:not([aria-current="page"])');
  if ((await nav.count()) > 0) return nav.first();
  const inPage = page.locator('main a[href^="/"]');
  return (await inPage.count()) > 0 ? inPage.first() : null;
}

/**
 * Until the page stops changing (its text and element count the same a quarter of a second
 * apart, at most 3 s): an app seeds its samples and draws its charts after its first render, later
 * on a busy machine, and a fixed wait read some pages half drawn.
 */
export async function settled(page: Page) {
  let last = '';
  for (let i = 0; i < 12; i++) {
    const now = await page
      .evaluate(() => `${document.body?.textContent.length}:${document.getElementsByTagName('*').length}`)
      .catch(() => '');
    if (now === last) return;
    last = now;
    await page.waitForTimeout(250);
  }
}

const place = (page: Page) =>
  page.evaluate(() => `${location.pathname} ${document.querySelector('h1')?.textContent?.trim() ?? ''}`);

async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor({ timeout: 5_000 });
  await settled(page);
}

/** After a click to another page, a reload shows the same page at the same address; null with nowhere to go. */
export async function reloadKeepsPlace(page: Page, url: string): Promise<boolean | null> {
  await open(page, url);
  const link = await linkAway(page);
  if (!link) return null;
  await link.click();
  await settled(page);
  const before = await place(page);
  await page.reload({ waitUntil: 'load' });
  await page.locator('h1').first().waitFor({ timeout: 5_000 });
  await settled(page);
  return (await place(page)) === before;
}

/** After a click to another page, Back returns to where the app opened; null with nowhere to go. */
export async function backReturns(page: Page, url: string): Promise<boolean | null> {
  await open(page, url);
  const start = await place(page);
  const link = await linkAway(page);
  if (!link) return null;
  await link.click();
  await settled(page);
  if ((await place(page)) === start) return false;
  await page.goBack();
  await settled(page);
  return (await place(page)) === start;
}

/** At 390 px wide (a phone), nothing on the first screen scrolls sideways. */
export async function fitsAPhone(page: Page, url: string): Promise<boolean> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await open(page, url);
    return await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  } finally {
    if (size) await page.setViewportSize(size);
  }
}

/** The rules axe-core finds broken with a serious or critical impact on the first screen. */
export async function seriousA11y(page: Page, url: string): Promise<string[]> {
  await open(page, url);
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async () => {
    const { violations } = await (
      globalThis as unknown as {
        axe: {
          run: (context: Document) => Promise<{
            violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }>;
          }>;
        };
      }
    ).axe.run(document);
    // Each rule with where it first fails, so a miss says what to mend.
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} at ${String(v.nodes[0]?.target[0] ?? '?')}`);
  });
}
