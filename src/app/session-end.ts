// Ending the session from the transport (refresh failed, or another device signed in): forget the tokens,
// tell the session store, and show the dialog that leads back to login.
import { clearTokens } from './auth-tokens.ts';
import { sessionExpiredMessage, sessionSupersededMessage } from './error-messages.ts';
import { openSessionEndedDialog } from './feedback.ts';

export type SessionEndReason = 'expired' | 'superseded';

const listeners = new Set<(reason: SessionEndReason) => void>();

/** Registers a listener (the session store); returns its removal. */
export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function endSession(reason: SessionEndReason): void {
  clearTokens();
  for (const listener of listeners) listener(reason);
  openSessionEndedDialog(reason === 'superseded' ? sessionSupersededMessage : sessionExpiredMessage);
}
