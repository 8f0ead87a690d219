import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { demoProductId, graphql, logInAt } from './support/client-api.ts';
import { shopperFor, type PlacedItem } from './support/orders-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// Issue 12, the bell and its drawer (spec §2): a new client's drawer says 'caught up'; booking a consultation
// (a real event on the server: BOOKING_CONFIRMED) reaches the badge live, while the page stays open, once through
// the API in the background and once through the booking page's 'Book a time'. The drawer lists both as unread with
// their time; opening one (keyboard) marks it read and lands on its booking; 'Mark all as read' clears the badge.
// Axe on the drawer, empty and with items, at 360 (mobile project) and 1280 px (desktop project).

const BOOKINGS_PATH = `${DEMO_BUSINESS_PATH}/bookings`;
const bookingPath = (item: PlacedItem) => `${BOOKINGS_PATH}/${item.orderId}/${item.itemId}`;

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** The headers of the page's own session (its cookies), so that API calls do not start a second session. */
async function pageSessionHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  const grant = JSON.parse(decodeURIComponent(value('currentUser'))) as { roleName: string; targetId: string; organizationId: string };
  return { authorization: `Bearer ${value('accessToken')}`, 'x-organization-id': grant.organizationId, 'x-role-name': grant.roleName, 'x-role-target': grant.targetId };
}

type SlotDay = Record<'morning' | 'afternoon' | 'evening', { startTime: string; provider: { id: string } }[]>;

/** Books a free time for the item as the client's screens do (holdSlot, bookConsultation), trying the next on a clash. */
async function bookThroughApi(request: APIRequestContext, headers: Record<string, string>, item: PlacedItem, productId: string, locationId: string): Promise<void> {
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const times = 'startTime provider { id }';
  const { availableSlots } = await graphql<{ availableSlots: SlotDay[] }>(
    request,
    `query($input: AvailableSlotsInput!) { availableSlots(input: $input) { morning { ${times} } afternoon { ${times} } evening { ${times} } } }`,
    { input: { productId, locationId, providerId: null, from, to, timezone: 'America/New_York' } },
    headers,
  );
  const slots = availableSlots.flatMap((day) => [...day.morning, ...day.afternoon, ...day.evening]);
  const start = Math.floor(Math.random() * Math.max(1, slots.length - 10));
  for (const slot of slots.slice(start, start + 10)) {
    const held = await request.post('/graphql', {
      data: { query: 'mutation($input: HoldSlotInput!) { holdSlot(input: $input) { id } }', variables: { input: { providerId: slot.provider.id, productId, locationId, startTime: slot.startTime } } },
      headers,
    });
    const hold = (await held.json()) as { data?: { holdSlot: { id: string } } | null };
    if (!hold.data?.holdSlot) continue;
    await graphql(request, 'mutation($input: BookConsultationInput!) { bookConsultation(input: $input) { success } }', { input: { orderItemId: item.itemId, sessionId: hold.data.holdSlot.id } }, headers);
    return;
  }
  throw new Error('no free time could be held');
}

/** The booking page's 'Book a time': a day, then one of its times; a time another test just took is retried. */
async function bookOnPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Book a time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a time' });
  // The choices are Mantine chips: a visually hidden radio and its label, which is what a person taps.
  const days = dialog.getByRole('radiogroup', { name: 'Day' }).locator('label');
  await expect(days.first()).toBeVisible();
  await days.nth(Math.min(3, (await days.count()) - 1)).click();
  const times = dialog.getByRole('radiogroup', { name: /^(Morning|Afternoon|Evening)$/ }).locator('label');
  const booked = page.getByText('Your consultation is booked.');
  const failed = dialog.getByText('Failed to book consultation. Please try again later.');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await expect(times.first()).toBeVisible();
    await times.nth(Math.floor(Math.random() * Math.min(6, await times.count()))).click();
    await dialog.getByRole('button', { name: 'Book this time' }).click();
    await expect(booked.or(failed)).toBeVisible();
    if (await booked.isVisible()) return;
  }
  throw new Error('no time could be booked');
}

test('the bell: caught up, then bookings arrive live, open one, mark all as read', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const width = testInfo.project.name === 'mobile' ? 360 : 1280;
  const person = await createConfirmedClient(request, 'bell');
  const shopper = await shopperFor(request, person);
  const hair = await shopper.placeOrder('Hair Loss Consultation');
  const weight = await shopper.placeOrder('Weight Loss Consultation');
  const hairProduct = await demoProductId(request, 'Hair Loss Consultation');

  await logInAt(page, person, DEMO_BUSINESS_PATH);
  // Empty: the keyboard opens it, 'caught up' is said, Escape closes it and gives the focus back to the bell.
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).focus();
  await page.keyboard.press('Enter');
  await expect(drawer(page).getByText("You're all caught up")).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  const box = await page.locator('.mantine-Drawer-content').boundingBox();
  expect(box?.width).toBe(Math.min(width, 430));
  await expectNoSeriousA11yViolations(page, `notifications drawer, empty, ${width} px`);
  await page.screenshot({ path: testInfo.outputPath(`drawer-empty-${width}.png`) });
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // A booking made elsewhere (the API, in the background) reaches the open page's badge live.
  await bookThroughApi(request, await pageSessionHeaders(page), hair, hairProduct, shopper.locationId);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');

  // And one made on the booking page.
  await page.goto(bookingPath(weight));
  await bookOnPage(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  await page.goto(BOOKINGS_PATH);
  await bell(page).click();
  const entries = drawer(page).getByRole('list', { name: 'Latest notifications' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(drawer(page).getByText('2 unread notifications')).toBeVisible();
  for (const entry of await entries.all()) {
    await expect(entry.getByRole('link')).toContainText('Unread:');
    await expect(entry.getByRole('link')).toContainText('Consultation booked');
    await expect(entry.getByText('Just now')).toBeVisible();
  }
  await expect(entries.first().getByRole('link')).toHaveAttribute('href', bookingPath(weight));
  await expect(entries.nth(1).getByRole('link')).toHaveAttribute('href', bookingPath(hair));
  await expectNoSeriousA11yViolations(page, `notifications drawer, two unread, ${width} px`);
  await page.screenshot({ path: testInfo.outputPath(`drawer-items-${width}.png`) });

  // Opening the older one with the keyboard marks it read and lands on its booking.
  await entries.nth(1).getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${bookingPath(hair)}$`));
  await expect(drawer(page)).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  await bell(page).click();
  await expect(entries.nth(1).getByRole('link')).not.toContainText('Unread:');
  await drawer(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(drawer(page).getByText('No unread notifications')).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(entries.first().getByRole('link')).not.toContainText('Unread:');
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  // Still read after a reload: the server has it.
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});
