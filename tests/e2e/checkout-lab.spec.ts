import { expect, test } from '@playwright/test';
import { pickWeekdaySlot } from './checkout-slot-picking.ts';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { addServiceToCart } from './support/catalogue-flow.ts';
import { addAddress, clientSession, demoProductId, logInAt, NEW_YORK_ADDRESS } from './support/client-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// Issue 5, lab collector selection in checkout: a new client puts the Lipid Panel (a lab journey) in the cart,
// is told a time must be chosen, chooses the lab collector and a weekday collection time, watches the hold run
// out (the page clock jumps 10 minutes) and picks again, pays by card, and sees the booked collection on the
// confirmation and under Bookings. Each project runs it: 360 px (mobile) and 1280 px (desktop).

test.describe('checkout with a lab collection slot', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a new client chooses the lab collector and a time, places the order and sees the booked collection', async ({ page, request }, testInfo) => {
    const person = await createConfirmedClient(request, 'checkout-lab');
    const session = await clientSession(request, person);
    await addAddress(request, session, NEW_YORK_ADDRESS, true);
    const lipid = await demoProductId(request, 'Lipid Panel');
    // The page's clock runs normally until the test moves it on, to see a hold run out.
    await page.clock.install();
    await logInAt(page, person, DEMO_BUSINESS_PATH);
    await addServiceToCart(page, lipid, false);
    await page.goto(`${DEMO_BUSINESS_PATH}/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Secure checkout' })).toBeVisible();

    const section = page.getByRole('region', { name: 'Choose a time for Lipid Panel' });
    const collector = section.getByRole('combobox', { name: 'Lab collector' });
    await expect(collector).toHaveValue('Any available lab collector');
    // Continuing without a time says one is needed, at the picker and in the order's problems.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(section.getByRole('alert')).toHaveText('A time slot must be selected');

    await collector.click();
    await page.getByRole('option', { name: 'Sofia Alvarez' }).click();
    await expect(collector).toHaveValue('Sofia Alvarez');
    await pickWeekdaySlot(page, 'Lipid Panel');
    await expect(section.getByTestId('hold-countdown')).toHaveText(/^Held for you for (10|9) minutes$/);
    // The countdown sits in a polite live region (the held time's status), not an assertive one.
    await expect(section.getByRole('status').getByTestId('hold-countdown')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'checkout lab collection picker', '[data-testid="consult-slot-picker"]');
    await section.screenshot({ path: testInfo.outputPath(`lab-section-${testInfo.project.name}.png`) });

    // Ten minutes on, the hold is over: the picker says so and asks for a time again.
    await page.clock.fastForward('10:00');
    await expect(section.getByRole('alert')).toHaveText('The time held for you has expired. Please choose a time again.');
    await expect(section.getByText(/^Held for you:/)).toBeHidden();
    await section.screenshot({ path: testInfo.outputPath(`lab-expired-${testInfo.project.name}.png`) });
    await pickWeekdaySlot(page, 'Lipid Panel');
    const held = (await section.getByText(/^Held for you:/).innerText()).replace(/^Held for you:\s*/, '');

    await page.getByRole('button', { name: 'Add a new card' }).click();
    await page.getByLabel(/^Name on card/).fill('Ada Lovelace');
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await page.getByLabel(/^Expiry/).fill('12/34');
    await page.getByLabel(/^Security code/).fill('123');
    await page.getByRole('button', { name: 'Save and use this card' }).click();
    await expect(page.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
    await expectNoSeriousA11yViolations(page, 'checkout with a held lab collection');

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is placed' })).toBeVisible();
    await expect(page.getByTestId('booked-time')).toHaveText(`Lab collection booked: ${held} with Sofia Alvarez`);
    await expectNoSeriousA11yViolations(page, 'order confirmation with a booked lab collection');
    await page.screenshot({ path: testInfo.outputPath(`lab-confirmation-${testInfo.project.name}.png`), fullPage: true });
    const orderNumber = /CB-\d+/.exec(await page.getByText(/Order number CB-\d+/).innerText())?.[0] ?? 'missing order number';

    // Under Bookings, Upcoming: the lab test, booked.
    await page.goto(`${DEMO_BUSINESS_PATH}/bookings`);
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    const card = page.getByRole('article').filter({ hasText: orderNumber });
    await expect(card).toContainText('Lipid Panel');
    await expect(card).toContainText('Lab test booked');
    await expectNoSeriousA11yViolations(page, 'bookings with a booked lab collection');
    await page.screenshot({ path: testInfo.outputPath(`lab-bookings-${testInfo.project.name}.png`), fullPage: true });
  });
});
