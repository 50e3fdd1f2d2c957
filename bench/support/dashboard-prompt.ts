import type { Frame, Page } from '@playwright/test';

/** Milliseconds from pressing Enter on the dashboard, each measured on the browser's own clock. */
export interface PromptTimings {
  projectId: string;
  /** When Enter was pressed, on the epoch clock. */
  enteredAt: number;
  /** Until the builder's address showed (the project was created). */
  builderMs: number;
  /** Until the generated app's first contentful paint in the preview frame. */
  paintMs: number;
  /** Of paintMs: from the generated app's frame starting to load until its paint. */
  frameMs: number;
}

/** The starter's title: a frame showing it has not yet loaded the generated app. */
const STARTER_TITLE = 'My App';

/** The first contentful paint of the frame's document, on the epoch clock; null before it painted. */
async function framePaint(frame: Frame): Promise<{ title: string; at: number; loadingFor: number } | null> {
  return frame
    .evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return fcp
        ? { title: document.title, at: performance.timeOrigin + fcp.startTime, loadingFor: fcp.startTime }
        : null;
    })
    .catch(() => null); // a frame replaced while we asked
}

/**
 * Types the description into the dashboard's prompt and presses Enter, as a person does, then
 * waits for the builder to show the generated app in its preview frame. The paint's time comes
 * from the frame's own performance entry, so how often we look does not change the figure.
 */
export async function promptFromDashboard(page: Page, baseUrl: string, prompt: string): Promise<PromptTimings> {
  await page.goto(`${baseUrl}/dashboard`);
  const box = page.getByLabel('Describe your app');
  await box.fill(prompt);
  await page.evaluate(() => {
    const w = window as unknown as { enterAt?: number; builderAt?: number };
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Enter') w.enterAt ??= performance.timeOrigin + e.timeStamp;
      },
      { capture: true },
    );
    // When the address changes, not when we next get to ask: the builder's first render keeps
    // the page busy right after.
    const pushState = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      w.builderAt ??= performance.timeOrigin + performance.now();
      pushState(...args);
    };
  });
  await box.press('Enter');
  await page.waitForURL(/\/app-builder\//, { timeout: 15_000 });
  const { enterAt, builderAt } = await page.evaluate(() => {
    const w = window as unknown as { enterAt: number; builderAt: number };
    return { enterAt: w.enterAt, builderAt: w.builderAt };
  });
  const projectId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const frame of page.frames()) {
      if (frame === page.mainFrame()) continue;
      const painted = await framePaint(frame);
      if (painted && painted.title !== STARTER_TITLE)
        return {
          projectId,
          enteredAt: enterAt,
          builderMs: builderAt - enterAt,
          paintMs: painted.at - enterAt,
          frameMs: painted.loadingFor,
        };
    }
    await page.waitForTimeout(20);
  }
  throw new Error(`the preview never showed the generated app for “${prompt}”`);
}
