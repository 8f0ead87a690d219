import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

test.describe('installable PWA', () => {
  test('Chromium finds the app installable, with a complete manifest', async ({ baseURL, viewport, isMobile }) => {
    // Installability is never reported for incognito profiles, which is what a normal test context is.
    const profile = mkdtempSync(join(tmpdir(), 'carebook-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL, viewport, isMobile });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(DEMO_BUSINESS_PATH);
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
        name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; icons: ManifestIcon[];
      };
      expect(manifest).toMatchObject({ name: 'Carebook', short_name: 'Carebook', scope: '/', display: 'standalone' });
      expect(manifest.start_url).toMatch(/^\/(home)?$/);
      expect(manifest.icons).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
          expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'any' }),
          expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'maskable' }),
        ]),
      );
      for (const icon of manifest.icons) {
        const response = await page.request.get(icon.src);
        expect(response.headers()['content-type'], icon.src).toContain(icon.type);
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('after a first visit the app opens offline from the precached shell', async ({ page, context }) => {
    await page.goto(DEMO_BUSINESS_PATH);
    await waitForServiceWorkerControl(page);
    // A second online load goes through the worker, which keeps the public business query for later.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Carebook Demo Clinic' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Carebook Demo Clinic' })).toBeVisible();
    // Another in-app address, never visited, still gets the shell and its router.
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: /couldn't find that page/i })).toBeVisible();
  });
});

test.describe('update prompt', () => {
  /**
   * Puts a new service worker in the waiting state the way a release does: the page is controlled by the
   * current worker, and a worker from another script address (same code, so it installs quickly) arrives.
   */
  async function deliverNewVersion(page: Page): Promise<void> {
    await page.goto(DEMO_BUSINESS_PATH);
    await waitForServiceWorkerControl(page);
    await page.reload();
    // The app registers its worker after the load event; wait for that before a new version appears.
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js?release=next');
    });
  }

  const prompt = (page: Page) =>
    page.getByRole('alertdialog', { name: 'A new version of Carebook is available' });

  test('Later hides the prompt and keeps the page as it is', async ({ page }) => {
    await deliverNewVersion(page);
    await expect(prompt(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'update prompt', '[role="alertdialog"]');
    await prompt(page).getByRole('button', { name: 'Later' }).click();
    await expect(prompt(page)).toBeHidden();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).not.toContain('release=next');
  });

  test('Reload switches to the new version and reloads the page', async ({ page }) => {
    await deliverNewVersion(page);
    await expect(prompt(page)).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await prompt(page).getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('release=next');
    await expect(page.getByRole('heading', { level: 1, name: 'Carebook Demo Clinic' })).toBeVisible();
    await expect(prompt(page)).toBeHidden();
  });
});
