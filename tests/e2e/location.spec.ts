import { expect, test } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { addAddress, CALIFORNIA_ADDRESS, clientSession, demoProductId, logInAt, NEW_YORK_ADDRESS } from './support/client-api.ts';
import { tabTo } from './support/keyboard.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// Issue 4, location selector and /near/business/{code}: a visitor finds a location by browser position or by
// state; a signed-in client picks among saved addresses, and an address outside the location's states gets the
// service-area dialog (which the cart's add rule then follows too).

const BROOKLYN = { latitude: 40.6782, longitude: -73.9442 };

test.describe('location selector and nearby locations', () => {
  test('a visitor goes from the header to /near, finds locations by position, and opens one', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(BROOKLYN);
    await page.goto(DEMO_BUSINESS_PATH);
    await page.getByRole('link', { name: 'Choose location' }).click();
    await expect(page).toHaveURL(/\/near\/business\/demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a location near you' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'near page');

    // By keyboard: Tab to the button and press Enter.
    const useMine = page.getByRole('button', { name: 'Use my location' });
    await tabTo(page, useMine, 40);
    await page.keyboard.press('Enter');
    const results = page.getByRole('heading', { name: 'Locations that can serve you' });
    await expect(results).toBeFocused();
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    // Nearest first: Downtown (about 4 mi from Brooklyn), then Midtown.
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['New York — Downtown', 'New York — Midtown']);
    await expect(cards.first()).toContainText('4.1 mi away');
    await expect(cards.nth(1)).toContainText('Serves clients in: New York, New Jersey, Connecticut');
    await expectNoSeriousA11yViolations(page, 'near page with results');

    await page.getByRole('link', { name: 'Choose this location: New York — Downtown' }).click();
    await expect(page).toHaveURL(/\/business\/demo\/downtown$/);
  });

  test('without location access: the denied message, then a search by state, and the not-serviced message', async ({ page }) => {
    // No permission granted: the browser refuses the position.
    await page.goto('/near/business/demo');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('alert')).toContainText('Location access was denied');

    await page.getByRole('button', { name: 'Find locations' }).click();
    await expect(page.getByText('Choose a state')).toBeVisible();

    await page.getByRole('combobox', { name: 'State' }).fill('New Jer');
    await page.getByRole('option', { name: 'New Jersey' }).click();
    await page.getByLabel('Zip code (optional)').fill('07a10');
    await expect(page.getByLabel('Zip code (optional)')).toHaveValue('0710');
    await page.getByRole('button', { name: 'Find locations' }).click();
    await expect(page.getByText('Enter a 5-digit zip code')).toBeVisible();
    await page.getByLabel('Zip code (optional)').fill('07102');
    await page.getByRole('button', { name: 'Find locations' }).click();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['New York — Midtown']);

    await page.getByRole('combobox', { name: 'State' }).fill('Califor');
    await page.getByRole('option', { name: 'California' }).click();
    await page.getByRole('button', { name: 'Find locations' }).click();
    await expect(page.getByRole('alert')).toContainText('This area is not serviced by any business. Please try a different location.');
    await expectNoSeriousA11yViolations(page, 'near page, nothing found');
  });

  test('a client picks among saved addresses; one outside the served states gets the service-area dialog', async ({ page, request }) => {
    const person = await createConfirmedClient(request, 'loc-sel');
    const session = await clientSession(request, person);
    const newYorkId = await addAddress(request, session, NEW_YORK_ADDRESS, true);
    await addAddress(request, session, CALIFORNIA_ADDRESS, false);
    await logInAt(page, person, DEMO_BUSINESS_PATH);

    const selector = page.getByRole('button', { name: 'Selected address: Apt 12 Harbor Street' });
    await expect(selector).toBeVisible();
    await selector.click();
    const saved = page.getByRole('radiogroup', { name: 'Saved addresses' });
    await expect(saved.getByRole('radio', { name: 'Apt 12 Harbor Street' })).toBeChecked();
    await expect(saved.getByText('Default')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Edit Apt 12 Harbor Street' })).toHaveAttribute('href', `${DEMO_BUSINESS_PATH}/account/addresses/${newYorkId}`);
    await expect(page.getByRole('link', { name: 'Add Address' })).toHaveAttribute('href', `${DEMO_BUSINESS_PATH}/account/addresses/add`);
    await expectNoSeriousA11yViolations(page, 'location selector', '[role="dialog"]');

    // click, not check: choosing an address the location does not serve closes the popover at once, so the radio is
    // gone before Playwright could read it back as checked.
    await saved.getByRole('radio', { name: 'Apt 400 Market Street' }).click();
    await expect(saved).toBeHidden();
    const dialog = page.getByRole('dialog', { name: "This location doesn't serve your area" });
    await expect(dialog).toContainText('Your selected address is in California.');
    await expect(dialog.getByRole('list', { name: 'Allowed states' }).getByRole('listitem')).toHaveText(['New York', 'New Jersey', 'Connecticut']);
    await expectNoSeriousA11yViolations(page, 'service-area dialog', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Selected address: Apt 400 Market Street' })).toBeVisible();

    // The choice is kept on this device, and the cart's service-area rule reads it.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Selected address: Apt 400 Market Street' })).toBeVisible();
    await page.goto(`${DEMO_BUSINESS_PATH}/services/${await demoProductId(request, 'Hair Loss Consultation')}`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByRole('dialog', { name: "This service isn't available in your area" })).toBeVisible();
  });
});
