import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { Logger } from '../../core/logger';
import { chromiumLauncher } from './chromium-sandbox';

export type BrowserAvailability = { ok: true } | { ok: false; reason: string };

/** Pages rendered at once: a page's scripts take a core while they start. */
const openPagesAtOnce = 2;

/** Arguments for a browser that asks nothing of the network and keeps nothing (the tests' browser too). */
export const offlineBrowserArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const browserArgs = [
  ...offlineBrowserArgs,
  '--disable-extensions',
  // A page's heap is bounded; a page that wants more fails instead of taking the machine's memory.
  '--js-flags=--max-old-space-size=512',
];

/**
 * One headless Chromium per process, in the render jail (chromium-sandbox.ts): started on the
 * first render, closed once idle, started again after a crash. Each render gets a fresh context
 * (no cookies, storage or cache of another). A machine without Chromium or bubblewrap renders
 * nothing and says why.
 */
export class HeadlessBrowser {
  private browser: Promise<Browser> | null = null;
  private availability: Promise<BrowserAvailability> | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private open = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly options: {
      binary: string;
      idleMs: number;
      logger: Logger;
      /** Why pages are not rendered here, when they are turned off. */
      off?: string;
    },
  ) {}

  /** Whether pages can be rendered here (the first call starts the browser to find out). */
  available(): Promise<BrowserAvailability> {
    this.availability ??= (async (): Promise<BrowserAvailability> => {
      if (this.options.off) return { ok: false, reason: this.options.off };
      if (!existsSync(this.options.binary))
        return { ok: false, reason: `Chromium is not installed at ${this.options.binary}` };
      try {
        await this.started();
        return { ok: true };
      } catch (error) {
        // A start that failed on a loaded machine is tried again a minute later.
        setTimeout(() => {
          this.availability = null;
        }, 60_000).unref();
        return { ok: false, reason: `Chromium did not start in its sandbox: ${firstLine(error)}` };
      }
    })();
    return this.availability;
  }

  /** Runs `work` on a new page of its own context, closing both after, however it ends. */
  async withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const ready = await this.available();
    if (!ready.ok) throw new Error(ready.reason);
    await this.turn();
    this.open += 1;
    this.stopIdleTimer();
    try {
      const context = await (await this.started()).newContext({ serviceWorkers: 'block' });
      try {
        return await work(await context.newPage());
      } finally {
        await context.close().catch(() => undefined);
      }
    } finally {
      this.open -= 1;
      this.waiting.shift()?.();
      if (this.open === 0) this.idleTimer = setTimeout(() => void this.close(), this.options.idleMs).unref();
    }
  }

  async close() {
    this.stopIdleTimer();
    const browser = this.browser;
    this.browser = null;
    await browser?.then((b) => b.close()).catch(() => undefined);
  }

  private turn() {
    if (this.open < openPagesAtOnce) return Promise.resolve();
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private stopIdleTimer() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** The running browser, or a new one: as the unprivileged uid when root, else as the server's user. */
  private started(): Promise<Browser> {
    if (this.browser) return this.browser;
    const launching: Promise<Browser> = (async () => {
      const modes = process.getuid?.() === 0 ? [true, false] : [false];
      let failure: unknown;
      for (const asUnprivilegedUser of modes) {
        try {
          const executablePath = await chromiumLauncher(this.options.binary, asUnprivilegedUser);
          // Loaded on the first render, not at every server start: it takes seconds to import.
          const { chromium } = await import('playwright-core');
          const browser = await chromium.launch({ executablePath, args: browserArgs, timeout: 20_000 });
          // A browser that crashed (or hit its CPU limit) is started again by the next render.
          browser.on('disconnected', () => {
            if (this.browser === launching) this.browser = null;
          });
          return browser;
        } catch (error) {
          this.options.logger.warn('headless browser did not start', { asUnprivilegedUser, error: firstLine(error) });
          failure = error;
        }
      }
      throw failure;
    })();
    this.browser = launching;
    launching.catch(() => {
      if (this.browser === launching) this.browser = null;
    });
    return launching;
  }
}

const firstLine = (error: unknown) => String((error as Error)?.message ?? error).split('\n')[0];
