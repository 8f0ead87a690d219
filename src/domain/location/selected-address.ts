// The address the person is "at" (spec §2 location selector): the one they chose, while it is still saved;
// otherwise their default address; otherwise the first saved one; none without saved addresses.

export type SelectableAddress = { readonly id: string; readonly isDefault: boolean };

export function resolveSelectedAddress<A extends SelectableAddress>(addresses: readonly A[], chosenId: string | null): A | null {
  const chosen = chosenId === null ? undefined : addresses.find((address) => address.id === chosenId);
  return chosen ?? addresses.find((address) => address.isDefault) ?? addresses[0] ?? null;
}

/** Whether a location serving `allowedStates` can serve an address in `state` (codes compared case-blind). */
export function isStateServed(state: string, allowedStates: readonly string[]): boolean {
  const code = state.trim().toUpperCase();
  return allowedStates.some((allowed) => allowed.trim().toUpperCase() === code);
}
