// Global loading flag (spec §7): on while at least one request that did not ask to skip it is in flight.
import { proxy, useSnapshot } from 'valtio';

export const loadingState = proxy({ inFlight: 0 });

export function beginLoading(): void {
  loadingState.inFlight += 1;
}

export function endLoading(): void {
  loadingState.inFlight = Math.max(0, loadingState.inFlight - 1);
}

export function useIsLoading(): boolean {
  return useSnapshot(loadingState).inFlight > 0;
}
