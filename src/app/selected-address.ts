// Which saved address a signed-in client has chosen in the header's location selector (spec §2). Kept per
// client in local storage (a shared device keeps each person's choice apart); without a choice the default
// address applies (src/domain/location/selected-address.ts). The cart's service-area rule reads the same choice.
import { proxy, useSnapshot } from 'valtio';

const STORAGE_PREFIX = 'carebook.selectedAddress.';

/** Chosen address id per client id; `undefined` means "not read from storage yet". */
const chosen = proxy<Record<string, string | null>>({});

function storageKey(clientId: string): string {
  return `${STORAGE_PREFIX}${clientId}`;
}

function readStored(clientId: string): string | null {
  try {
    return globalThis.localStorage?.getItem(storageKey(clientId)) ?? null;
  } catch {
    return null;
  }
}

/** The address id the client chose, or null when they have not chosen one (the default then applies). */
export function chosenAddressId(clientId: string): string | null {
  if (!(clientId in chosen)) chosen[clientId] = readStored(clientId);
  return chosen[clientId] ?? null;
}

export function chooseAddress(clientId: string, addressId: string): void {
  chosen[clientId] = addressId;
  try {
    globalThis.localStorage?.setItem(storageKey(clientId), addressId);
  } catch {
    // Private mode or storage full: the choice lasts for this page.
  }
}

/** The chosen address id of a client, re-rendering when it changes; null without a client or a choice. */
export function useChosenAddressId(clientId: string | null): string | null {
  const snapshot = useSnapshot(chosen);
  if (clientId === null) return null;
  // Read without caching: a render must not write to the store it reads.
  if (!(clientId in snapshot)) return readStored(clientId);
  return snapshot[clientId] ?? null;
}
