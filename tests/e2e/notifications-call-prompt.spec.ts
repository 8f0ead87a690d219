import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createConfirmedClient, type ConfirmedPerson } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { addServiceToCart } from './support/catalogue-flow.ts';
import { demoProductId, logInAt } from './support/client-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { withProviderLock } from './support/provider-lock.ts';

// Issue 12, the call prompt: a client whose consultation is open to join sees it under the header, in the page's
// flow. At 360 px on the checkout page it pushes the page down and never covers 'Place order', which stays visible
// and takes the tap; at 1280 px too. Its Join opens the call overlay directly (no pre-call check). Once, in the
// desktop project (the shared demo provider is held for the whole test).

// Chromium's fake camera and microphone come with every test's browser (support/chromium.ts).

const PROVIDER_EMAIL = 'hcp2@demo.test';

async function demoSession(request: APIRequestContext, client: ConfirmedPerson): Promise<void> {
  const response = await request.post('/dev/video-session', { data: { clientEmail: client.email, providerEmail: PROVIDER_EMAIL } });
  expect(response.ok(), `POST /dev/video-session answered ${response.status()}`).toBe(true);
}

/** Nothing else is drawn over the element's centre: a tap there reaches it. */
async function expectOnTop(page: Page, target: Locator, what: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport();
  const onTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, `${what} is not covered`).toBe(true);
  await target.click({ trial: true });
}

async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('both are on the page');
  const overlap = first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height;
  expect(overlap, 'the prompt and Place order do not overlap').toBe(false);
}

test('the call prompt sits under the header, never over Place order, and Join opens the call', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once, in the desktop project (360 px by resizing)');
  test.setTimeout(150_000);
  const client = await createConfirmedClient(request, 'call-prompt');
  const lipid = await demoProductId(request, 'Lipid Panel');
  await withProviderLock(async () => {
    await demoSession(request, client);
    await page.setViewportSize({ width: 360, height: 800 });
    await logInAt(page, client, DEMO_BUSINESS_PATH);
    await addServiceToCart(page, lipid, false);
    await page.goto(`${DEMO_BUSINESS_PATH}/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Secure checkout' })).toBeVisible();

    const prompt = page.getByRole('region', { name: 'Video consultation' });
    await expect(prompt.getByText('Your consultation is ready to join')).toBeVisible();
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // In the flow: right under the header (and its location bar on phones), above the page's heading.
      const header = await page.getByRole('banner').boundingBox();
      const promptBox = await prompt.boundingBox();
      const heading = await page.getByRole('heading', { level: 1, name: 'Secure checkout' }).boundingBox();
      expect(promptBox && header && promptBox.y >= header.y + header.height).toBe(true);
      expect(promptBox && heading && promptBox.y + promptBox.height <= heading.y).toBe(true);
      await expectNoSeriousA11yViolations(page, `call prompt at ${width} px`, '[aria-label="Video consultation"]');
      await page.screenshot({ path: testInfo.outputPath(`call-prompt-checkout-${width}.png`) });
      await expectOnTop(page, placeOrder, `Place order at ${width} px`);
      await expectApart(prompt, placeOrder);
      await page.evaluate(() => window.scrollTo(0, 0));
    }

    // Keyboard: Join is reachable and opens the overlay straight away.
    await page.setViewportSize({ width: 360, height: 800 });
    const join = prompt.getByRole('button', { name: 'Join', exact: true });
    await join.focus();
    await page.keyboard.press('Enter');
    const call = page.getByRole('dialog', { name: 'Video call' });
    await expect(call).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`${DEMO_BUSINESS_PATH}/checkout$`));
    await expect(call.getByRole('button', { name: 'End call' })).toBeVisible({ timeout: 20_000 });
    await call.getByRole('button', { name: 'End call' }).click();
    await expect(call).toBeHidden({ timeout: 20_000 });
  });
});
