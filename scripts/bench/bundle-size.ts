import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';

export type FirstLoadSize = { jsGzipKb: number; cssGzipKb: number; jsFiles: number; cssFiles: number };

const KB = 1024;

/**
 * Loads a page once in headless Chromium (no service worker, empty cache) and sums the gzipped size of every
 * script and stylesheet it fetched before anyone touched it: what a first visitor downloads.
 */
export async function measureFirstLoad(pageUrl: string): Promise<FirstLoadSize> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const pending: Promise<{ kind: 'js' | 'css'; gzipBytes: number }>[] = [];
    const onResponse = (response: Response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const read = response.body().then((body) => ({ kind: type === 'script' ? ('js' as const) : ('css' as const), gzipBytes: gzipSync(body, { level: 9 }).length }));
      // A body read still under way when the browser closes must not end the process with an unhandled rejection.
      read.catch(() => undefined);
      pending.push(read);
    };
    page.on('response', onResponse);
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    // What arrived by network idle is the first load; a later response is not counted (nor awaited).
    page.off('response', onResponse);
    const files = await Promise.all(pending);
    const sum = (kind: 'js' | 'css') => files.filter((f) => f.kind === kind).reduce((total, f) => total + f.gzipBytes, 0) / KB;
    return {
      jsGzipKb: sum('js'),
      cssGzipKb: sum('css'),
      jsFiles: files.filter((f) => f.kind === 'js').length,
      cssFiles: files.filter((f) => f.kind === 'css').length,
    };
  } finally {
    await browser.close();
  }
}
