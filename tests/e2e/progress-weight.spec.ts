import { expect, test, type Locator, type Page } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { logIn } from './support/session.ts';

// Issue 11, progress (spec §3 weekly progress record, §5 weight, §7 addMetricReadings / metricReadings): a fresh
// client logs entries in Kg and Lb, one refused out of range, sees them in the lists, on the chart and in its
// table, and switches the unit it reads in — at 360 px (mobile project) and 1280 px (desktop project), with axe.

const PROGRESS_PATH = `${DEMO_BUSINESS_PATH}/account/progress`;

/** Picks a segment of a segmented control (its radio input is visually hidden; its label is what people click). */
async function pickSegment(scope: Page | Locator, label: string): Promise<void> {
  await scope.locator('label').filter({ hasText: new RegExp(`^${label}$`) }).click();
}

async function saveQuickWeight(page: Page, text: string, unit: 'kg' | 'lb'): Promise<void> {
  const form = page.getByRole('form', { name: 'Log a weight reading' });
  await pickSegment(form, unit);
  await expect(form.getByRole('radio', { name: unit, exact: true })).toBeChecked();
  await form.getByRole('textbox', { name: 'Weight now' }).fill(text);
  await form.getByRole('button', { name: 'Save weight' }).click();
}

test.describe('progress', () => {
  test('a client logs weights in Kg and Lb, is told the bounds of an out-of-range one, and sees them on the chart, its table and the list', async ({ page, request }, testInfo) => {
    test.slow();
    const person = await createConfirmedClient(request, `progress-${testInfo.project.name}`);
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(PROGRESS_PATH)}`);
    await logIn(page, person.email, person.password);
    await expect(page).toHaveURL(PROGRESS_PATH);
    await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
    await expect(page.getByText('No weight readings yet. Log your weight below to start your chart.')).toBeVisible();
    await expect(page.getByText('No weekly records yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'progress, empty');

    // 1. A weekly record in kg; partial entry is kept while typing, a letter is refused.
    const weekly = page.getByRole('form', { name: 'Log your weekly progress' });
    const weight = weekly.getByRole('textbox', { name: 'Weight' });
    await weight.pressSequentially('82.');
    await expect(weight).toHaveValue('82.');
    await weight.pressSequentially('x5');
    await expect(weight).toHaveValue('82.5');
    await weekly.getByRole('combobox', { name: 'How are you feeling?' }).selectOption({ label: 'Good' });
    await weekly.getByRole('textbox', { name: 'Dosage' }).fill('0.25 mg');
    await weekly.getByRole('combobox', { name: 'Dose given by' }).selectOption({ label: 'Myself' });
    await weekly.getByRole('button', { name: 'Save weekly progress' }).click();
    await expect(page.getByText('Weekly progress saved.')).toBeVisible();
    const records = page.getByTestId('weekly-records');
    await expect(records.getByRole('listitem')).toHaveCount(1);
    await expect(records).toContainText('82.5 kg');
    await expect(records).toContainText('Dosage: 0.25 mg · Given by: Myself');

    // 2. A quick reading typed out of range in kg: the bounds are shown, the value is left as typed, nothing is saved.
    await page.getByRole('tab', { name: 'Weight only' }).click();
    await saveQuickWeight(page, '600', 'kg');
    const quickWeight = page.getByRole('textbox', { name: 'Weight now' });
    await expect(page.getByText('Enter a weight between 0.5 and 500 kg')).toBeVisible();
    await expect(quickWeight).toHaveValue('600');
    await expect(quickWeight).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, 'progress, weight out of range');
    await expect(page.getByTestId('weight-readings').getByRole('listitem')).toHaveCount(1);
    // The same figure in pounds is a weight: 181 lb.
    await saveQuickWeight(page, '181', 'lb');
    await expect(page.getByTestId('weight-readings').getByRole('listitem')).toHaveCount(2);
    // 3. Another in kg.
    await saveQuickWeight(page, '81.2', 'kg');
    const readings = page.getByTestId('weight-readings');
    await expect(readings.getByRole('listitem')).toHaveCount(3);
    await expect(readings).toContainText('81.2 kg');
    await expect(readings).toContainText('82.1 kg'); // 181 lb in kg
    await expect(readings).toContainText('entered as 181 lb');

    // The chart draws the three readings; its table holds the same points.
    const chart = page.getByTestId('weight-chart');
    await expect(chart).toHaveAttribute('aria-label', /^Weight chart of 3 readings, from 82\.5 kg on .+ to 81\.2 kg on .+\.$/);
    await expect(chart.locator('.recharts-line-dots circle')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page, 'progress, three readings');
    await page.getByRole('button', { name: 'Show as a table' }).click();
    const table = page.getByRole('table', { name: 'Weight readings, oldest first' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('columnheader', { name: 'Weight (kg)' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('82.5');
    await expect(table.getByRole('row').nth(2)).toContainText('82.1');
    await expect(table.getByRole('row').nth(3)).toContainText('81.2');

    // Reading in pounds: every figure converts; the choice stays on this device.
    await pickSegment(page, 'Pounds');
    await expect(table.getByRole('columnheader', { name: 'Weight (lb)' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('181.9');
    await expect(table.getByRole('row').nth(2)).toContainText('181');
    await expect(table.getByRole('row').nth(3)).toContainText('179');
    await expect(records).toContainText('181.9 lb');
    await expect(records).toContainText('entered as 82.5 kg');
    await expectNoSeriousA11yViolations(page, 'progress, table in pounds');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Pounds' })).toBeChecked();
    await expect(page.getByTestId('weight-chart')).toHaveAttribute('aria-label', /from 181\.9 lb .+ to 179 lb/);
  });
});
