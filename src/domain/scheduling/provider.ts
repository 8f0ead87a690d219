import type { SessionStatus } from './session-status.ts';

/** Who can be booked: a healthcare provider (consults), a service provider, or a lab collector (lab draws). */
export const PROVIDER_KINDS = ['HCP', 'SERVICE_PROVIDER', 'LAB_COLLECTOR'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** Spec §3 "Location mode": how a provider serves a location. */
export const LOCATION_MODES = ['HYBRID', 'IN_PERSON', 'VIRTUAL'] as const;
export type LocationMode = (typeof LOCATION_MODES)[number];

/** Where one session happens: a hybrid provider offers both. */
export const SESSION_MODES = ['IN_PERSON', 'VIRTUAL'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

export const SESSION_MODES_OF = {
  HYBRID: ['VIRTUAL', 'IN_PERSON'],
  IN_PERSON: ['IN_PERSON'],
  VIRTUAL: ['VIRTUAL'],
} as const satisfies Record<LocationMode, readonly SessionMode[]>;

/** The session mode used when the client names none: the first the provider offers there (virtual first). */
export function defaultSessionMode(mode: LocationMode): SessionMode {
  return SESSION_MODES_OF[mode][0];
}

export function offersSessionMode(mode: LocationMode, sessionMode: SessionMode): boolean {
  return (SESSION_MODES_OF[mode] as readonly SessionMode[]).includes(sessionMode);
}

/**
 * Statuses in which a session occupies its provider's time: a held slot (PENDING), a booked one and one under
 * way. The database's exclusion constraint uses the same list (migration 'scheduling').
 */
export const OCCUPYING_SESSION_STATUSES = ['PENDING', 'SCHEDULED', 'INPROGRESS'] as const satisfies readonly SessionStatus[];

export function occupiesTime(status: SessionStatus): boolean {
  return (OCCUPYING_SESSION_STATUSES as readonly SessionStatus[]).includes(status);
}

export function isSessionMode(value: unknown): value is SessionMode {
  return typeof value === 'string' && (SESSION_MODES as readonly string[]).includes(value);
}
