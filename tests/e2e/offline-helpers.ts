import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ConfirmedPerson } from './support/accounts.ts';
import { clientSession, graphql } from './support/client-api.ts';

// Helpers of the offline outbox tests (tests/e2e/offline-*.spec.ts): logging weights on the progress screen and
// counting, through the API, what the server stored.

/** Picks a segment of a segmented control (its radio input is hidden; its label is what people click). */
async function pickUnit(page: Page, unit: 'kg' | 'lb'): Promise<void> {
  const form = page.getByRole('form', { name: 'Log a weight reading' });
  await form.locator('label').filter({ hasText: new RegExp(`^${unit}$`) }).click();
}

/** Logs one weight with the 'Weight only' tab of the progress screen (it stays on that tab afterwards). */
export async function logQuickWeight(page: Page, value: string, unit: 'kg' | 'lb' = 'kg'): Promise<void> {
  const tab = page.getByRole('tab', { name: 'Weight only' });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await pickUnit(page, unit);
  const form = page.getByRole('form', { name: 'Log a weight reading' });
  await form.getByRole('textbox', { name: 'Weight now' }).fill(value);
  await form.getByRole('button', { name: 'Save weight' }).click();
  await expect(form.getByRole('textbox', { name: 'Weight now' })).toHaveValue('');
}

export type StoredReading = { clientReadingId: string; value: number; unit: string; category: string | null };

/**
 * The client's stored weight readings, read through the API. It logs in again (one session per user): call it once
 * the browser is done with its session.
 */
export async function storedReadings(request: APIRequestContext, person: ConfirmedPerson): Promise<StoredReading[]> {
  const session = await clientSession(request, person);
  const { metricReadings } = await graphql<{ metricReadings: { nodes: StoredReading[] } }>(
    request,
    'query { metricReadings(filter: { metricType: WEIGHT }, limit: 100) { nodes { clientReadingId value unit category } } }',
    {},
    session.headers,
  );
  return metricReadings.nodes;
}

/** How many outbox entries the page's IndexedDB still holds (the outbox's own database). */
export async function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('carebook-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}
