import { expect, test } from '@playwright/test';
import { pickWeekdaySlot } from './checkout-slot-picking.ts';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { addServiceToCart } from './support/catalogue-flow.ts';
import { addAddress, clientSession, demoProductId, logInAt, NEW_YORK_ADDRESS } from './support/client-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// Issue 5, booking a consultation slot in checkout: a new client picks a weekday time for the weight-loss
// consultation (held for 10 minutes), pays by card, sees the booked time on the confirmation with 'Add to calendar',
// and finds the booking under Upcoming with its badge and stage message.

test.describe('checkout with a consultation slot', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a new client picks a weekday slot, places the order, sees the booked time and finds it under Upcoming', async ({ page, request }, testInfo) => {
    const person = await createConfirmedClient(request, 'checkout-slot');
    const session = await clientSession(request, person);
    await addAddress(request, session, NEW_YORK_ADDRESS, true);
    const consult = await demoProductId(request, 'Weight Loss Consultation');
    await logInAt(page, person, DEMO_BUSINESS_PATH);
    await addServiceToCart(page, consult, true);
    await page.goto(`${DEMO_BUSINESS_PATH}/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Secure checkout' })).toBeVisible();

    const section = page.getByRole('region', { name: 'Choose a time for Weight Loss Consultation' });
    await expect(section.getByRole('combobox', { name: 'Provider' })).toHaveValue('Any available provider');
    // The days are one radio group: arrow keys move the choice.
    const days = section.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
    await days.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(days.nth(1)).toBeFocused();
    await expect(days.nth(1)).toHaveAttribute('aria-checked', 'true');

    await pickWeekdaySlot(page, 'Weight Loss Consultation');
    // The hold's countdown, in whole minutes (a polite live region, updated once a minute).
    await expect(section.getByTestId('hold-countdown')).toHaveText(/^Held for you for (10|9) minutes$/);
    await expectNoSeriousA11yViolations(page, 'checkout slot section', '[data-testid="consult-slot-picker"]');
    await section.screenshot({ path: testInfo.outputPath(`slot-section-${testInfo.project.name}.png`) });
    const held = (await section.getByText(/^Held for you:/).innerText()).replace(/^Held for you:\s*/, '');

    await page.getByRole('button', { name: 'Add a new card' }).click();
    await page.getByLabel(/^Name on card/).fill('Ada Lovelace');
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await page.getByLabel(/^Expiry/).fill('12/34');
    await page.getByLabel(/^Security code/).fill('123');
    await page.getByRole('button', { name: 'Save and use this card' }).click();
    await expect(page.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is placed' })).toBeVisible();
    await expect(page.getByTestId('booked-time')).toContainText(`Consultation booked: ${held}`);
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'order confirmation with booked time');
    const orderNumber = (await page.getByText(/^Order number /).innerText()).replace(/^Order number\s*/, '').trim();

    // The booking is in Bookings under Upcoming, with its badge, stage heading and time.
    await page.goto(`${DEMO_BUSINESS_PATH}/bookings`);
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    const booking = page.getByRole('article').filter({ hasText: `${orderNumber}-1` });
    await expect(booking.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(booking.getByRole('heading', { name: 'Upcoming Consult' })).toBeVisible();
    await expect(booking.getByText(/^Scheduled for .+ at .+/)).toBeVisible();
  });
});
