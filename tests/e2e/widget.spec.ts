import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { pickWeekdaySlot } from './checkout-slot-picking.ts';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { answerPassingQuestionnaire } from './support/catalogue-flow.ts';
import { addAddress, clientSession, graphql, logInAt, NEW_YORK_ADDRESS } from './support/client-api.ts';
import { asDemoStaff } from './support/orders-api.ts';
import { demoBusinessId, freshDemoAdmin } from './support/demo-admin.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { logIn } from './support/session.ts';

// Issue 17, the booking widget: a new admin of demo lists a clinic's site (a test page served on another port) in
// /admin/widget and copies the snippet; the site embeds it; a visitor picks the Weight Loss Consultation in the
// widget, which opens Carebook in a new tab with ?source=widget; they book a time and pay by card there, and the
// order records source WIDGET (read back through the API). The same page on a site that is not listed shows no
// widget. The admin screen and the widget are checked at 1280 px and 360 px with axe.

const CONSULT = 'Weight Loss Consultation';

/** A clinic's own site: one page with the snippet, on its own port (another origin than the app's). */
async function clinicSite(snippet: string): Promise<{ server: Server; origin: string }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harbor Clinic</title></head><body style="font-family:sans-serif;margin:24px"><main><h1>Harbor Clinic</h1><p>Book online:</p>${snippet}</main></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

async function screenshots(page: Page, name: string, outputPath: (name: string) => string): Promise<void> {
  await page.screenshot({ path: outputPath(`${name}.png`), fullPage: true });
}

test.describe('booking widget', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a clinic site embeds the widget by the snippet and a visitor books a consultation from it with source WIDGET', async ({ page, browser, request }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the flow runs once; the 360 px checks are inside it');
    const sites: Server[] = [];
    try {
      // A fresh admin of demo (demo's own admin logins are shared by other tests, one session at a time).
      const admin = await freshDemoAdmin(request, 'widget-admin');
      // Earlier runs' test sites are cleared, so the list never fills up.
      await asDemoStaff(request, 'mutation($b: ID!) { adminSetWidgetOrigins(businessId: $b, origins: []) { businessId } }', { b: await demoBusinessId(request) });

      // The site exists first (its address is what the admin lists); it gets the snippet once the admin copied it.
      let snippet = '';
      const site = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harbor Clinic</title></head><body style="font-family:sans-serif;margin:24px"><main><h1>Harbor Clinic</h1><p>Book online:</p>${snippet}</main></body></html>`);
      });
      sites.push(site);
      await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve));
      const siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;

      // The admin lists the site and copies the snippet.
      const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
      const adminPage = await adminContext.newPage();
      await adminPage.goto('/auth/login?redirectUrl=%2Fadmin%2Fwidget');
      await logIn(adminPage, admin.email, admin.password);
      await expect(adminPage).toHaveURL(/\/admin\/widget$/);
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Booking widget' })).toBeVisible();
      await expect(adminPage.getByText("No site yet: add your website's address to show the widget there.")).toBeVisible();
      const address = adminPage.getByRole('textbox', { name: 'Website address' });
      await address.fill('http://www.example.com/booking');
      await adminPage.getByRole('button', { name: 'Add site' }).click();
      await expect(adminPage.getByText('Enter an address starting with https://')).toBeVisible();
      await address.fill(`${siteOrigin}/`);
      await adminPage.getByRole('button', { name: 'Add site' }).click();
      const listed = adminPage.getByRole('list', { name: 'Allowed sites' });
      await expect(listed.getByText(siteOrigin, { exact: true })).toBeVisible();
      await expect(address).toHaveValue('');
      // Demo has two locations; the widget of the one this test books at.
      await adminPage.getByRole('combobox', { name: 'Location' }).selectOption('main');
      const code = adminPage.getByLabel(/^Snippet for /);
      await expect(code).toContainText('/widget/demo/main');
      await adminPage.getByRole('button', { name: 'Copy snippet' }).click();
      await expect(adminPage.getByRole('button', { name: 'Copied' })).toBeVisible();
      snippet = await adminPage.evaluate(() => navigator.clipboard.readText());
      expect(snippet).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/widget\/demo\/main" title="Book with [^"]+"/);
      await expectNoSeriousA11yViolations(adminPage, 'admin widget screen');
      await screenshots(adminPage, 'admin-widget-1280', (n) => testInfo.outputPath(n));
      await adminPage.setViewportSize({ width: 360, height: 800 });
      await expect(adminPage.getByRole('button', { name: /Copy snippet|Copied/ })).toBeVisible();
      await expectNoSeriousA11yViolations(adminPage, 'admin widget screen at 360 px');
      await screenshots(adminPage, 'admin-widget-360', (n) => testInfo.outputPath(n));
      await adminContext.close();

      // The visitor has a Carebook account and is signed in on Carebook (the new tab's checkout needs it).
      const visitor = await createConfirmedClient(request, 'widget-visitor');
      const session = await clientSession(request, visitor);
      await addAddress(request, session, NEW_YORK_ADDRESS, true);
      await logInAt(page, visitor, DEMO_BUSINESS_PATH);

      // The clinic's site shows the widget inside its own page.
      await page.goto(siteOrigin);
      await expect(page.getByRole('heading', { level: 1, name: 'Harbor Clinic' })).toBeVisible();
      const widget = page.frameLocator('iframe[title^="Book with"]');
      await expect(widget.getByRole('heading', { level: 1, name: /^Book with / })).toBeVisible();
      const book = widget.getByRole('link', { name: `Book ${CONSULT} (opens in a new tab)` });
      await expect(book).toBeVisible();
      await expect(book).toHaveAttribute('target', '_blank');
      await expectNoSeriousA11yViolations(page, 'clinic site with the widget');
      await screenshots(page, 'site-with-widget-1280', (n) => testInfo.outputPath(n));
      await page.setViewportSize({ width: 360, height: 800 });
      await expect(book).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'clinic site with the widget at 360 px');
      await screenshots(page, 'site-with-widget-360', (n) => testInfo.outputPath(n));
      await page.setViewportSize({ width: 1280, height: 800 });

      // A site that is not listed cannot show it (frame-ancestors), while the listed one still can.
      const other = await clinicSite(snippet);
      sites.push(other.server);
      const otherPage = await page.context().newPage();
      await otherPage.goto(other.origin);
      await expect(otherPage.getByRole('heading', { level: 1, name: 'Harbor Clinic' })).toBeVisible();
      // Chromium replaces a refused frame by its own error page.
      await expect.poll(() => otherPage.frames().find((frame) => frame !== otherPage.mainFrame())?.url() ?? '', { timeout: 15_000 }).toMatch(/^chrome-error:/);
      await expect(otherPage.frameLocator('iframe').getByRole('heading', { name: /^Book with / })).toHaveCount(0);
      await otherPage.close();

      // Choosing the consultation opens Carebook's page of it in a new top-level tab, marked as coming from the widget.
      const opened = page.context().waitForEvent('page');
      await book.click();
      const tab = await opened;
      await tab.waitForLoadState();
      await expect(tab).toHaveURL(/\/business\/demo\/main\/services\/[^/?]+\?source=widget$/);
      await expect(tab.getByRole('heading', { level: 1, name: CONSULT })).toBeVisible();
      await tab.getByRole('button', { name: 'Add to cart' }).first().click();
      await expect(tab).toHaveURL(/\/assessment\//);
      await answerPassingQuestionnaire(tab);
      await expect(tab.getByRole('heading', { name: "You're eligible" })).toBeVisible();
      await tab.getByRole('button', { name: 'Continue' }).click();
      await expect(tab).toHaveURL(/\/cart$/);
      await tab.goto(`${DEMO_BUSINESS_PATH}/checkout`);
      await expect(tab.getByRole('heading', { level: 1, name: 'Secure checkout' })).toBeVisible();
      await pickWeekdaySlot(tab, CONSULT);
      await tab.getByRole('button', { name: 'Add a new card' }).click();
      await tab.getByLabel(/^Name on card/).fill('Ada Lovelace');
      await tab.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
      await tab.getByLabel(/^Expiry/).fill('12/34');
      await tab.getByLabel(/^Security code/).fill('123');
      await tab.getByRole('button', { name: 'Save and use this card' }).click();
      await expect(tab.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
      await tab.getByRole('button', { name: 'Place order' }).click();
      await expect(tab.getByRole('heading', { level: 1, name: 'Thank you, your order is placed' })).toBeVisible();
      const orderId = /\/checkout\/confirmation\/([^/?#]+)/.exec(tab.url())?.[1];
      expect(orderId).toBeTruthy();

      // The order records where it came from (read with a new API session: the browser's superseded the first).
      const reader = await clientSession(request, visitor);
      const answer = await graphql<{ order: { source: string; orderItems: { productName: string }[] } }>(
        request,
        'query($id: ID!) { order(orderId: $id) { source orderItems { productName } } }',
        { id: orderId },
        reader.headers,
      );
      expect(answer.order.source).toBe('WIDGET');
      expect(answer.order.orderItems.map((item) => item.productName)).toContain(CONSULT);
    } finally {
      for (const server of sites) server.close();
    }
  });
});

