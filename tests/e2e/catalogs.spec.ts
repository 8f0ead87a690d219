import { expect, test } from '@playwright/test';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// The messages come in two parts per language (src/app/i18n.ts): the shell's with the first load, the rest with
// the first page or panel beyond the business home. Both parts are chunks named after the language.
test.use({ serviceWorkers: 'block' });

test('the business home shows in Spanish from the shell messages alone; the services page brings the rest first', async ({ page }) => {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[i18n]')) missing.push(message.text());
  });
  const spanishCatalogs: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\/assets\/es-[\w-]+\.js$/.test(path)) spanishCatalogs.push(path);
  });

  await page.goto(`${DEMO_BUSINESS_PATH}?lng=es`);
  await expect(page.getByRole('heading', { level: 1, name: 'Carebook Demo Clinic' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver servicios' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(spanishCatalogs).toHaveLength(1);

  // Pointing at the link preloads the page, whose route waits for the rest of the messages (no touch or key
  // press yet, which would also fetch them).
  await page.getByRole('link', { name: 'Ver servicios' }).hover();
  await expect.poll(() => spanishCatalogs.length).toBe(2);
  await page.getByRole('link', { name: 'Ver servicios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios' })).toBeVisible();
  expect(spanishCatalogs).toHaveLength(2);
  expect(missing).toEqual([]);
});
