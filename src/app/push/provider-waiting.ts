// Which consultations' providers are waiting in the call (a PROVIDER_WAITING notification arrived in this tab):
// the notifications feature writes it, the call prompt reads it to say 'Your provider is ready'.
import { proxy } from 'valtio';

export const providerWaiting = proxy<{ sessionIds: string[] }>({ sessionIds: [] });

export function noteProviderWaiting(sessionId: string): void {
  if (!providerWaiting.sessionIds.includes(sessionId)) providerWaiting.sessionIds.push(sessionId);
}
