import { expect, type Page } from '@playwright/test';

// What the app keeps on the device in idb-keyval's default store (IndexedDB database 'keyval-store', object store
// 'keyval'): the saved query cache (src/app/query-client.ts) and the pre-assessment drafts
// (src/features/assessment/stores/assessment-drafts.ts). Tests poll it instead of sleeping a guessed time.

/** The value stored under `key`, or undefined. */
export async function readKeyval(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (wanted) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            resolve(undefined);
            return;
          }
          const read = db.transaction('keyval').objectStore('keyval').get(wanted);
          read.onerror = () => {
            db.close();
            resolve(undefined);
          };
          read.onsuccess = () => {
            db.close();
            resolve(read.result as unknown);
          };
        };
      }),
    key,
  );
}

type SavedCache = { clientState?: { queries?: { queryKey: unknown[]; state: { status: string } }[] } };

/** Waits until the saved query cache holds a successful query whose key starts with `keyStart` (what an offline reload reads). */
export async function waitForSavedQuery(page: Page, keyStart: readonly string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const stored = await readKeyval(page, 'carebook-query-cache');
        if (typeof stored !== 'string') return false;
        const saved = JSON.parse(stored) as SavedCache;
        return (saved.clientState?.queries ?? []).some((query) => query.state.status === 'success' && keyStart.every((part, index) => query.queryKey[index] === part));
      },
      { message: `the saved query cache holds ${keyStart.join('/')}` },
    )
    .toBe(true);
}

/** Waits until the pre-assessment draft of the product holds each of `values` among its answers. */
export async function waitForSavedAnswers(page: Page, productId: string, values: readonly string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const draft = (await readKeyval(page, `carebook-assessment:${productId}`)) as { answers?: Record<string, unknown> } | undefined;
        const saved = Object.values(draft?.answers ?? {}).map(String);
        return values.every((value) => saved.includes(value));
      },
      { message: `the draft of ${productId} holds ${values.join(', ')}` },
    )
    .toBe(true);
}
