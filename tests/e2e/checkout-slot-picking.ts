import { expect, type Locator, type Page } from '@playwright/test';

const WEEKDAY = /^(Mon|Tue|Wed|Thu|Fri)\b/;

/**
 * Picks a free weekday time in the checkout's "Choose a time" for a product (a consultation, or a lab test's
 * collection): a weekday a few days ahead (demo providers and the lab collector work Mon-Fri 09:00-17:00 New
 * York), then one of the first free times of that day; waits for the hold.
 * Returns the picker's section.
 */
export async function pickWeekdaySlot(page: Page, productName: string): Promise<Locator> {
  const section = page.getByRole('region', { name: `Choose a time for ${productName}` });
  const days = section.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
  await expect(days.first()).toBeVisible();
  const labels = await days.allInnerTexts();
  const weekdays = labels.map((label, index) => ({ label, index })).filter(({ label }) => WEEKDAY.test(label));
  const day = weekdays[Math.min(2, weekdays.length - 1)];
  if (!day) throw new Error(`no weekday among ${labels.join(', ')}`);
  await days.nth(day.index).click();
  await expect(days.nth(day.index)).toHaveAttribute('aria-checked', 'true');
  // Tests run in parallel against one server: a time another test just took fails to hold (and the picker says
  // so), so the next free time is tried.
  const times = section.getByRole('radiogroup', { name: /times$/ }).getByRole('radio');
  const held = section.getByText(/^Held for you:/);
  const start = Math.floor(Math.random() * 4);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const time = times.nth(start + attempt);
    await time.click();
    await expect(held.or(section.getByText(/^Failed to book (consultation|lab collection)\. Please try again later\.$/))).toBeVisible();
    if (await held.isVisible()) {
      await expect(time).toHaveAttribute('aria-checked', 'true');
      return section;
    }
  }
  throw new Error('no time could be held');
}
