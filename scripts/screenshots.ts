// Screenshots of pages at desktop and phone widths, for looking at what users see:
//   npx tsx scripts/screenshots.ts http://localhost:3000 / /pricing ...
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const outDir = '.tmp/screens';

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
for (const [label, viewport] of Object.entries(widths)) {
  const page = await browser.newPage({ viewport });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
    const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${label}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
