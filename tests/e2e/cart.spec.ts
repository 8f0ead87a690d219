import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { waitForSavedAnswers } from './support/device-storage.ts';
import { readOneTimeCode } from './support/outbox.ts';
import { DEMO_BUSINESS_PATH, newPerson } from './support/people.ts';
import { logIn } from './support/session.ts';

// Issue 3, cart and pre-assessment: add from the service page, answer the questionnaire (pass, and fail then
// retake), the same-category replacement, the cart surviving a reload, and the service-area dialog.

type GraphQLAnswer<TData> = { data?: TData | null; errors?: { message: string }[] };

async function graphql<TData>(request: APIRequestContext, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<TData> {
  const response = await request.post('/graphql', { data: { query, variables }, headers });
  const body = (await response.json()) as GraphQLAnswer<TData>;
  expect(body.errors, `GraphQL errors for ${query.slice(0, 60)}`).toBeUndefined();
  return body.data as TData;
}

type Demo = { organizationId: string; locationId: string; products: { id: string; name: string }[] };

async function demoCatalogue(request: APIRequestContext): Promise<Demo> {
  const decoded = await graphql<{ decodeBusinessAndLocation: { business: { organizationId: string }; location: { id: string } } }>(
    request,
    'query($b: String!, $l: String!) { decodeBusinessAndLocation(businessShortId: $b, locationShortId: $l) { business { organizationId } location { id } } }',
    { b: 'demo', l: 'main' },
  );
  const { organizationId } = decoded.decodeBusinessAndLocation.business;
  const locationId = decoded.decodeBusinessAndLocation.location.id;
  const listed = await graphql<{ productsByLocation: { id: string; name: string }[] }>(
    request,
    'query($id: ID!) { productsByLocation(locationId: $id) { id name } }',
    { id: locationId },
  );
  return { organizationId, locationId, products: listed.productsByLocation };
}

function productId(demo: Demo, name: string): string {
  const product = demo.products.find((entry) => entry.name === name);
  expect(product, `${name} is offered at demo/main`).toBeDefined();
  return product?.id ?? '';
}

/** A confirmed client of the demo business with a default address in the given state, created through the API. */
async function clientWithAddress(request: APIRequestContext, demo: Demo, label: string, state: 'NY' | 'CA') {
  const person = newPerson(label);
  const requested = new Date(Date.now() - 1000);
  const signup = await graphql<{ clientSignup: { id: string } }>(
    request,
    'mutation($password: String!, $userInput: UserInput!) { clientSignup(password: $password, userInput: $userInput) { id } }',
    {
      password: person.password,
      userInput: { firstName: person.firstName, lastName: person.lastName, email: person.email, phone: person.phone, dob: person.dob, gender: 'FEMALE', timezone: 'America/New_York' },
    },
    { 'x-organization-id': demo.organizationId },
  );
  const code = await readOneTimeCode(request, person.email, requested);
  await graphql(request, 'mutation($email: String!, $code: String!) { confirmUserSignUp(email: $email, code: $code) { success } }', { email: person.email, code });
  const tokens = await graphql<{ login: { accessToken: string } }>(
    request,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }',
    { email: person.email, password: person.password },
  );
  const clientId = signup.clientSignup.id;
  const asClient = { authorization: `Bearer ${tokens.login.accessToken}`, 'x-organization-id': demo.organizationId, 'x-role-name': 'CLIENT', 'x-role-target': clientId };
  // Sign-up step 4 (the identity check) before the address of step 5, so the sign-up is finished as on screen.
  await graphql(request, 'mutation($clientId: ID!, $clientInput: ClientInput!) { updateClient(clientId: $clientId, clientInput: $clientInput) { id } }', { clientId, clientInput: { ssn: person.ssn } }, asClient);
  const address =
    state === 'NY'
      ? { addressLine1: '12 Harbor Street', city: 'Albany', state: 'NY', zipcode: '12207', country: 'US' }
      : { addressLine1: '400 Market Street', city: 'San Francisco', state: 'CA', zipcode: '94105', country: 'US' };
  await graphql(
    request,
    'mutation($clientId: ID!, $addressInput: AddressInput!) { addClientAddress(clientId: $clientId, addressInput: $addressInput, defaultAddress: true) { id } }',
    { clientId, addressInput: address },
    { authorization: `Bearer ${tokens.login.accessToken}`, 'x-organization-id': demo.organizationId, 'x-role-name': 'CLIENT', 'x-role-target': clientId },
  );
  return person;
}

/** Logs in through the login page and lands back on the demo business. */
async function logInAt(page: Page, email: string, password: string, path = DEMO_BUSINESS_PATH): Promise<void> {
  await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(path)}`);
  await logIn(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

async function addFromServicePage(page: Page, id: string): Promise<void> {
  await page.goto(`${DEMO_BUSINESS_PATH}/services/${id}`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
}

/** Answers the weight-loss questionnaire; `eligible` picks answers that pass (75 % of the medical checks). */
async function answerQuestionnaire(page: Page, eligible: boolean): Promise<void> {
  await page.getByLabel(/^Age/).fill('41');
  await page.getByLabel(/^Weight \(lbs\)/).fill('210');
  await page.getByLabel(/^Height \(feet\)/).fill('5');
  await page.getByLabel(/^Height \(inches\)/).fill('7');
  const answer = async (question: RegExp, yes: boolean) => {
    await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: yes ? 'Yes' : 'No' }).check();
  };
  await answer(/pregnant/, !eligible);
  await answer(/thyroid cancer/, !eligible);
  await answer(/pancreatitis/, false);
  await answer(/eating disorder/, false);
  await answer(/diet and exercise/, true);
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

test.describe('cart and pre-assessment', () => {
  test('a passing pre-assessment, the same-category replacement and the cart after a reload', async ({ page, request }) => {
    const demo = await demoCatalogue(request);
    const consult = productId(demo, 'Weight Loss Consultation');
    const semaglutide = productId(demo, 'Semaglutide Program');
    const person = await clientWithAddress(request, demo, 'cart-pass', 'NY');
    await logInAt(page, person.email, person.password);

    await addFromServicePage(page, consult);
    await expect(page).toHaveURL(new RegExp(`/assessment/${consult}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Weight loss pre-assessment' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit answers' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'pre-assessment form');

    // Submitting empty shows the translated required message on the fields.
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    // A limit from spec §5, age 1 to 120: what was typed stays (never changed silently) and sending names the limits.
    await page.getByLabel(/^Age/).fill('130');
    await page.getByLabel(/^Weight \(lbs\)/).focus();
    await expect(page.getByLabel(/^Age/)).toHaveValue('130');
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByText('Enter a number from 1 to 120.').first()).toBeVisible();

    await answerQuestionnaire(page, true);
    await expect(page.getByRole('heading', { name: "You're eligible" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'eligibility result');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('button', { name: /^Weight Loss Consultation/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('button', { name: /^Weight Loss Consultation/ }).click();
    const steps = page.getByRole('list', { name: 'Steps for Weight Loss Consultation' });
    await expect(steps.getByText('Pre-assessment questionnaire')).toBeVisible();
    await expect(steps.getByText('Done')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'cart');

    // A second weight-loss product asks to replace the first; Keep leaves the cart as it was.
    await addFromServicePage(page, semaglutide);
    const dialog = page.getByRole('dialog', { name: 'Replace the item in your cart?' });
    await expect(dialog).toContainText('Weight Loss Consultation');
    await expectNoSeriousA11yViolations(page, 'replace dialog', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Keep' }).click();
    await expect(dialog).toBeHidden();

    // Reload: the stored cart is read back before the cart renders.
    await page.goto(`${DEMO_BUSINESS_PATH}/cart`);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Weight Loss Consultation/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to checkout' })).toBeVisible();

    // Replace swaps it for the new product, which then needs its own pre-assessment.
    await addFromServicePage(page, semaglutide);
    await page.getByRole('dialog', { name: 'Replace the item in your cart?' }).getByRole('button', { name: 'Replace' }).click();
    await expect(page).toHaveURL(new RegExp(`/assessment/${semaglutide}$`));
    await page.goto(`${DEMO_BUSINESS_PATH}/cart`);
    await expect(page.getByRole('button', { name: /^Semaglutide Program/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Weight Loss Consultation/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Complete the pre-assessment' })).toBeVisible();
  });

  test('a failing pre-assessment explains and offers a retake', async ({ page, request }) => {
    const demo = await demoCatalogue(request);
    const tirzepatide = productId(demo, 'Tirzepatide Program');
    const person = await clientWithAddress(request, demo, 'cart-fail', 'NY');
    await logInAt(page, person.email, person.password);

    await addFromServicePage(page, tirzepatide);
    await expect(page).toHaveURL(new RegExp(`/assessment/${tirzepatide}$`));
    await answerQuestionnaire(page, false);
    await expect(page.getByRole('heading', { name: 'This service may not be right for you' })).toBeVisible();
    await page.getByRole('button', { name: 'Retake the questionnaire' }).click();
    await expect(page.getByRole('button', { name: 'Submit answers' })).toBeVisible();
    await answerQuestionnaire(page, true);
    await expect(page.getByRole('heading', { name: "You're eligible" })).toBeVisible();
  });

  test('answers survive a reload mid-form and going offline; they are sent when the connection returns', async ({ page, request, context }) => {
    const demo = await demoCatalogue(request);
    const consult = productId(demo, 'Weight Loss Consultation');
    const person = await clientWithAddress(request, demo, 'cart-offline', 'NY');
    await logInAt(page, person.email, person.password);
    await addFromServicePage(page, consult);
    await expect(page).toHaveURL(new RegExp(`/assessment/${consult}$`));

    // Half the form, then a reload: the draft on this device brings the answers back.
    await page.getByLabel(/^Age/).fill('41');
    await page.getByLabel(/^Weight \(lbs\)/).fill('210');
    await page.getByLabel(/^Height \(feet\)/).click();
    // The draft is saved 300 ms after the last keystroke: wait until it is on the device.
    await waitForSavedAnswers(page, consult, ['41', '210']);
    await page.reload();
    await expect(page.getByLabel(/^Age/)).toHaveValue('41');
    await expect(page.getByLabel(/^Weight \(lbs\)/)).toHaveValue('210');

    // The signal drops before sending: the answers wait on the device and go out once it is back.
    await context.setOffline(true);
    await answerQuestionnaire(page, true);
    const saved = page.getByRole('status').filter({ hasText: "You're offline. We'll send your answers when you're back online." });
    await expect(saved).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'pre-assessment saved offline');
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: "You're eligible" })).toBeVisible({ timeout: 20_000 });
  });

  test("the questionnaire's checks speak the person's language", async ({ page, request }) => {
    const demo = await demoCatalogue(request);
    const consult = productId(demo, 'Weight Loss Consultation');
    await page.goto(`${DEMO_BUSINESS_PATH}/assessment/${consult}?lng=es`);
    // An age over the limit stays as typed and is refused with the limits (spec: 1 to 120); the questions left
    // empty are called for. The questions themselves are in Spanish too (issue 13).
    await page.getByLabel(/^Edad/).fill('130');
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(page.getByLabel(/^Edad/)).toHaveValue('130');
    await expect(page.getByText('Introduce un número entre 1 y 120.').first()).toBeVisible();
    await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
    await expect(page.getByText('This field is required.')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'pre-assessment errors in Spanish');
  });

  test('answers given while logged out wait for the login, then are sent', async ({ page, request }) => {
    const demo = await demoCatalogue(request);
    const consult = productId(demo, 'Weight Loss Consultation');
    const person = await clientWithAddress(request, demo, 'cart-later', 'NY');
    await page.goto(`${DEMO_BUSINESS_PATH}/assessment/${consult}`);
    await answerQuestionnaire(page, true);
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);
    await logIn(page, person.email, person.password);
    await expect(page.getByRole('heading', { name: "You're eligible" })).toBeVisible();
  });

  test('an address outside the location’s states gets the service-area dialog', async ({ page, request }) => {
    const demo = await demoCatalogue(request);
    const person = await clientWithAddress(request, demo, 'cart-ca', 'CA');
    await logInAt(page, person.email, person.password);
    await addFromServicePage(page, productId(demo, 'Hair Loss Consultation'));
    const dialog = page.getByRole('dialog', { name: "This service isn't available in your area" });
    await expect(dialog).toBeVisible();
    const states = dialog.getByRole('list', { name: 'Allowed states' });
    await expect(states.getByRole('listitem')).toHaveText(['NY', 'NJ', 'CT']);
    await expectNoSeriousA11yViolations(page, 'service-area dialog', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page.goto(`${DEMO_BUSINESS_PATH}/cart`);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });
});
