import { expect, test } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { demoProductId, logInAt } from './support/client-api.ts';
import { shopperFor } from './support/orders-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// Issue 3, cart rule 2 (spec §4 "Cart"): a client with an active booking in a category cannot add another item of
// that category; the dialog names the booking and leads to it.

test('a second item of a category with an active booking is refused, with a way to the booking', async ({ page, request }) => {
  const person = await createConfirmedClient(request, 'cart-existing');
  const shopper = await shopperFor(request, person);
  const booked = await shopper.placeOrder('Hair Loss Consultation');
  const finasteride = await demoProductId(request, 'Finasteride 1 mg');
  await logInAt(page, person, DEMO_BUSINESS_PATH);

  await page.goto(`${DEMO_BUSINESS_PATH}/services/${finasteride}`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'You already have an active booking' });
  await expect(dialog).toContainText(`Booking ${booked.displayId} for Hair Loss Consultation`);
  await expectNoSeriousA11yViolations(page, 'existing booking dialog', '[role="dialog"]');
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();

  await dialog.getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booked.orderId}/${booked.itemId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Hair Loss Consultation' })).toBeVisible();
});
