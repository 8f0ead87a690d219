import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

test.describe('public pages', () => {
  test('the business home shows the clinic and its ways in', async ({ page }) => {
    await page.goto(DEMO_BUSINESS_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Carebook Demo Clinic' })).toBeVisible();
    await expect(page).toHaveTitle(/Carebook Demo Clinic/);
    // The favicon follows the business's picture (spec §1).
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/images\/catalogue\/demo-clinic\.svg$/);
    await expect(page.getByRole('link', { name: /create an account/i }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'business home');
  });

  test('the FAQ lists questions that open to their answers, with the emergency number', async ({ page }) => {
    await page.goto(`${DEMO_BUSINESS_PATH}/FAQ`);
    await expect(page.getByRole('heading', { level: 1, name: /frequently asked questions/i })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('911');
    const question = page.getByRole('button', { name: 'How does an online visit work?' });
    await question.click();
    await expect(page.getByText(/join the video call from this app/i)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'FAQ');
  });

  test('?lng=es switches the page to Spanish', async ({ page }) => {
    await page.goto(`${DEMO_BUSINESS_PATH}/FAQ?lng=es`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: /preguntas frecuentes/i })).toBeVisible();
    // The business's own content follows the language too.
    await expect(page.getByRole('button', { name: '¿Cómo funciona una consulta en línea?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'FAQ in Spanish');
  });

  test('the language switcher changes the page and is remembered on this device', async ({ page }) => {
    await page.goto(DEMO_BUSINESS_PATH);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('Français');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoSeriousA11yViolations(page, 'business home in French');
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: /couldn't find that page/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /go to home/i })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '404');
  });

  test('an unknown business shows the invalid-business page', async ({ page }) => {
    await page.goto('/business/nope/main');
    await expect(page.getByRole('heading', { level: 1, name: /couldn't find this clinic/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /go to home/i })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'invalid business');
  });
});
