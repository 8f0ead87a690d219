import { expect, test, type Page } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { logInAt } from './support/client-api.ts';
import { tabTo } from './support/keyboard.ts';
import { declinedTreatment } from './support/medication-api.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

// Issue 11, after the consultation, on the client's booking screens: a fresh client whose provider approved a
// semaglutide titration orders the first month with a saved card (lowest dose charged now, increases later), the
// business ships it, the client follows the tracking link, says 'I got my medication', starts the program and is
// pointed to logging progress. A declined treatment shows the provider's reason and 'Book another consultation'.
// Each project runs it: 360 px (mobile) and 1280 px (desktop).

const BOOKINGS_PATH = `${DEMO_BUSINESS_PATH}/bookings`;

/** The stage card's title (its h2). */
function stageTitle(page: Page) {
  return page.locator('#stage-title');
}

async function shot(page: Page, name: string, testInfo: { outputPath: (name: string) => string; project: { name: string } }) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

test.describe('medication journey', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a declined treatment shows the reason and the way to book another consultation', async ({ page, request }, testInfo) => {
    const person = await createConfirmedClient(request, 'medication-declined');
    const reason = 'Not suitable with your current medication. Please talk to your GP first.';
    const consult = await declinedTreatment(request, person, reason);

    await logInAt(page, person, `${BOOKINGS_PATH}/${consult.orderId}/${consult.orderItemId}`);
    await expect(stageTitle(page)).toHaveText('Treatment Declined');
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByText('Treatment Approved')).toHaveCount(0);
    const book = page.getByRole('link', { name: 'Book another consultation' });
    await expect(book).toHaveAttribute('href', new RegExp(`^${DEMO_BUSINESS_PATH}/services\\?category=`));
    await tabTo(page, book, 40);
    await expectNoSeriousA11yViolations(page, 'declined treatment');
    await shot(page, 'declined', testInfo);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${DEMO_BUSINESS_PATH}/services\\?category=`));
  });
});
