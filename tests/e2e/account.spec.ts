import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createConfirmedClient, type ConfirmedPerson } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { tabTo } from './support/keyboard.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { expectSignedIn, logIn, signOut } from './support/session.ts';

// Issue 4, the account screens (spec §2): profile, change password, addresses, payment options and wallet, each
// at 360 px (mobile project) and 1280 px (desktop project), with axe checks, for a fresh client per test.

const ACCOUNT_PATH = `${DEMO_BUSINESS_PATH}/account`;

/** Logs in through the login page and lands on `path` (an account page). */
async function logInTo(page: Page, person: ConfirmedPerson, path: string): Promise<void> {
  await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(path)}`);
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(path);
}

type GraphQLAnswer<TData> = { data?: TData | null; errors?: { message: string }[] };

/** The client's session headers, from a login through the API (for setting up data, not for the screens). */
async function apiSession(request: APIRequestContext, person: ConfirmedPerson) {
  const post = async <TData,>(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await request.post('/graphql', { data: { query, variables }, headers });
    const body = (await response.json()) as GraphQLAnswer<TData>;
    expect(body.errors, query.slice(0, 60)).toBeUndefined();
    return body.data as TData;
  };
  const { login } = await post<{ login: { accessToken: string } }>(
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }',
    { email: person.email, password: person.password },
  );
  const { me } = await post<{ me: { roleGrants: { roleName: string; targetId: string; organizationId: string }[] } }>(
    '{ me { roleGrants { roleName targetId organizationId } } }',
    {},
    { authorization: `Bearer ${login.accessToken}` },
  );
  const grant = me.roleGrants.find((entry) => entry.roleName === 'CLIENT');
  expect(grant).toBeDefined();
  const headers = {
    authorization: `Bearer ${login.accessToken}`,
    'x-organization-id': grant?.organizationId ?? '',
    'x-role-name': 'CLIENT',
    'x-role-target': grant?.targetId ?? '',
  };
  return { clientId: grant?.targetId ?? '', post: <TData,>(query: string, variables: Record<string, unknown>) => post<TData>(query, variables, headers) };
}

/** A saved address added through the API (a login there ends the browser's session: call before logging in). */
async function addAddressThroughApi(request: APIRequestContext, person: ConfirmedPerson): Promise<void> {
  const session = await apiSession(request, person);
  await session.post('mutation($clientId: ID!, $addressInput: AddressInput!) { addClientAddress(clientId: $clientId, addressInput: $addressInput, defaultAddress: true) { id } }', {
    clientId: session.clientId,
    addressInput: { addressLine1: '12 Harbor Street', city: 'Albany', state: 'NY', zipcode: '12207', country: 'US' },
  });
}

async function chooseState(page: Page, state: string): Promise<void> {
  await page.getByRole('combobox', { name: 'State' }).fill(state);
  await page.getByRole('option', { name: state, exact: true }).click();
}

test.describe('account area', () => {
  test('the account menu leads to the account sections; on phones they are a list', async ({ page, request, isMobile }, testInfo) => {
    const person = await createConfirmedClient(request, `acct-nav-${testInfo.project.name}`);
    await logInTo(page, person, DEMO_BUSINESS_PATH);
    await expectSignedIn(page, isMobile, person.fullName);
    if (isMobile) {
      // The header settles (location bar, lazy menus) after login; a menu opened meanwhile can close again.
      await expect(async () => {
        await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Profile' }).click();
        await page.getByRole('menuitem', { name: 'Account' }).click({ timeout: 3000 });
      }).toPass({ timeout: 20_000 });
      await expect(page).toHaveURL(ACCOUNT_PATH);
      const sections = page.getByRole('navigation', { name: 'Account' });
      for (const name of ['Profile', 'Change password', 'Payment options', 'Addresses', 'Wallet']) {
        await expect(sections.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'account list');
      await sections.getByRole('link', { name: /^Addresses/ }).click();
      await expect(page.getByRole('heading', { name: 'Addresses', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Account' }).click();
      await expect(page).toHaveURL(ACCOUNT_PATH);
    } else {
      await page.getByRole('button', { name: `Account menu for ${person.fullName}` }).click();
      await page.getByRole('menuitem', { name: 'Account' }).click();
      // The side nav lists the sections; the profile opens as the account's first section.
      await expect(page).toHaveURL(`${ACCOUNT_PATH}/profile`);
      const sections = page.getByRole('navigation', { name: 'Account' });
      await expect(sections.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
      await sections.getByRole('link', { name: 'Change password' }).click();
      await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
    }
  });

  test('the account area is private: logged out, it asks to log in and comes back', async ({ page, request }, testInfo) => {
    const person = await createConfirmedClient(request, `acct-guard-${testInfo.project.name}`);
    await page.goto(`${ACCOUNT_PATH}/addresses`);
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fbusiness%2Fdemo%2Fmain%2Faccount%2Faddresses/);
    await logIn(page, person.email, person.password);
    await expect(page).toHaveURL(`${ACCOUNT_PATH}/addresses`);
  });
});

test.describe('keyboard', () => {
  test('an address is removed, and a gift card number checked, with the keyboard alone', async ({ page, request }, testInfo) => {
    test.slow();
    const person = await createConfirmedClient(request, `acct-keys-${testInfo.project.name}`);
    await addAddressThroughApi(request, person);
    await logInTo(page, person, `${ACCOUNT_PATH}/addresses`);
    await tabTo(page, page.getByRole('button', { name: /^Remove / }), 60);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Remove this address?' });
    // The safe choice has the focus; Escape closes without removing.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem')).toHaveCount(1);
    // The focus goes back to the button that opened the dialog (the modal returns it just after it closes).
    await expect(page.getByRole('button', { name: /^Remove / })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Remove address' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByText('No address available')).toBeVisible();

    await page.goto(`${ACCOUNT_PATH}/wallet`);
    const number = page.getByLabel('Gift card number');
    await tabTo(page, number, 60);
    await page.keyboard.type('4111 1111');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Enter the 16-digit card number')).toBeVisible();
    await expect(number).toBeFocused();
  });
});

test.describe('profile', () => {
  test('edits name, phone, date of birth and time zone; wrong values are named per field; offline keeps the input', async ({
    page,
    request,
    context,
    isMobile,
  }, testInfo) => {
    const person = await createConfirmedClient(request, `profile-${testInfo.project.name}`);
    await logInTo(page, person, `${ACCOUNT_PATH}/profile`);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(person.firstName);
    await expect(page.getByLabel('Date of birth')).toHaveValue(person.dob);
    await expectNoSeriousA11yViolations(page, 'profile');

    await page.getByLabel('First name').fill('Grace 2');
    await page.getByLabel('Date of birth').fill('02/30/1990');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Use letters only, without spaces or digits')).toBeVisible();
    await expect(page.getByText('Enter a real date as MM/DD/YYYY')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();

    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Phone number').fill('2125550147');
    await expect(page.getByLabel('Phone number')).toHaveValue('(212) 555-0147');
    await page.getByLabel('Date of birth').fill('12091906');
    await expect(page.getByLabel('Date of birth')).toHaveValue('12/09/1906');
    await page.getByLabel('Date of birth').fill('12/09/1956');
    await page.getByRole('radio', { name: 'Other' }).check();
    await page.getByRole('combobox', { name: 'Time zone' }).click();
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Chicago');
    await page.getByRole('option', { name: /America\/Chicago/ }).click();

    // Offline: nothing is sent, the message says so, and what was typed stays.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline. What you entered is kept here' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await context.setOffline(false);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    if (!isMobile) await expect(page.getByRole('button', { name: `Account menu for Grace ${person.lastName}` })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await expect(page.getByLabel('Phone number')).toHaveValue('(212) 555-0147');
    await expect(page.getByLabel('Date of birth')).toHaveValue('12/09/1956');
    await expect(page.getByRole('radio', { name: 'Other' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/America\/Chicago/);
  });
});

test.describe('change password', () => {
  test('checks the current password and the confirmation, then the new password logs in', async ({ page, request, isMobile }, testInfo) => {
    const person = await createConfirmedClient(request, `chpw-${testInfo.project.name}`);
    const newPassword = 'Fresher!9753';
    await logInTo(page, person, `${ACCOUNT_PATH}/change-password`);
    await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'change password');

    await page.getByRole('textbox', { name: 'Current password' }).fill('Not-my-password1!');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is not correct.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Current password' }).fill(person.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Current password' })).toHaveValue('');

    await signOut(page, isMobile, person.fullName);
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(DEMO_BUSINESS_PATH)}`);
    await logIn(page, person.email, person.password);
    await expect(page.getByText("We don't recognize that email or password")).toBeVisible();
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(DEMO_BUSINESS_PATH);
    await expectSignedIn(page, isMobile, person.fullName);
  });
});

test.describe('addresses', () => {
  test('adds, edits, makes default and removes addresses', async ({ page, request }, testInfo) => {
    // The whole life of two addresses with four axe checks: longer than one screen's test.
    test.slow();
    const person = await createConfirmedClient(request, `addr-${testInfo.project.name}`);
    await logInTo(page, person, `${ACCOUNT_PATH}/addresses`);
    await expect(page.getByRole('main').getByText('No address available')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'addresses: empty');

    await page.getByRole('link', { name: 'Add address' }).click();
    await expect(page.getByRole('heading', { name: 'Add address', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'addresses: add with errors');

    await page.getByLabel('Address line 1').fill('12 Harbor Street');
    await page.getByLabel('City').fill('Albany');
    await chooseState(page, 'New York');
    await page.getByLabel('Zip code').fill('12a2-07');
    await expect(page.getByLabel('Zip code')).toHaveValue('12207');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(`${ACCOUNT_PATH}/addresses`);

    const saved = page.getByRole('list', { name: 'Saved addresses' });
    const first = saved.getByRole('listitem').filter({ hasText: 'Apt 12 Harbor Street' });
    await expect(first).toContainText('Albany, NY 12207');
    await expect(first.getByText('Default', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Add address' }).click();
    await page.getByLabel('Address line 1').fill('400 Market Street');
    await page.getByLabel('Address line 2').fill('Suite 5');
    await page.getByLabel('City').fill('San Francisco');
    await chooseState(page, 'California');
    await page.getByLabel('Zip code').fill('94105');
    await page.getByRole('button', { name: 'Save address' }).click();
    const second = saved.getByRole('listitem').filter({ hasText: 'Apt 400 Market Street' });
    await expect(second).toContainText('Suite 5');
    await expect(second.getByText('Default', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'addresses: list');

    await second.getByRole('button', { name: /^Make .* the default address$/ }).click();
    await expect(second.getByText('Default', { exact: true })).toBeVisible();
    await expect(first.getByText('Default', { exact: true })).toHaveCount(0);
    // The default comes first.
    await expect(saved.getByRole('listitem').first()).toContainText('400 Market Street');

    await first.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit address', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Address line 1')).toHaveValue('12 Harbor Street');
    await page.getByLabel('City').fill('Troy');
    await page.getByLabel('Zip code').fill('12180');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(`${ACCOUNT_PATH}/addresses`);
    await expect(first).toContainText('Troy, NY 12180');

    await first.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this address?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'addresses: remove dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('button', { name: 'Remove address' }).click();
    await expect(first).toHaveCount(0);
    await expect(saved.getByRole('listitem')).toHaveCount(1);
  });
});

test.describe('payment options', () => {
  test('adds a card through the gateway (the API never sees the number or CVV), makes it default and deletes it', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const person = await createConfirmedClient(request, `cards-${testInfo.project.name}`);
    await addAddressThroughApi(request, person);
    const sentToApi: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/graphql')) sentToApi.push(`${sent.url()} ${sent.postData() ?? ''}`);
    });
    await logInTo(page, person, `${ACCOUNT_PATH}/paymentOptions`);
    await expect(page.getByText('No saved cards')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'payment options: empty');

    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiry').fill('0120');
    await page.getByLabel('Security code (CVV)').fill('12');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Enter a valid card number')).toBeVisible();
    await expect(page.getByText('This card has expired')).toBeVisible();
    await expect(page.getByText('Enter the security code (4 digits for American Express, 3 for other cards)')).toBeVisible();
    // The default address is the billing address unless another is chosen.
    await expect(page.getByRole('combobox', { name: 'Billing address' })).toHaveValue(/Apt 12 Harbor Street/);
    await expectNoSeriousA11yViolations(page, 'payment options: card form with errors');

    await page.getByLabel('Card number').fill('4242424242424242');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('1230');
    await expect(page.getByLabel('Expiry')).toHaveValue('12/30');
    await page.getByLabel('Security code (CVV)').fill('737');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Card saved.')).toBeVisible();

    const card = page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem').filter({ hasText: 'Visa •••• 4242' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Expires 12/30');
    await expect(card.getByText('Default', { exact: true })).toBeVisible();
    await expect(card).toContainText('Billing address: Apt 12 Harbor Street');
    await expectNoSeriousA11yViolations(page, 'payment options: list');

    // Nothing sent to the API carried the number or the CVV.
    expect(sentToApi.length).toBeGreaterThan(0);
    for (const sent of sentToApi) {
      expect(sent).not.toContain('4242424242424242');
      expect(sent).not.toContain('4242 4242 4242 4242');
      expect(sent).not.toContain('737');
    }

    await card.getByRole('button', { name: 'Delete Visa ending in 4242' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
    await dialog.getByRole('button', { name: 'Delete card' }).click();
    await expect(page.getByText('Card deleted.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No saved cards')).toBeVisible();
  });

  test('a card needs a billing address; one can be added from the card form', async ({ page, request }, testInfo) => {
    const person = await createConfirmedClient(request, `cards-billing-${testInfo.project.name}`);
    await logInTo(page, person, `${ACCOUNT_PATH}/paymentOptions`);
    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByLabel('Card number').fill('5555555555554444');
    await page.getByLabel('Expiry').fill('0731');
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Please select a billing address to proceed')).toBeVisible();

    await page.getByRole('button', { name: 'Add a billing address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a billing address' });
    await dialog.getByLabel('Address line 1').fill('400 Market Street');
    await dialog.getByLabel('City').fill('San Francisco');
    await dialog.getByRole('combobox', { name: 'State' }).fill('California');
    await page.getByRole('option', { name: 'California', exact: true }).click();
    await dialog.getByLabel('Zip code').fill('94105');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Billing address' })).toHaveValue(/Apt 400 Market Street/);
    // The card fields were kept while the address was added.
    await expect(page.getByLabel('Card number')).toHaveValue('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem').filter({ hasText: 'Mastercard •••• 4444' })).toBeVisible();
    // The number and CVV are gone from the form once the card is saved.
    await page.getByRole('button', { name: 'Add a card' }).click();
    await expect(page.getByLabel('Card number')).toHaveValue('');
    await expect(page.getByLabel('Security code (CVV)')).toHaveValue('');
  });
});

test.describe('wallet', () => {
  test('a new wallet is empty; a wrong, short or other business’s gift card number is refused', async ({ page, request }, testInfo) => {
    const person = await createConfirmedClient(request, `wallet-${testInfo.project.name}`);
    await logInTo(page, person, `${ACCOUNT_PATH}/wallet`);
    await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
    await expect(page.getByText('No wallet activity yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'wallet: empty');

    const number = page.getByLabel('Gift card number');
    await number.fill('5000 0000 0000');
    await page.getByRole('button', { name: 'Redeem gift card' }).click();
    await expect(page.getByText('Enter the 16-digit card number')).toBeVisible();
    await expect(number).toBeFocused();

    // The sunrise business's card is not valid at demo, and an unknown number is no card at all.
    for (const typed of ['5000000000000003', '1234 5678 9012 3456']) {
      await number.fill(typed);
      await page.getByRole('button', { name: 'Redeem gift card' }).click();
      await expect(page.getByText("We couldn't find a gift card with this number.")).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'wallet: gift card refused');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
  });

  test('redeems the demo $200 gift card: the balance and the history show it', async ({ page, request, isMobile }, testInfo) => {
    // Seeded gift cards can be redeemed once per database; the desktop project takes the $200 card (README).
    test.skip(isMobile, 'the seeded $200 gift card is redeemed once, by the desktop project');
    const person = await createConfirmedClient(request, `wallet-redeem-${testInfo.project.name}`);
    await logInTo(page, person, `${ACCOUNT_PATH}/wallet`);
    await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
    await page.getByLabel('Gift card number').fill('5000000000000002');
    await expect(page.getByLabel('Gift card number')).toHaveValue('5000 0000 0000 0002');
    await page.getByRole('button', { name: 'Redeem gift card' }).click();
    await expect(page.getByText('Gift card redeemed: $200.00 added to your wallet.')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText('$200.00');
    await expect(page.getByLabel('Gift card number')).toHaveValue('');
    const entry = page.getByRole('list', { name: 'Wallet history' }).getByRole('listitem');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Gift card redeemed');
    await expect(entry).toContainText('+$200.00');
    await expect(entry.locator('time')).toHaveText(/\d{4}/);
    await expectNoSeriousA11yViolations(page, 'wallet: with history');
  });
});
