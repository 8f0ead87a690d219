// What the overlay's screens read of the call store: a valtio snapshot of callState, with the name to show for
// the other side already chosen.
import type { CallState } from '../../../../app/call/call-store.ts';

export type CallScreenState = { readonly [K in keyof CallState]: CallState[K] } & { remoteName: string };
