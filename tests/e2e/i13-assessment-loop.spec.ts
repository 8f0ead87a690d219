import { expect, test } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { answerPassingQuestionnaire } from './support/catalogue-flow.ts';
import { addAddress, clientSession, demoProductId, logInAt, NEW_YORK_ADDRESS } from './support/client-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// Issue 13, dead end 1: pass the questionnaire, remove the item from the cart and add it again. The passed answers
// still hold (same form version, not yet booked), so the item is ready for checkout again, and a retake is offered.

test('an item removed and added again after a passed pre-assessment can be bought, and the questionnaire retaken', async ({ page, request }, testInfo) => {
  const person = await createConfirmedClient(request, 'i13-loop');
  await addAddress(request, await clientSession(request, person), NEW_YORK_ADDRESS, true);
  const consult = await demoProductId(request, 'Weight Loss Consultation');
  await logInAt(page, person, DEMO_BUSINESS_PATH);

  const addFromServicePage = async () => {
    await page.goto(`${DEMO_BUSINESS_PATH}/services/${consult}`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/assessment/${consult}$`));
  };
  const item = page.getByRole('button', { name: /^Weight Loss Consultation/ });

  await addFromServicePage();
  await answerPassingQuestionnaire(page);
  await expect(page.getByRole('heading', { name: "You're eligible" })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(item).toContainText('Ready for checkout');

  // Remove it, then add it again.
  await item.click();
  await page.getByRole('button', { name: 'Remove Weight Loss Consultation from cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await addFromServicePage();

  // The earlier pass still holds (same form version, not yet booked): Continue leads to a cart ready for checkout.
  await expect(page.getByRole('heading', { name: "You're eligible" })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(item).toContainText('Ready for checkout');
  await expect(page.getByText('Pre-assessment to do')).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('One more step before checkout')).toHaveCount(0);

  // The result says when the answers were sent and offers a retake.
  await page.goto(`${DEMO_BUSINESS_PATH}/assessment/${consult}`);
  await expect(page.getByText(/^Answers sent /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retake the questionnaire' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'eligibility result shown again');
  await page.screenshot({ path: `/tmp/i13/shots/loop-eligible-again-${testInfo.project.name}.png`, fullPage: true });

  // A retake withdraws the earlier answers from the cart until new ones are sent.
  await page.getByRole('button', { name: 'Retake the questionnaire' }).click();
  await expect(page.getByRole('button', { name: 'Submit answers' })).toBeVisible();
  await page.goto(`${DEMO_BUSINESS_PATH}/cart`);
  await expect(item).toContainText('Pre-assessment to do');
  await page.getByRole('link', { name: 'Complete the pre-assessment' }).click();
  await answerPassingQuestionnaire(page);
  await expect(page.getByRole('heading', { name: "You're eligible" })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(item).toContainText('Ready for checkout');
});
