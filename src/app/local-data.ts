// Everything the app keeps in IndexedDB under its own prefix (cart, pre-assessment drafts with their answers).
import { del, keys } from 'idb-keyval';

export const LOCAL_DATA_PREFIX = 'carebook-';

/**
 * Removes every key the app stored under its prefix. Called on sign-out: pre-assessment answers are health
 * data and must not outlive the session on a shared device, whichever screens were opened in this page.
 */
export async function clearLocalData(): Promise<void> {
  try {
    const stored = await keys();
    await Promise.all(stored.filter((key) => typeof key === 'string' && key.startsWith(LOCAL_DATA_PREFIX)).map((key) => del(key)));
  } catch {
    // Storage unavailable: nothing was kept there.
  }
}
