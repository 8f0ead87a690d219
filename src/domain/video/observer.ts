// Issue 15: a front desk observer in a consultation's call. The observer's room identity carries a fixed prefix,
// so every participant (and the server, from the signed room token) can tell an observer from the call's two sides
// without another message, on p2p and on Twilio alike.
export const OBSERVER_IDENTITY_PREFIX = 'observer:';

/** The room identity of an observer (its user id behind the prefix). */
export function observerIdentityOf(userId: string): string {
  return `${OBSERVER_IDENTITY_PREFIX}${userId}`;
}

export function isObserverIdentity(identity: string): boolean {
  return identity.startsWith(OBSERVER_IDENTITY_PREFIX);
}

/** Why an observer may not join, in a refusal's `extensions.reason`. */
export const OBSERVERS_NOT_ALLOWED = 'OBSERVERS_NOT_ALLOWED';
