import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_BUSINESS_PATH, DEMO_PASSWORD } from './support/people.ts';
import { logIn } from './support/session.ts';

// Issue 16, the admin catalogue: a business admin of demo writes a category and a product whose texts and content
// blocks (text, FAQ item, picture grid with an uploaded picture) are in English and Spanish, sells it at the main
// location, and a visitor reads the product page in Spanish. New rows only: the seeded catalogue stays as it is.

// catalogue@demo.test is signed in by this test alone (demo logins allow one session at a time): the flow runs
// once, in the desktop project, and checks each screen at 360 px with axe on the way.
const ADMIN = 'catalogue@demo.test';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function checkNarrow(page: Page, screen: string, testInfo: TestInfo): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${screen} fits 360 px` }).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page, `${screen} at 360 px`);
  await page.screenshot({ path: testInfo.outputPath(`${screen}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousA11yViolations(page, `${screen} at 1280 px`);
  await page.screenshot({ path: testInfo.outputPath(`${screen}-1280.png`), fullPage: true });
}

const field = (scope: Page | ReturnType<Page['getByRole']>, label: string, language: string) => scope.getByRole('textbox', { name: new RegExp(`^${label} \\(${language}\\)`) });

test('a business admin writes a product in two languages and a visitor reads it in Spanish', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the flow runs once; the 360 px check is below');
  test.setTimeout(180_000);
  const stamp = String(Date.now()).slice(-8);

  await page.goto('/auth/login');
  await logIn(page, ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);

  // Categories: the seeded ones with their translations complete, then a new one in two languages.
  await page.getByRole('link', { name: 'Categories', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const categories = page.getByRole('table', { name: 'Categories' });
  await expect(categories.getByRole('row', { name: /Hair Care/ })).toContainText('Complete');
  await checkNarrow(page, 'categories', testInfo);
  await page.getByRole('button', { name: 'New category' }).click();
  const categoryForm = page.getByRole('form', { name: 'New category' });
  await categoryForm.getByRole('textbox', { name: /^Code/ }).fill(`SLEEP_${stamp}`);
  await field(categoryForm, 'Name', 'English').fill(`Sleep ${stamp}`);
  await field(categoryForm, 'Name', 'Spanish').fill(`Sueño ${stamp}`);
  await expect(categoryForm.getByText('Not translated: clients see the English.').first()).toBeVisible();
  await categoryForm.getByRole('checkbox', { name: 'Only one medication of this category at a time' }).check();
  await categoryForm.getByRole('button', { name: 'Create category' }).click();
  await expect(categories.getByRole('row', { name: new RegExp(`Sleep ${stamp}`) })).toContainText('missing');

  // Products: a new consultation with its texts, an offer at the main location and three content blocks.
  await page.getByRole('link', { name: 'Products', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('link', { name: 'Hair Loss Consultation' })).toBeVisible();
  await checkNarrow(page, 'products', testInfo);
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  // Nothing is sent without an English name and a category.
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some fields need attention' })).toBeVisible();

  await field(page, 'Name', 'English').fill(`Sleep Consultation ${stamp}`);
  await field(page, 'Name', 'Spanish').fill(`Consulta del sueño ${stamp}`);
  await field(page, 'Tagline', 'English').fill('Sleep through the night');
  await field(page, 'Tagline', 'Spanish').fill('Duerme toda la noche');
  // By keyboard, as a keyboard user picks (a pointer click here raced the fixed header while the page scrolled).
  await page.getByRole('combobox', { name: 'Categories' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Hair Care' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Sold at New York — Midtown' }).check();
  await page.getByRole('textbox', { name: 'Starting price at New York — Midtown' }).fill('59');

  const addBlock = async (kind: string) => {
    await page.getByRole('combobox', { name: 'Kind of block' }).click();
    await page.getByRole('option', { name: kind, exact: true }).click();
    await page.getByRole('button', { name: 'Add block' }).click();
  };
  await addBlock('Text');
  const text = page.getByRole('region', { name: 'Block 1: Text' });
  await field(text, 'Title', 'English').fill('About your sleep');
  await field(text, 'Title', 'Spanish').fill('Sobre tu sueño');
  await field(text, 'Text', 'English').fill('A provider looks at how you sleep and what keeps you awake.');
  await field(text, 'Text', 'Spanish').fill('Un proveedor revisa cómo duermes y qué te quita el sueño.');
  await addBlock('FAQ item');
  const faq = page.getByRole('region', { name: 'Block 2: FAQ item' });
  await field(faq, 'Question', 'English').fill('Is it a video visit?');
  await field(faq, 'Question', 'Spanish').fill('¿Es una videoconsulta?');
  await field(faq, 'Answer', 'English').fill('Yes, from your phone or computer.');
  await field(faq, 'Answer', 'Spanish').fill('Sí, desde tu teléfono o tu ordenador.');
  await addBlock('Picture grid (up to 4)');
  const grid = page.getByRole('region', { name: 'Block 3: Picture grid (up to 4)' });
  await grid.getByRole('button', { name: 'Add a picture' }).click();
  const chooser = page.waitForEvent('filechooser');
  await grid.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG });
  await expect(grid.getByRole('textbox', { name: /^Picture 1 address/ })).toHaveValue(/^\/uploads\/images\/[0-9a-f-]{36}$/);
  await field(grid, 'Picture 1 description for screen readers', 'English').fill('A calm bedroom');
  await field(grid, 'Picture 1 description for screen readers', 'Spanish').fill('Un dormitorio tranquilo');

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/products\/[0-9a-f-]{36}$/);
  const productId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: `Sleep Consultation ${stamp}` })).toBeVisible();
  // French and Portuguese are marked missing; English stands in for them.
  await expect(field(page, 'Name', 'French')).toHaveValue('');
  await expect(page.getByText('Not translated: clients see the English.').first()).toBeVisible();
  await checkNarrow(page, 'product editor', testInfo);

  // The visitor's page in Spanish.
  await page.goto(`${DEMO_BUSINESS_PATH}/services/${productId}?lng=es`);
  await expect(page.getByRole('heading', { level: 1, name: `Consulta del sueño ${stamp}` })).toBeVisible();
  await expect(page.getByText('Duerme toda la noche')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sobre tu sueño' })).toBeVisible();
  await expect(page.getByText('Un proveedor revisa cómo duermes y qué te quita el sueño.')).toBeVisible();
  await expect(page.getByRole('button', { name: '¿Es una videoconsulta?' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Un dormitorio tranquilo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the new product in Spanish');
});
