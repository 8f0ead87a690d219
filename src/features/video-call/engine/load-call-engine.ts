// The engine's lazy entry (issue 6 contract): the engine and twilio-video behind it load when a call starts,
// never on first load. Only call-store.ts and call-notices.ts may be imported eagerly.
import type * as CallActions from './call-actions.ts';

export type CallEngineModule = typeof CallActions;

let loading: Promise<CallEngineModule> | null = null;

export function loadCallEngine(): Promise<CallEngineModule> {
  loading ??= import('./call-actions.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
