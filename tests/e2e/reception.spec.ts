import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { holdDemoReceptionist, releaseDemoReceptionist } from './support/desk-lock.ts';
import { tabTo } from './support/keyboard.ts';
import { DEMO_PASSWORD } from './support/people.ts';
import { logIn } from './support/session.ts';

// Issue 15, the front desk: the demo receptionist signs in and lands on /receptionist, adds a client in three
// steps (name details 20%, address 100%), books a consultation for them with a test card (the card is
// pre-authorized for $490), finds the booking in the location's list; the new client sets a password from the
// invitation in the outbox, logs in and sees the booking. A client is told they are not authorized; a visitor is
// asked to log in.

// reception@demo.test holds one signed-in session at a time and no other browser test signs in with it: the desk
// flow runs once, in the desktop project, at 1280 and 360 px. Both projects check the refusals with fresh people.
const DESK_EMAIL = 'reception@demo.test';
// The observer test signs in with it too: each holds it in turn (support/desk-lock.ts).
test.afterEach(releaseDemoReceptionist);
const WEEKDAY = /^(Mon|Tue|Wed|Thu|Fri)\b/;

/** Axe and no sideways scrolling at 360 px, then back to 1280 px, with a screenshot at each width. */
async function checkBothWidths(page: Page, screen: string): Promise<void> {
  const file = screen.replace(/[^a-z0-9]+/gi, '-');
  await expectNoSeriousA11yViolations(page, `${screen} at 1280 px`);
  await page.screenshot({ path: test.info().outputPath(`${file}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${screen} fits 360 px` }).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page, `${screen} at 360 px`);
  await page.screenshot({ path: test.info().outputPath(`${file}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A free weekday time a few days ahead in the desk's picker, held for the client (another test may take one). */
async function holdWeekdayTime(page: Page, productName: string): Promise<Locator> {
  const section = page.getByRole('region', { name: `Choose a time for ${productName}` });
  const days = section.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
  await expect(days.first()).toBeVisible();
  const labels = await days.allInnerTexts();
  const weekdays = labels.map((label, index) => ({ label, index })).filter(({ label }) => WEEKDAY.test(label));
  const day = weekdays[Math.min(3, weekdays.length - 1)];
  if (!day) throw new Error(`no weekday among ${labels.join(', ')}`);
  await days.nth(day.index).click();
  const times = section.getByRole('radiogroup', { name: /times$/ }).getByRole('radio');
  const held = section.getByText(/^Held for the client:/);
  const start = Math.floor(Math.random() * 4);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await times.nth(start + attempt).click();
    await expect(held.or(section.getByText(/^Failed to book consultation\. Please try again later\.$/))).toBeVisible();
    if (await held.isVisible()) return section;
  }
  throw new Error('no time could be held');
}

test('the front desk adds a client, books a consultation with a card, and the client sees it', async ({ page, browser, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the demo receptionist has one session: the flow runs once, at 1280 and 360 px, in the desktop project');
  test.setTimeout(300_000);
  await holdDemoReceptionist(testInfo);
  const id = randomBytes(4).toString('hex');
  const client = { firstName: 'Grace', lastName: 'Hopper', email: `e2e-desk-${id}@example.test`, password: 'Careful!2468' };
  const fullName = `${client.firstName} ${client.lastName}`;

  // A plain login takes the receptionist to the front desk.
  await page.goto('/auth/login');
  await logIn(page, DESK_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/receptionist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Front desk' })).toBeVisible();
  const deskNav = page.getByRole('navigation', { name: 'Front desk' });
  await expect(deskNav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await checkBothWidths(page, 'desk home');

  // Book for a client without one chosen: the client list's Select buttons show whole at 360 px (they were cut).
  await page.goto('/receptionist/bookings/new');
  await page.setViewportSize({ width: 360, height: 800 });
  const pickButtons = page.getByRole('list', { name: 'Clients' }).getByRole('button', { name: /^Select / });
  await expect(pickButtons.first()).toBeVisible();
  for (const button of await pickButtons.all()) {
    const fits = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const row = element.closest('li')?.getBoundingClientRect();
      const whole = [element, ...element.querySelectorAll('*')].every((part) => !(part instanceof HTMLElement) || part.scrollWidth <= part.clientWidth);
      return whole && row !== undefined && box.right <= row.right && box.left >= row.left;
    });
    expect(fits, `${await button.getAttribute('aria-label')} shows whole at 360 px`).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Clients: the list, then Add a client, reached from the keyboard.
  await deskNav.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText(/^\d+ clients?$/)).toBeVisible();
  await checkBothWidths(page, 'clients list');
  const add = page.getByRole('main').getByRole('link', { name: 'Add a client' });
  await tabTo(page, add, 40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a client' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Form progress: 20%' })).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();

  // Step 1, name details: nothing typed is refused field by field; a digit in a name is refused.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel(/^First name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel(/^First name/).fill('Grace1');
  await page.getByLabel(/^Last name/).fill(client.lastName);
  await page.getByLabel(/^Email/).fill(client.email);
  await page.getByLabel(/^Date of birth/).fill('12091986');
  await expect(page.getByLabel(/^Date of birth/)).toHaveValue('12/09/1986');
  await page.getByLabel(/^Phone number/).fill('2125550199');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('textbox', { name: 'Feet' }).fill('5');
  await page.getByRole('textbox', { name: 'Inches' }).fill('7');
  await page.getByRole('textbox', { name: /^Weight/ }).fill('150.5');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Use letters only, without spaces or digits')).toBeVisible();
  await expect(page.getByLabel(/^First name/)).toBeFocused();
  await page.getByLabel(/^First name/).fill(client.firstName);
  await checkBothWidths(page, 'client creation step 1');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2, the address (100%).
  await expect(page.getByRole('progressbar', { name: 'Form progress: 100%' })).toBeVisible();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByLabel(/^Address line 1/).fill('12 Harbor Street');
  await page.getByLabel(/^Address line 2/).fill('4B');
  await page.getByRole('combobox', { name: 'State' }).fill('New Yor');
  await page.getByRole('option', { name: 'New York', exact: true }).click();
  await page.getByLabel(/^City/).fill('Albany');
  await page.getByLabel(/^Zip code/).fill('1220');
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByLabel(/^Zip code/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Zip code/).fill('12207');
  await checkBothWidths(page, 'client creation step 2');
  await page.getByRole('button', { name: 'Create client' }).click();

  // Step 3: the client is added and invited.
  await expect(page.getByRole('heading', { level: 1, name: `Client added: ${fullName}` })).toBeVisible();
  await expect(page.getByText(`We emailed ${client.email} an invitation to set a password.`, { exact: false })).toBeVisible();
  await checkBothWidths(page, 'client added');

  // The clients list finds the new client by email, pending until they set a password.
  await deskNav.getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(client.email);
  // The search reaches the address (and the server) after a pause in typing; the list then shows its answer.
  await expect(page).toHaveURL(/[?&]q=/);
  const clientRow = page.getByRole('list', { name: 'Clients' }).getByRole('listitem').filter({ hasText: client.email });
  await expect(clientRow).toHaveCount(1);
  await expect(clientRow).toContainText('Pending');
  await clientRow.getByRole('link', { name: fullName }).click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await page.getByRole('link', { name: 'Profile details' }).click();
  await expect(page.getByText('5 ft 7 in')).toBeVisible();
  await expect(page.getByText('150.5 lb')).toBeVisible();
  await expect(page.getByText('12/09/1986')).toBeVisible();
  await checkBothWidths(page, 'client profile');
  await page.getByRole('link', { name: 'Back to the client' }).click();
  await page.getByRole('link', { name: 'Book for this client' }).click();

  // Booking for the selected client: service, Facility, provider and time, the client's new card.
  await expect(page.getByRole('heading', { level: 1, name: 'Book for a client' })).toBeVisible();
  await expect(page.getByTestId('chosen-client')).toHaveText(fullName);
  const location = page.getByRole('textbox', { name: 'Location' }).or(page.getByRole('combobox', { name: 'Location' }));
  if (await location.isVisible()) {
    await location.click();
    await page.getByRole('option', { name: 'New York — Midtown' }).click();
  }
  await page.getByRole('radio', { name: /Hair Loss Consultation/ }).check();
  await expect(page.getByRole('radio', { name: 'Facility' }).or(page.getByLabel('Facility'))).toBeChecked();
  // Book before everything is chosen says what is missing.
  await page.getByRole('button', { name: 'Book' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'Before booking' });
  await expect(problems).toContainText('A time slot must be selected');
  await expect(problems).toContainText("Choose the client's card, or add one.");
  await holdWeekdayTime(page, 'Hair Loss Consultation');
  await page.getByRole('button', { name: 'Add a new card' }).click();
  await page.getByLabel(/^Name on card/).fill(fullName);
  await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await page.getByLabel(/^Expiry/).fill('12/34');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByRole('button', { name: 'Save and use this card' }).click();
  await expect(page.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Booking summary' });
  await expect(summary.getByRole('definition').filter({ hasText: '$490.00' })).toBeVisible();
  await expect(summary).toContainText("Pre-authorized on the client's card");
  await checkBothWidths(page, 'booking for a client');
  await page.getByRole('button', { name: 'Book' }).click();

  // The booking: facility booking, the consult, $490 pre-authorized.
  await expect(page).toHaveURL(/\/receptionist\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hair Loss Consultation' })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Booking details' });
  await expect(facts).toContainText('Facility Booking');
  await expect(facts).toContainText(fullName);
  const bookingId = (await facts.getByRole('definition').first().innerText()).trim();
  expect(bookingId).toMatch(/^CB-/);
  await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText('$490.00');
  const consult = page.getByRole('region', { name: 'Consultation' });
  await expect(consult).toContainText('Scheduled');
  await checkBothWidths(page, 'booking details');
  await consult.getByRole('link', { name: /details$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Consult / })).toBeVisible();
  await expect(page.getByText(`${fullName} is not in the call`)).toBeVisible();
  await checkBothWidths(page, 'consult details');

  // The location's bookings find it by its booking ID.
  await deskNav.getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Location bookings' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(bookingId);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${bookingId}`));
  const bookingRow = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: bookingId });
  await expect(bookingRow).toHaveCount(1);
  await expect(bookingRow).toContainText('Hair Loss Consultation');
  await expect(bookingRow).toContainText(fullName);
  await checkBothWidths(page, 'location bookings');

  // The client: the invitation's link, a password, then their own bookings.
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/outbox?to=${encodeURIComponent(client.email)}`);
        const messages = (await response.json()) as { text: string; subject: string }[];
        link = messages.map((message) => /\/auth\/set-password\?[^\s"<>]+/.exec(message.text)?.[0] ?? '').find(Boolean) ?? '';
        return link;
      },
      { message: 'an invitation link in the outbox', timeout: 15_000 },
    )
    .toMatch(/token=/);
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
  const clientPage = await context.newPage();
  try {
    await clientPage.goto(link);
    await expect(clientPage.getByRole('heading', { level: 1, name: `Welcome, ${client.firstName}` })).toBeVisible();
    await expectNoSeriousA11yViolations(clientPage, 'set password at 360 px');
    await clientPage.screenshot({ path: testInfo.outputPath('set-password-360.png'), fullPage: true });
    await clientPage.getByLabel(/^New password/).fill(client.password);
    await clientPage.getByLabel(/^Confirm password/).fill(client.password);
    await clientPage.getByRole('button', { name: 'Set password' }).click();
    await expect(clientPage.getByRole('heading', { level: 1, name: 'Your password is set' })).toBeVisible();
    await clientPage.getByRole('link', { name: 'Log in' }).click();
    await logIn(clientPage, client.email, client.password);
    // The invitation leads to the business's page (one of its locations); the client's bookings are there.
    await expect(clientPage).toHaveURL(/\/business\/demo\/[\w-]+$/);
    const home = new URL(clientPage.url()).pathname;
    await clientPage.goto(`${home}/bookings?q=${bookingId}`);
    // The booking's own card (the search's empty state also names the id).
    const found = clientPage.getByRole('article').filter({ hasText: bookingId }).first();
    if (!(await found.isVisible({ timeout: 5_000 }).catch(() => false))) await clientPage.goto(`${home}/bookings?tab=UPCOMING&q=${bookingId}`);
    await expect(found).toBeVisible();
    await expect(clientPage.getByText('Hair Loss Consultation').first()).toBeVisible();
    await expectNoSeriousA11yViolations(clientPage, "the client's bookings at 360 px");
    await clientPage.screenshot({ path: testInfo.outputPath('client-bookings-360.png'), fullPage: true });
    // The used link says so.
    await clientPage.goto(link);
    await expect(clientPage.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('someone without a receptionist grant is told they are not authorized', async ({ page, request }) => {
  const client = await createConfirmedClient(request, 'desk-denied');
  await page.goto(`/auth/login?redirectUrl=${encodeURIComponent('/receptionist/clients')}`);
  await logIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/receptionist\/clients$/);
  await expect(page.getByRole('heading', { level: 1, name: "You're not authorized to use this app, kindly check with customer support." })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Clients' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout & Login Again' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'not authorized at /receptionist');
});

test('a visitor who is not signed in is asked to log in first', async ({ page }) => {
  await page.goto('/receptionist/bookings');
  await expect(page).toHaveURL(/\/auth\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe('/receptionist/bookings');
});
