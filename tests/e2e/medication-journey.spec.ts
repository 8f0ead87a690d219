import { expect, test, type Page } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { checkAtBothWidths, runOnceAtBothWidths } from './support/both-widths.ts';
import { logInAt } from './support/client-api.ts';
import { tabTo } from './support/keyboard.ts';
import { approvedTreatment, declinedTreatment, orderMedication, shipMedication } from './support/medication-api.ts';
import { asDemoStaff, shopperFor } from './support/orders-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// Issue 11, after the consultation, on the client's booking screens: a fresh client whose provider approved a
// semaglutide titration orders the first month with a saved card (lowest dose charged now, increases later), the
// business ships it, the client follows the tracking link, says 'I got my medication', starts the program and is
// pointed to logging progress. A declined treatment shows the provider's reason and 'Book another consultation'.
// Each flow runs once, in the desktop project (its set-up holds the shared demo provider): every screen it passes
// is checked at 360 px and at 1280 px inside it (support/both-widths.ts).

const BOOKINGS_PATH = `${DEMO_BUSINESS_PATH}/bookings`;

/** The stage card's title (its h2). */
function stageTitle(page: Page) {
  return page.locator('#stage-title');
}

test.describe('medication journey', () => {
  // The set-up may wait for the shared demo provider (support/provider-lock.ts) while the console test holds it.
  test.describe.configure({ timeout: 400_000 });
  test.beforeEach(() => runOnceAtBothWidths());

  test('an approved treatment is ordered, shipped, received and started as a program', async ({ page, request }) => {
    const person = await createConfirmedClient(request, 'medication');
    const shopper = await shopperFor(request, person);
    const consult = await approvedTreatment(request, person, shopper);
    const itemPath = `${BOOKINGS_PATH}/${consult.orderId}/${consult.orderItemId}`;

    // Treatment Approved: the prescription with each dose option's §9 heading and its monthly price.
    await logInAt(page, person, itemPath);
    await expect(stageTitle(page)).toHaveText('Treatment Approved');
    const prescription = page.getByRole('region', { name: 'Your prescription' });
    await expect(prescription.getByText('Semaglutide', { exact: true })).toBeVisible();
    const doses = prescription.getByRole('listitem');
    await expect(doses).toHaveCount(3);
    await expect(doses.nth(0)).toContainText('0.25 mg every week for 4 weeks');
    await expect(doses.nth(0)).toContainText('$249.00 per month');
    await expect(doses.nth(2)).toContainText('1 mg every week for 8 weeks');
    // The next step is the medication: no new consultation time, nothing to renew yet.
    await expect(page.getByRole('button', { name: 'Book a time' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Auto-renewal' })).toHaveCount(0);
    await checkAtBothWidths(page, 'approved treatment');

    // Order medication, by keyboard.
    const order = page.getByRole('link', { name: 'Order medication' });
    await tabTo(page, order, 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${itemPath}/medication$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Order your medication' })).toBeVisible();
    const dose = page.getByRole('region', { name: 'Your dose' });
    await expect(dose.getByRole('listitem').nth(0)).toContainText('Charged now');
    await expect(dose.getByText('Charged when your dose increases')).toHaveCount(2);
    await expect(page.getByRole('radio', { name: /12 Harbor Street/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Card', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: /4242/ })).toBeChecked();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.locator('dd').last()).toHaveText('$249.00');
    await checkAtBothWidths(page, 'medication order');
    const place = page.getByRole('button', { name: 'Place order' });
    await place.focus();
    await page.keyboard.press('Enter');

    // Back on the booking: ordered (after 'Processing Payment' while the payment is handled).
    await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
    await expect(stageTitle(page)).toHaveText('Medication Ordered', { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Your medication order' })).toContainText('$249.00 charged');
    await expect(page.getByText('Treatment Approved')).toHaveCount(0);

    // Cancelling is still possible before shipment; the dialog says the consultation that took place is kept.
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(cancel.getByText('Your consultation has already taken place, so its price is not refunded.')).toBeVisible();
    await checkAtBothWidths(page, 'cancel dialog after the consultation', { picture: false });
    await cancel.getByRole('button', { name: 'Keep booking' }).click();
    await expect(cancel).toHaveCount(0);

    // The business ships it.
    const { orderItem } = await asDemoStaff<{ orderItem: { medicationOrder: { id: string } | null } }>(
      request,
      'query($id: ID!) { orderItem(id: $id) { medicationOrder { id } } }',
      { id: consult.orderItemId },
      { email: 'admin@demo.test', roleName: 'BUSINESS_ADMIN' },
    );
    const trackingNumber = `1Z${Date.now()}`;
    const trackingUrl = `https://www.ups.com/track?tracknum=${trackingNumber}`;
    await shipMedication(request, orderItem.medicationOrder?.id ?? '', { carrier: 'UPS', trackingNumber, trackingUrl });

    await page.reload();
    await expect(stageTitle(page)).toHaveText('Medication Ordered');
    await expect(page.getByText('Your medication has been shipped. If you have received it, please mark it as delivered.')).toBeVisible();
    const track = page.getByRole('region', { name: 'Shipments' }).getByRole('link', { name: 'Track shipment with UPS (opens in a new tab)' });
    await expect(track).toHaveAttribute('href', trackingUrl);
    const received = page.getByRole('group', { name: 'I got my medication' });
    await expect(received).toBeVisible();
    await checkAtBothWidths(page, 'shipped medication');
    const yes = received.getByRole('button', { name: 'Yes' });
    await tabTo(page, yes, 40);
    await page.keyboard.press('Enter');

    // Delivered, then the program starts.
    await expect(stageTitle(page)).toHaveText('Medication Delivered');
    await expect(page.getByText('Your medication has been successfully delivered')).toBeVisible();
    await checkAtBothWidths(page, 'delivered medication');
    await page.getByRole('button', { name: 'Start program' }).click();
    await expect(stageTitle(page)).toHaveText('Program Started');
    await expect(page.getByText('Begin tracking your treatment progress')).toBeVisible();
    const progress = page.getByRole('link', { name: 'Log progress' });
    await expect(progress).toHaveAttribute('href', `${DEMO_BUSINESS_PATH}/account/progress?orderItemId=${consult.orderItemId}`);
    await checkAtBothWidths(page, 'program started');

    // Auto-renewal: on after the first order, and the client may turn it off (and on again).
    const renewal = page.getByRole('region', { name: 'Auto-renewal' });
    const autoRenew = renewal.getByRole('switch', { name: 'Renew automatically every month' });
    await expect(autoRenew).toBeChecked();
    await expect(renewal).toContainText('$299.00');
    await autoRenew.click();
    await expect(autoRenew).not.toBeChecked();
    await expect(renewal.getByText('Auto-renewal is off. Your program will not be renewed, and nothing more is charged.')).toBeVisible();
    await autoRenew.click();
    await expect(autoRenew).toBeChecked();

    // The program's progress: from the booking's link, three weights in Kg and Lb, drawn on the chart.
    await page.getByRole('link', { name: 'Log progress' }).click();
    await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
    const weekly = page.getByRole('form', { name: 'Log your weekly progress' });
    await weekly.getByRole('textbox', { name: 'Weight' }).fill('92.4');
    await weekly.getByRole('combobox', { name: 'How are you feeling?' }).selectOption({ label: 'Good' });
    await weekly.getByRole('textbox', { name: 'Dosage' }).fill('0.25 mg');
    await weekly.getByRole('combobox', { name: 'Dose given by' }).selectOption({ label: 'Myself' });
    await weekly.getByRole('button', { name: 'Save weekly progress' }).click();
    await expect(page.getByText('Weekly progress saved.')).toBeVisible();
    await page.getByRole('tab', { name: 'Weight only' }).click();
    const quick = page.getByRole('form', { name: 'Log a weight reading' });
    for (const [value, unit] of [['202', 'lb'], ['91.3', 'kg']] as const) {
      await quick.locator('label').filter({ hasText: new RegExp(`^${unit}$`) }).click();
      await quick.getByRole('textbox', { name: 'Weight now' }).fill(value);
      await quick.getByRole('button', { name: 'Save weight' }).click();
      await expect(page.getByTestId('weight-readings')).toContainText(`${value} ${unit}`.replace('202 lb', 'entered as 202 lb'));
    }
    await expect(page.getByTestId('weight-readings').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('weight-chart').locator('.recharts-line-dots circle')).toHaveCount(3);
    await checkAtBothWidths(page, 'progress of the program');
  });

  test('a parcel that has not arrived is reported calmly and confirmed later; the prescription reads in Spanish', async ({ page, request }) => {
    const person = await createConfirmedClient(request, 'medication-missing');
    const shopper = await shopperFor(request, person);
    const consult = await approvedTreatment(request, person, shopper);
    const medicationOrder = await orderMedication(request, shopper, consult.orderItemId);
    await shipMedication(request, medicationOrder, { carrier: 'USPS', trackingNumber: `9400${Date.now()}`, trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction' });
    const itemPath = `${BOOKINGS_PATH}/${consult.orderId}/${consult.orderItemId}`;

    await logInAt(page, person, itemPath);
    await expect(stageTitle(page)).toHaveText('Medication Ordered');
    await page.getByRole('group', { name: 'I got my medication' }).getByRole('button', { name: 'No' }).click();
    const note = page.getByLabel('Anything the clinic should know (optional)');
    await expect(note).toBeFocused();
    await note.fill('The tracking page says delivered, but nothing came.');
    await page.getByRole('button', { name: 'Send to the clinic' }).click();
    await expect(page.getByText('We have let the clinic know')).toBeVisible();
    await expect(stageTitle(page)).toHaveText('Medication Ordered');
    await checkAtBothWidths(page, 'missing parcel reported');

    // It turns up after all.
    await page.getByRole('button', { name: 'It has arrived now' }).click();
    await expect(stageTitle(page)).toHaveText('Medication Delivered');

    // The §9 heading in the reader's language: Spanish plural forms and decimal comma.
    await page.goto(`${itemPath}?lng=es`);
    const receta = page.getByRole('region', { name: 'Tu receta' });
    await expect(receta.getByRole('listitem').nth(0)).toContainText('0,25 mg cada semana durante 4 semanas (0,25 mg por semana)');
    await expect(receta.getByRole('listitem').nth(2)).toContainText('1 mg cada semana durante 8 semanas');
    await expect(stageTitle(page)).toHaveText('Medicación entregada');
  });

  test('a declined treatment shows the reason and the way to book another consultation', async ({ page, request }) => {
    const person = await createConfirmedClient(request, 'medication-declined');
    const reason = 'Not suitable with your current medication. Please talk to your GP first.';
    const consult = await declinedTreatment(request, person, reason);

    await logInAt(page, person, `${BOOKINGS_PATH}/${consult.orderId}/${consult.orderItemId}`);
    await expect(stageTitle(page)).toHaveText('Treatment Declined');
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByText('Treatment Approved')).toHaveCount(0);
    const book = page.getByRole('link', { name: 'Book another consultation' });
    await expect(book).toHaveAttribute('href', new RegExp(`^${DEMO_BUSINESS_PATH}/services\\?category=`));
    await checkAtBothWidths(page, 'declined treatment');
    await tabTo(page, book, 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${DEMO_BUSINESS_PATH}/services\\?category=`));
  });
});
