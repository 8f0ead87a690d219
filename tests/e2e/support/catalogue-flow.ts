import { expect, type Page } from '@playwright/test';
import { DEMO_BUSINESS_PATH } from './people.ts';

// Filling the cart the way a client does (issue 3's flow): the service page's Add to cart, then the
// pre-assessment when the service has one.

/** Answers the weight-loss questionnaire with answers that pass. */
export async function answerPassingQuestionnaire(page: Page): Promise<void> {
  await page.getByLabel(/^Age/).fill('41');
  await page.getByLabel(/^Weight \(lbs\)/).fill('210');
  await page.getByLabel(/^Height \(feet\)/).fill('5');
  await page.getByLabel(/^Height \(inches\)/).fill('7');
  const answer = async (question: RegExp, yes: boolean) => {
    await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: yes ? 'Yes' : 'No' }).check();
  };
  await answer(/pregnant/, false);
  await answer(/thyroid cancer/, false);
  await answer(/pancreatitis/, false);
  await answer(/eating disorder/, false);
  await answer(/diet and exercise/, true);
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

/** Adds a service from its page; with a pre-assessment, answers it and continues to the cart. */
export async function addServiceToCart(page: Page, productId: string, withPreAssessment: boolean): Promise<void> {
  await page.goto(`${DEMO_BUSINESS_PATH}/services/${productId}`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  if (withPreAssessment) {
    await expect(page).toHaveURL(new RegExp(`/assessment/${productId}$`));
    await answerPassingQuestionnaire(page);
    await expect(page.getByRole('heading', { name: "You're eligible" })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page).toHaveURL(/\/cart$/);
}
