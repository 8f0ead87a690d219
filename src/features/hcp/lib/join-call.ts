// Joining from the console: the call engine (and twilio-video behind it) loads only now, never with the console.
// The overlay mounted in the app shell shows the call from there on, exactly as for the client.
import { showErrorToast } from '../../../app/feedback.ts';
import { offlineMessage } from '../../../components/form/failure-message.ts';
import { loadCallEngine } from '../../../app/call/load-call-engine.ts';

/** Resolves once the engine has taken the call over; a failing call raises its own notice (the engine's). */
export async function joinConsultation(HCPSessionId: string): Promise<void> {
  let engine;
  try {
    engine = await loadCallEngine();
  } catch {
    // Only the engine's chunk failing to load is reported here: the device is offline or the app was updated.
    showErrorToast(offlineMessage);
    return;
  }
  void engine.joinCall(HCPSessionId).catch(() => undefined);
}
