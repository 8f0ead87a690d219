// Front desk constants (spec §9) and the client status the desk shows (spec §3: active or pending).

/** Spec §9: list page size. */
export const RECEPTION_PAGE_SIZE = 10;

/** Spec §9: the card is pre-authorized for $490 for bookings a receptionist makes (minor units, business currency). */
export const RECEPTION_CARD_HOLD_MINOR = 49000;

/**
 * What the card is pre-authorized for: a receptionist's booking holds $490 whatever it costs (spec §9), a
 * client's checkout its card share; nothing when the card pays nothing.
 */
export function cardHoldAmount(roleName: string, cardShare: number): number {
  if (cardShare <= 0) return 0;
  return roleName === 'RECEPTIONIST' ? RECEPTION_CARD_HOLD_MINOR : cardShare;
}

/**
 * A desk booking costing more than the hold has the rest charged to the same card when it is processed (issue 15);
 * the idempotency keys of those two steps start with this, and they are never the order's hold.
 */
export const BEYOND_HOLD_KEY_PREFIX = 'desk-rest:';

export const isBeyondHoldKey = (idempotencyKey: string) => idempotencyKey.startsWith(BEYOND_HOLD_KEY_PREFIX);

/** How long a set-password invitation link works. */
export const INVITATION_TTL_HOURS = 72;

export const RECEPTION_CLIENT_STATUSES = ['ACTIVE', 'PENDING'] as const;
export type ReceptionClientStatus = (typeof RECEPTION_CLIENT_STATUSES)[number];

/** ACTIVE once the person can sign in; PENDING while an invited client has not set a password yet. */
export function receptionClientStatus(userStatus: string): ReceptionClientStatus {
  return userStatus === 'ACTIVE' ? 'ACTIVE' : 'PENDING';
}

/** How a receptionist's booking reaches the client (spec §3 toggle "Callout or Facility"). */
export const VISIT_KINDS = ['FACILITY', 'CALLOUT'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** The longest search the clients list takes. */
export const RECEPTION_SEARCH_MAX_LENGTH = 100;
