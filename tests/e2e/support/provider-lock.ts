import { accountLock } from './account-lock.ts';

// hcp2@demo.test is shared by the provider console test (signed in in the browser) and the medication set-up
// (signed in through the API): each sign-in ends the provider's other session, and a new demo session ends the
// provider's overlapping ones, so whoever uses that provider holds this lock (support/account-lock.ts).
// Stale after longer than the longest holder (the console test, up to 3 minutes).
const providerLock = accountLock('provider-hcp2', 200_000);

/** Waits for the provider and returns the function that releases it. */
export const acquireProviderLock = (): Promise<() => Promise<void>> => providerLock.acquire();

/** Runs `work` while holding the shared demo provider. */
export async function withProviderLock<T>(work: () => Promise<T>): Promise<T> {
  const release = await acquireProviderLock();
  try {
    return await work();
  } finally {
    await release();
  }
}
