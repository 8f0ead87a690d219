// The overlay's buttons run the engine's actions through its lazy loader; the engine is already loaded while a
// call is on screen, so this resolves at once.
import { loadCallEngine, type CallEngineModule } from '../../../../app/call/load-call-engine.ts';

export function callAction(run: (engine: CallEngineModule) => unknown): void {
  void loadCallEngine().then(run);
}
