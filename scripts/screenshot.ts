/**
 * Takes the README's screenshot (docs/screenshot.png): the demo business home at 1280 px, served by the real
 * app on a fresh seeded database. `npx tsx scripts/screenshot.ts` (builds the PWA first if needed).
 */
import { chromium } from 'playwright-core';
import { buildIfNeeded } from './bench/build-if-needed.ts';
import { startCarebook } from './bench/carebook-server.ts';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium.ts';

buildIfNeeded();
const server = await startCarebook();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await page.goto(`${server.url}/business/demo/main`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.screenshot({ path: 'docs/screenshot.png' });
  console.info('wrote docs/screenshot.png');
} finally {
  await browser.close();
  await server.close();
}
