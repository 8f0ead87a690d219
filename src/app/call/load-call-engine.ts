// The call engine's lazy entry, shared by the call overlay and the provider console: the engine and twilio-video
// behind it load when a call starts, never on first load. Only the call store (call-store.ts) and the engine's
// call-notices.ts may be imported eagerly.
import type * as CallActions from '../../features/video-call/engine/call-actions.ts';

export type CallEngineModule = typeof CallActions;

let loading: Promise<CallEngineModule> | null = null;

export function loadCallEngine(): Promise<CallEngineModule> {
  loading ??= import('../../features/video-call/engine/call-actions.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
