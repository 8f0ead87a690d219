import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab, as a keyboard user does, until `target` has focus; fails when it is not reached within `limit`
 * presses (a focus trap or an element left out of the tab order).
 */
export async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
}
