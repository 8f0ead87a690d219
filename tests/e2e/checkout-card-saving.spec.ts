import { expect, test } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { checkAtBothWidths, runOnceAtBothWidths } from './support/both-widths.ts';
import { addServiceToCart } from './support/catalogue-flow.ts';
import { addAddress, clientSession, demoProductId, logInAt, NEW_YORK_ADDRESS } from './support/client-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// Checkout while a new card is being saved: Place order waits for the card. Tapped during the gateway's
// tokenize call, it used to go ahead without the card and only ask for one (the lab flow's old flake).
// The gateway's answer is held back here until the test lets it through.

test.describe('checkout while a new card is saved', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(() => runOnceAtBothWidths());

  test('Place order is disabled until the new card is saved and chosen', async ({ page, request }) => {
    const person = await createConfirmedClient(request, 'checkout-card-saving');
    const session = await clientSession(request, person);
    await addAddress(request, session, NEW_YORK_ADDRESS, true);
    const lipid = await demoProductId(request, 'Lipid Panel');
    await logInAt(page, person, DEMO_BUSINESS_PATH);
    await addServiceToCart(page, lipid, false);
    await page.goto(`${DEMO_BUSINESS_PATH}/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Secure checkout' })).toBeVisible();
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await expect(placeOrder).toBeEnabled();

    let letThrough = () => undefined as void;
    const released = new Promise<void>((resolve) => (letThrough = resolve));
    let tokenizeAsked = false;
    await page.route('**/payments/sandbox/tokenize', async (route) => {
      tokenizeAsked = true;
      await released;
      await route.continue();
    });

    await page.getByRole('button', { name: 'Add a new card' }).click();
    await page.getByLabel(/^Name on card/).fill('Ada Lovelace');
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await page.getByLabel(/^Expiry/).fill('12/34');
    await page.getByLabel(/^Security code/).fill('123');
    await page.getByRole('button', { name: 'Save and use this card' }).click();
    await expect.poll(() => tokenizeAsked).toBe(true);
    await expect(placeOrder).toBeDisabled();
    await checkAtBothWidths(page, 'checkout saving a card');
    await expect(placeOrder).toBeDisabled();

    letThrough();
    await expect(page.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
    await expect(placeOrder).toBeEnabled();
  });
});
