import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { demoProductId } from './support/client-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// Issue 13, the medical questionnaire: safety questions start unanswered and are required; numbers outside spec §5's
// limits keep what was typed, say the limits and block sending; the questions are in the person's language.

const SAFETY_QUESTIONS = [/pregnant/, /thyroid cancer/, /pancreatitis/, /eating disorder/, /diet and exercise/];

async function openQuestionnaire(page: Page, productId: string, language = 'en'): Promise<void> {
  await page.goto(`${DEMO_BUSINESS_PATH}/assessment/${productId}?lng=${language}`);
}

test('safety questions start unanswered and are required; out-of-range numbers are refused with their limits', async ({ page, request }, testInfo) => {
  const consult = await demoProductId(request, 'Weight Loss Consultation');
  await openQuestionnaire(page, consult);
  await expect(page.getByRole('button', { name: 'Submit answers' })).toBeVisible();

  for (const question of SAFETY_QUESTIONS) {
    const group = page.getByRole('radiogroup', { name: question });
    await expect(group.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await expect(group.getByRole('radio', { name: 'No' })).not.toBeChecked();
  }

  // Spec §5: age 1 to 120, weight 30 to 1000 lbs, feet 1 to 8, inches 0 to 11. What was typed stays.
  await page.getByLabel(/^Age/).fill('0');
  await page.getByLabel(/^Weight \(lbs\)/).fill('29');
  await page.getByLabel(/^Height \(feet\)/).fill('9');
  await page.getByLabel(/^Height \(inches\)/).fill('12');
  await page.getByLabel(/^Age/).focus();
  await expect(page.getByLabel(/^Age/)).toHaveValue('0');
  await expect(page.getByLabel(/^Weight \(lbs\)/)).toHaveValue('29');
  await expect(page.getByLabel(/^Height \(feet\)/)).toHaveValue('9');
  await expect(page.getByLabel(/^Height \(inches\)/)).toHaveValue('12');

  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Enter a number from 1 to 120.').first()).toBeVisible();
  await expect(page.getByText('Enter a number from 30 to 1000.').first()).toBeVisible();
  await expect(page.getByText('Enter a number from 1 to 8.').first()).toBeVisible();
  await expect(page.getByText('Enter a number from 0 to 11.').first()).toBeVisible();
  // Each message once on screen (rjsf also keeps a hidden list for assistive technology).
  await expect(page.getByText('This field is required.').filter({ visible: true })).toHaveCount(SAFETY_QUESTIONS.length);
  await expect(page.getByRole('heading', { name: "You're eligible" })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/assessment/${consult}\\?`));
  await expectNoSeriousA11yViolations(page, 'questionnaire with out-of-range answers');
  await page.screenshot({ path: `/tmp/i13/shots/questionnaire-errors-${testInfo.project.name}.png`, fullPage: true });
});

test('the questionnaire is asked wholly in Spanish, French and Portuguese', async ({ page, request }, testInfo) => {
  const consult = await demoProductId(request, 'Weight Loss Consultation');
  const languages = [
    { lng: 'es', title: 'Cuestionario previo para perder peso', age: /^Edad/, pregnancy: /embarazada/, submit: 'Enviar respuestas', range: 'Introduce un número entre 1 y 120.' },
    { lng: 'fr', title: 'Questionnaire préalable de perte de poids', age: /^Âge/, pregnancy: /enceinte/, submit: 'Envoyer les réponses', range: 'Saisissez un nombre entre 1 et 120.' },
    { lng: 'pt', title: 'Questionário prévio de perda de peso', age: /^Idade/, pregnancy: /grávida/, submit: 'Enviar respostas', range: 'Digite um número de 1 a 120.' },
  ];
  for (const language of languages) {
    await openQuestionnaire(page, consult, language.lng);
    await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
    await expect(page.getByLabel(language.age)).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: language.pregnancy })).toBeVisible();
    // No English question is left on the page.
    await expect(page.getByText(/Weight loss pre-assessment|Have you ever had pancreatitis|Height \(feet\)/)).toHaveCount(0);
    await page.getByLabel(language.age).fill('130');
    await page.getByRole('button', { name: language.submit }).click();
    await expect(page.getByText(language.range).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `questionnaire in ${language.lng}`);
    await page.screenshot({ path: `/tmp/i13/shots/questionnaire-${language.lng}-${testInfo.project.name}.png`, fullPage: true });
  }
});
