import { expect, test } from '@playwright/test';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// The messages come in two parts per language (src/app/i18n.ts): the shell's with the first load, the rest with
// the first page or panel beyond the business home. Both parts are chunks named after the language.
test.use({ serviceWorkers: 'block' });

test('the business home and the services list show in Spanish from the shell messages alone; a service brings the rest first', async ({ page }) => {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[i18n]')) missing.push(message.text());
  });
  // The Spanish catalog files fetched (a page opened by its address fetches the shell's part again).
  const spanishCatalogs = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\/assets\/es-[\w-]+\.js$/.test(path)) spanishCatalogs.add(path);
  });

  await page.goto(`${DEMO_BUSINESS_PATH}?lng=es`);
  await expect(page.getByRole('heading', { level: 1, name: 'Carebook Demo Clinic' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver servicios' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(spanishCatalogs.size).toBe(1);

  // The services list is a shell page too (src/app/shell-paths.ts): opened by its address, no touch or key press.
  await page.goto(`${DEMO_BUSINESS_PATH}/services?lng=es`);
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(spanishCatalogs.size).toBe(1);

  // Pointing at a service preloads its page, whose route waits for the rest of the messages (no touch or key
  // press yet, which would also fetch them).
  const service = page.locator(`main a[href^="${DEMO_BUSINESS_PATH}/services/"]`).first();
  await service.hover();
  await expect.poll(() => spanishCatalogs.size).toBe(2);
  await service.click();
  await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(spanishCatalogs.size).toBe(2);
  expect(missing).toEqual([]);
});
