import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect as baseExpect, request as playwrightRequest, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ADMIN_SETUP_RESULT_FILE } from '../../scripts/bench/admin-setup.ts';
import { parsePo } from '../../scripts/po.mjs';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';
import { readOneTimeCode } from './support/outbox.ts';
import { newPerson } from './support/people.ts';
import { logIn } from './support/session.ts';

// Issue 16's acceptance test: from an EMPTY database and `npm run admin:create`, a new clinic is set up entirely in
// the browser. The platform operator creates an organization and a business and invites its first admin (the
// invitation read from the outbox); the admin adds a location, a category with its workflow, a pre-assessment form,
// a product with content blocks in English and Spanish, and a provider with working hours; then a client signs up
// in Spanish, answers the pre-assessment, books and pays, and finds the booking in Spanish. The main admin screens
// are checked at 360 px with axe on the way. The time of the whole set-up goes to bench-results/admin-setup.json,
// which `npm run bench` prints (scripts/bench/admin-setup.ts).
//
// Its own server (tests/e2e/support/extra-server.ts) on its own port and its own PGlite folder, started in demo
// mode for the outbox but with DEMO_SEED=false, so the database holds nothing but the migrations and the operator.

test.describe.configure({ mode: 'serial' });
// Every step writes to the database and waits for its answer: allow for a loaded machine (CI shares its cores).
const expect = baseExpect.configure({ timeout: 20_000 });
// A step that cannot happen fails in seconds, naming the step, instead of at the end of the whole test's time.
test.use({ actionTimeout: 30_000 });
// The flow runs once, in the desktop project (its own server is not started for the mobile one); the 360 px checks
// are inside it.
test.skip(({ isMobile }) => isMobile, 'the flow runs once; the 360 px check is inside it');

const PASSWORD = 'Careful!2468';
const OPERATOR = { email: 'operator@carebook.test' };
const VIEWPORT = { width: 1280, height: 800 };

// The client's screens in Spanish: the words are read from the app's own Spanish catalog, so the test follows
// the translations (and fails if one it needs is missing).
const spanish = new Map(
  ['locales/es.po', 'locales/shell/es.po'].flatMap((file) =>
    parsePo(readFileSync(file, 'utf8'))
      .filter((entry) => entry.context === null && entry.translations[0])
      .map((entry) => [entry.id, entry.translations[0] as string] as const),
  ),
);
function es(english: string, values: Record<string, string> = {}): string {
  const text = spanish.get(english);
  if (!text) throw new Error(`no Spanish for "${english}" in locales/es.po`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
/** The Spanish of a message up to its first placeholder ('Held for you: {when}' -> 'Reservado para ti: '). */
const esPrefix = (english: string) => es(english).split('{')[0] ?? '';

type Phase = { name: string; ms: number };

let server: ExtraServer | undefined;
let dataDir = '';
let api: APIRequestContext;
const phases: Phase[] = [];
let adminCreateMs = 0;
let serverStartMs = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'carebook-admin-setup-'));
  const { DATABASE_URL: _db, ...inherited } = process.env;
  // Step 0, as the README says: the platform operator made on the command line, into the empty database.
  const started = performance.now();
  const created = spawnSync('npm', ['run', '--silent', 'admin:create', '--', '--email', OPERATOR.email, '--password', PASSWORD, '--first-name', 'Olga', '--last-name', 'Platform'], {
    env: { ...inherited, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  adminCreateMs = performance.now() - started;
  expect(created.status, `npm run admin:create failed:\n${created.stdout}\n${created.stderr}`).toBe(0);
  expect(created.stdout).toContain(`${OPERATOR.email} is a platform admin (pglite database)`);
  const serverStarted = performance.now();
  server = await startExtraServer({ database: { name: 'admin-setup', url: '', dataDir, drop: async () => undefined }, env: { DEMO_SEED: 'false' } });
  serverStartMs = performance.now() - serverStarted;
  api = await playwrightRequest.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  const testInfo = test.info();
  if (server && testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server output', { body: server.output(), contentType: 'text/plain' });
  await api?.dispose();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function newContext(browser: Browser, options: { locale?: string } = {}): Promise<BrowserContext> {
  if (!server) throw new Error('no server');
  return browser.newContext({ baseURL: server.baseURL, viewport: VIEWPORT, reducedMotion: 'reduce', locale: options.locale ?? 'en-US' });
}

/** The screen at 360 px (nothing wider than the phone, axe clean), then back at 1280 px (axe clean). */
async function checkNarrow(page: Page, screen: string, testInfo: TestInfo): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${screen} fits 360 px` }).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page, `${screen} at 360 px`);
  await page.screenshot({ path: testInfo.outputPath(`${screen.replace(/\W+/g, '-')}-360.png`), fullPage: true });
  await page.setViewportSize(VIEWPORT);
  await expectNoSeriousA11yViolations(page, `${screen} at 1280 px`);
}

/** The newest link of a kind in the mails to `email`, as a path on this server. */
async function linkInMail(email: string, path: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const messages = (await (await api.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
        link = messages.map((m) => path.exec(m.text)?.[0] ?? '').find(Boolean) ?? '';
        return link;
      },
      { message: `a link in the mail to ${email}`, timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

/** Picks an option of a searchable Mantine MultiSelect by keyboard: typed, then the first match taken with Enter. */
async function pickByKeyboard(page: Page, label: string, typed: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.focus();
  await combobox.fill(typed);
  await expect(page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

/** Opens a Mantine Select or MultiSelect without search by keyboard, chooses an option and closes it. */
async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

const WORKFLOW = {
  id: 'physio',
  initial: 'preAssessment',
  states: {
    preAssessment: { tags: ['Form'], meta: { step: 'PreAssessment' }, on: { PASSED: 'consult', FAILED: 'preAssessment' } },
    consult: { tags: ['Consult'], meta: { step: 'BookConsult' }, on: { COMPLETED: 'done' } },
    done: { type: 'final' },
  },
};

const FORM_SCHEMA = {
  type: 'object',
  title: 'Before your physiotherapy visit',
  required: ['recentInjury', 'walksUnaided'],
  properties: {
    recentInjury: { type: 'boolean', title: 'Is your visit about an injury from the last six months?', expectedAnswer: true },
    walksUnaided: { type: 'boolean', title: 'Can you walk without help?', expectedAnswer: true },
  },
};
const FORM_UI_SCHEMA = { 'ui:order': ['recentInjury', 'walksUnaided'], recentInjury: { 'ui:widget': 'radio' }, walksUnaided: { 'ui:widget': 'radio' } };
const FORM_SPANISH: Record<string, string> = {
  'Before your physiotherapy visit': 'Antes de tu visita de fisioterapia',
  'Is your visit about an injury from the last six months?': '¿Tu visita es por una lesión de los últimos seis meses?',
  'Can you walk without help?': '¿Puedes caminar sin ayuda?',
};

test('a new clinic is set up from an empty database and a client books it in Spanish', async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const stamp = String(Date.now()).slice(-6);
  const business = { name: `Harbor Physio ${stamp}`, code: `harbor${stamp}` };
  const admin = { email: `owner-${stamp}@harbor.test`, firstName: 'Maya', lastName: 'Ortiz' };
  const provider = { email: `provider-${stamp}@harbor.test`, firstName: 'Sam', lastName: 'Rivera' };
  const location = { code: 'bay', en: 'Harbor Bay', es: 'Bahía del Puerto' };
  const category = { code: 'PHYSIO', en: 'Physiotherapy', es: 'Fisioterapia' };
  const product = { en: 'Physiotherapy Consultation', es: 'Consulta de fisioterapia' };
  const formName = 'Physiotherapy pre-assessment';
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases.push({ name, ms: Math.round(now - mark) });
    mark = now;
  };

  // 1. The platform operator: an organization, a business, its first admin invited by mail.
  const operatorContext = await newContext(browser);
  const operator = await operatorContext.newPage();
  await operator.goto('/auth/login');
  await logIn(operator, OPERATOR.email, PASSWORD);
  await expect(operator).toHaveURL(/\/platform$/);
  await expect(operator.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  const newOrganization = operator.getByRole('region', { name: 'New organization' });
  await newOrganization.getByRole('textbox', { name: 'Organization name' }).fill(`Harbor Health ${stamp}`);
  await newOrganization.getByRole('textbox', { name: 'Name on card statements' }).fill('HARBOR HEALTH');
  await newOrganization.getByRole('button', { name: 'Create organization' }).click();
  await expect(operator.getByRole('article', { name: `Harbor Health ${stamp}` })).toContainText('No business yet.');
  const newBusiness = operator.getByRole('region', { name: 'New business and its first admin' });
  await newBusiness.getByRole('combobox', { name: 'Organization' }).selectOption({ label: `Harbor Health ${stamp}` });
  await newBusiness.getByRole('textbox', { name: 'Business name' }).fill(business.name);
  await newBusiness.getByRole('textbox', { name: 'Business code' }).fill(business.code);
  await newBusiness.getByRole('textbox', { name: "Admin's email" }).fill(admin.email);
  await newBusiness.getByRole('textbox', { name: "Admin's first name" }).fill(admin.firstName);
  await newBusiness.getByRole('textbox', { name: "Admin's last name" }).fill(admin.lastName);
  await newBusiness.getByRole('button', { name: 'Create business and invite' }).click();
  const organizationCard = operator.getByRole('article', { name: `Harbor Health ${stamp}` });
  await expect(organizationCard).toContainText(business.name);
  await expect(organizationCard).toContainText(admin.email);
  await expect(organizationCard).toContainText('Invited');
  await checkNarrow(operator, 'platform console', testInfo);
  await operatorContext.close();
  phase('platform: organization, business, admin invited');

  // 2. The admin sets a password from the invitation and lands in the admin console.
  const adminContext = await newContext(browser);
  const page = await adminContext.newPage();
  await page.goto(await linkInMail(admin.email, /\/auth\/set-password\?[^\s"<>]+/));
  await expect(page.getByRole('heading', { name: `Welcome, ${admin.firstName}` })).toBeVisible();
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await logIn(page, admin.email, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  phase('admin: invitation accepted, signed in');

  // 3. A location: code, names in English and Spanish, address, allowed states (picked by keyboard), mode.
  await page.getByRole('link', { name: 'Locations', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await expect(page.getByText('No location yet: add the first one below.')).toBeVisible();
  const locationForm = page.getByRole('region', { name: 'New location' });
  await locationForm.getByRole('textbox', { name: 'Location code' }).fill(location.code);
  await locationForm.getByRole('group', { name: 'Location name' }).getByRole('textbox', { name: 'English' }).fill(location.en);
  await locationForm.getByRole('group', { name: 'Location name' }).getByRole('textbox', { name: 'Español' }).fill(location.es);
  await pickByKeyboard(page, 'Allowed states', 'NY', 'NY');
  await pickByKeyboard(page, 'Allowed states', 'NJ', 'NJ');
  await locationForm.getByRole('textbox', { name: 'Address line 1' }).fill('40 Harbor Street');
  await locationForm.getByRole('textbox', { name: 'City' }).fill('Albany');
  await locationForm.getByRole('combobox', { name: 'State', exact: true }).selectOption('NY');
  await locationForm.getByRole('textbox', { name: 'Zip code' }).fill('12207');
  await locationForm.getByRole('button', { name: 'Add location' }).click();
  const locationCard = page.getByRole('article', { name: location.en });
  await expect(locationCard).toContainText('NJ, NY');
  await expect(locationCard).toContainText('Open');
  await checkNarrow(page, 'locations', testInfo);
  phase('admin: location');

  // 4. A category in two languages, and its workflow published.
  await page.getByRole('link', { name: 'Categories', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await page.getByRole('button', { name: 'New category' }).click();
  const categoryForm = page.getByRole('form', { name: 'New category' });
  await categoryForm.getByRole('textbox', { name: /^Code/ }).fill(category.code);
  await categoryForm.getByRole('textbox', { name: /^Name \(English\)/ }).fill(category.en);
  await categoryForm.getByRole('textbox', { name: /^Name \(Spanish\)/ }).fill(category.es);
  await categoryForm.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByRole('table', { name: 'Categories' }).getByRole('row', { name: new RegExp(category.en) })).toBeVisible();
  await checkNarrow(page, 'categories', testInfo);

  await page.getByRole('link', { name: 'Workflows', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
  await chooseOption(page, 'Category', category.en);
  const config = page.getByRole('textbox', { name: 'Workflow configuration (JSON)' });
  await config.fill(JSON.stringify(WORKFLOW, null, 2));
  await expect(page.getByRole('img', { name: 'State machine: 3 states, starting at preAssessment, 3 transitions' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish workflow' }).click();
  const workflowVersions = page.getByRole('region', { name: 'Versions' });
  await expect(workflowVersions.getByRole('row').nth(1)).toContainText('Current');
  await checkNarrow(page, 'workflows', testInfo);
  phase('admin: category and workflow');

  // 5. The pre-assessment form, its questions also in Spanish.
  await page.getByRole('link', { name: 'Forms', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await page.getByRole('link', { name: 'New form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New form' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(formName);
  await expect(page.getByRole('combobox', { name: 'Form type' })).toHaveValue('Pre-assessment');
  await page.getByRole('textbox', { name: 'JSON Schema' }).fill(JSON.stringify(FORM_SCHEMA, null, 2));
  await page.getByRole('textbox', { name: 'uiSchema' }).fill(JSON.stringify(FORM_UI_SCHEMA, null, 2));
  await page.getByRole('textbox', { name: 'Passing percentage' }).fill('100');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('radiogroup', { name: /Can you walk without help\?/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Languages' }).click();
  await page.getByRole('tab', { name: /Spanish/ }).click();
  await page.getByRole('textbox', { name: 'Form name (Spanish)' }).fill('Evaluación previa de fisioterapia');
  for (const [english, text] of Object.entries(FORM_SPANISH)) await page.getByRole('textbox', { name: english, exact: true }).fill(text);
  await checkNarrow(page, 'new form', testInfo);
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page).toHaveURL(/\/admin\/forms\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${formName}`) })).toBeVisible();
  phase('admin: pre-assessment form');

  // 6. The product: texts and content blocks in English and Spanish, its category and form, sold at the location.
  await page.getByRole('link', { name: 'Products', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  const field = (scope: Page | Locator, label: string, language: string) => scope.getByRole('textbox', { name: new RegExp(`^${label} \\(${language}\\)`) });
  await field(page, 'Name', 'English').fill(product.en);
  await field(page, 'Name', 'Spanish').fill(product.es);
  await field(page, 'Tagline', 'English').fill('Move freely again');
  await field(page, 'Tagline', 'Spanish').fill('Vuelve a moverte con libertad');
  await chooseOption(page, 'Categories', category.en);
  await chooseOption(page, 'Forms the client fills in', formName);
  await page.getByRole('checkbox', { name: `Sold at ${location.en}` }).check();
  await page.getByRole('textbox', { name: `Starting price at ${location.en}` }).fill('80');
  const addBlock = async (kind: string) => {
    await chooseOption(page, 'Kind of block', kind);
    await page.getByRole('button', { name: 'Add block' }).click();
  };
  await addBlock('Text');
  const text = page.getByRole('region', { name: 'Block 1: Text' });
  await field(text, 'Title', 'English').fill('What to expect');
  await field(text, 'Title', 'Spanish').fill('Qué esperar');
  await field(text, 'Text', 'English').fill('A physiotherapist looks at how you move and plans your recovery with you.');
  await field(text, 'Text', 'Spanish').fill('Un fisioterapeuta observa cómo te mueves y planifica contigo tu recuperación.');
  await addBlock('FAQ item');
  const faq = page.getByRole('region', { name: 'Block 2: FAQ item' });
  await field(faq, 'Question', 'English').fill('What should I wear?');
  await field(faq, 'Question', 'Spanish').fill('¿Qué ropa debo llevar?');
  await field(faq, 'Answer', 'English').fill('Comfortable clothes you can move in.');
  await field(faq, 'Answer', 'Spanish').fill('Ropa cómoda con la que puedas moverte.');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: product.en })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kind and categories' })).toContainText(formName);
  await checkNarrow(page, 'product editor', testInfo);
  phase('admin: product with content blocks');

  // 7. A provider invited, with working hours every day, the location and the category.
  await page.getByRole('link', { name: 'People', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invite a person' });
  await invite.getByRole('textbox', { name: 'Email' }).fill(provider.email);
  await invite.getByRole('textbox', { name: 'First name' }).fill(provider.firstName);
  await invite.getByRole('textbox', { name: 'Last name' }).fill(provider.lastName);
  await invite.getByRole('checkbox', { name: 'Healthcare provider' }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('row', { name: new RegExp(provider.email) })).toContainText('Invited');
  await checkNarrow(page, 'people', testInfo);

  await page.getByRole('link', { name: 'Provider schedules', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Provider schedules' })).toBeVisible();
  const schedule = page.getByRole('region', { name: `${provider.firstName} ${provider.lastName}` });
  for (let weekday = 0; weekday < 7; weekday += 1) {
    await schedule.getByRole('button', { name: 'Add hours' }).click();
    await schedule.getByRole('combobox', { name: 'Day' }).nth(weekday).selectOption(String(weekday));
    await schedule.getByLabel('From', { exact: true }).nth(weekday).fill('08:00');
    await schedule.getByLabel('To', { exact: true }).nth(weekday).fill('20:00');
  }
  await schedule.getByRole('checkbox', { name: location.en }).check();
  await schedule.getByRole('checkbox', { name: category.en }).check();
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Schedule saved.')).toBeVisible();
  await checkNarrow(page, 'schedules', testInfo);
  phase('admin: provider with working hours');
  await adminContext.close();
  const setupMs = adminCreateMs + phases.reduce((sum, p) => sum + p.ms, 0);

  // 8. A client signs up in Spanish, answers the pre-assessment, books a time and pays.
  const clientContext = await newContext(browser, { locale: 'es-ES' });
  const client = await clientContext.newPage();
  const person = newPerson('admin-setup');
  const home = `/business/${business.code}/${location.code}`;
  await client.goto(home);
  await client.getByRole('link', { name: es('Create an account') }).first().click();
  await expect(client.getByRole('heading', { name: es('Create your account') })).toBeVisible();
  await client.getByLabel(es('First name')).fill(person.firstName);
  await client.getByLabel(es('Last name')).fill(person.lastName);
  await client.getByLabel(es('Email')).fill(person.email);
  await client.getByLabel(es('Phone number')).fill(person.phone);
  await client.getByLabel(es('Date of birth')).fill(person.dob);
  await client.getByRole('radio', { name: es('Female') }).check();
  await client.getByRole('button', { name: es('Next') }).click();
  await client.getByLabel(startsWith(es('Password'))).fill(person.password);
  await client.getByLabel(es('Confirm password')).fill(person.password);
  const codeRequested = new Date(Date.now() - 1000);
  await client.getByRole('button', { name: es('Create account') }).click();
  await expect(client.getByRole('group', { name: es('Verification code') })).toBeVisible();
  const code = await readOneTimeCode(api, person.email, codeRequested);
  await client.getByLabel(es('Digit {0} of {VERIFICATION_CODE_LENGTH}', { 0: '1', VERIFICATION_CODE_LENGTH: '4' })).pressSequentially(code);
  await client.getByRole('button', { name: es('Verify') }).click();
  await expect(client.getByRole('radiogroup', { name: es('Identity document') })).toBeVisible();
  await client.getByRole('radio', { name: es('Social security number') }).check();
  await client.getByRole('textbox', { name: es('Social security number') }).fill(person.ssn);
  await client.getByRole('button', { name: es('Next') }).click();
  await client.getByLabel(es('Address line 1')).fill(person.address.line1);
  await client.getByRole('combobox', { name: es('State') }).fill(person.address.state);
  await client.getByRole('option', { name: person.address.state }).click();
  await client.getByLabel(es('City')).fill(person.address.city);
  await client.getByLabel(es('Zip code')).fill(person.address.zip);
  await client.getByRole('button', { name: es('Finish') }).click();
  await expect(client).toHaveURL(new RegExp(`${home}$`));
  phase('client: signed up in Spanish');

  // The service in Spanish, with its content blocks; the pre-assessment in Spanish.
  await expect(client.getByText(location.es).first()).toBeVisible();
  await client.goto(`${home}/services`);
  await client.getByRole('link', { name: new RegExp(product.es) }).first().click();
  await expect(client.getByRole('heading', { level: 1, name: product.es })).toBeVisible();
  await expect(client.getByText('Vuelve a moverte con libertad')).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Qué esperar' })).toBeVisible();
  await expect(client.getByRole('button', { name: '¿Qué ropa debo llevar?' })).toBeVisible();
  await client.getByRole('button', { name: es('Add to cart') }).first().click();
  await expect(client).toHaveURL(/\/assessment\/[0-9a-f-]{36}$/);
  for (const question of ['¿Tu visita es por una lesión de los últimos seis meses?', '¿Puedes caminar sin ayuda?']) {
    await client.getByRole('radiogroup', { name: new RegExp(escapeRegExp(question)) }).getByRole('radio', { name: es('Yes') }).check();
  }
  await client.getByRole('button', { name: es('Submit answers') }).click();
  await expect(client.getByRole('heading', { name: es("You're eligible") })).toBeVisible();
  await client.getByRole('button', { name: es('Continue') }).click();
  await expect(client).toHaveURL(/\/cart$/);

  await client.goto(`${home}/checkout`);
  await expect(client.getByRole('heading', { level: 1, name: es('Secure checkout') })).toBeVisible();
  const slots = client.getByRole('region', { name: es('Choose a time for {productName}', { productName: product.es }) });
  const days = slots.getByRole('radiogroup', { name: es('Day') }).getByRole('radio');
  await days.nth(2).click();
  await expect(days.nth(2)).toHaveAttribute('aria-checked', 'true');
  await slots.getByRole('radiogroup').nth(1).getByRole('radio').first().click();
  const heldText = slots.getByText(startsWith(esPrefix('Held for you: {when}')));
  await expect(heldText).toBeVisible();
  const held = (await heldText.innerText()).slice(esPrefix('Held for you: {when}').length).trim();
  await client.getByRole('button', { name: es('Add a new card') }).click();
  await client.getByLabel(startsWith(es('Name on card'))).fill('Ada Lovelace');
  await client.getByLabel(startsWith(es('Card number'))).fill('4242 4242 4242 4242');
  await client.getByLabel(startsWith(es('Expiry'))).fill('12/34');
  await client.getByLabel(startsWith(es('Security code (CVV)'))).fill('123');
  await client.getByRole('button', { name: es('Save and use this card') }).click();
  await expect(client.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
  await client.getByRole('button', { name: es('Place order') }).click();
  await expect(client.getByRole('heading', { level: 1, name: es('Thank you, your order is placed') })).toBeVisible();
  await expect(client.getByTestId('booked-time')).toContainText(held);
  phase('client: pre-assessment, time and payment');

  // The booking, in Spanish.
  await client.goto(`${home}/bookings`);
  await client.getByRole('tab', { name: es('Upcoming') }).click();
  // Its stage and the service's name in Spanish.
  const booking = client.getByRole('article', { name: es('Upcoming Consult') });
  await expect(booking.getByText(es('Scheduled'), { exact: true })).toBeVisible();
  await expect(booking).toContainText(product.es);
  await expect(booking).not.toContainText(product.en);
  await expect(booking.getByRole('heading', { name: es('Upcoming Consult') })).toBeVisible();
  await expectNoSeriousA11yViolations(client, 'the client\'s bookings in Spanish');
  phase('client: the booking seen in Spanish');
  await clientContext.close();

  // The bench figure (scripts/bench/admin-setup.ts prints it).
  const clientMs = phases.filter((p) => p.name.startsWith('client')).reduce((sum, p) => sum + p.ms, 0);
  mkdirSync(dirname(ADMIN_SETUP_RESULT_FILE), { recursive: true });
  writeFileSync(
    ADMIN_SETUP_RESULT_FILE,
    JSON.stringify({ measuredAt: new Date().toISOString(), adminCreateMs: Math.round(adminCreateMs), serverStartMs: Math.round(serverStartMs), setupMs: Math.round(setupMs), clientMs, phases }, null, 2),
  );
});
