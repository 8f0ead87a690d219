// State codes as the names people read ('NY' -> 'New York'); a code the list does not know is shown as is.
import type { StateOption } from '../api/us-states.ts';

export function stateNameOf(states: readonly StateOption[] | undefined, code: string): string {
  return states?.find((state) => state.isoCode === code.toUpperCase())?.name ?? code;
}

export function stateNamesOf(states: readonly StateOption[] | undefined, codes: readonly string[]): string[] {
  return codes.map((code) => stateNameOf(states, code));
}
