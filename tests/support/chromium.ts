import type { LaunchOptions } from '@playwright/test';
import { offlineBrowserArgs } from '../../src/server/apps/render/headless-browser';

/** Debian's Chromium; the flags keep it off the network this machine does not have. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', ...offlineBrowserArgs],
};
