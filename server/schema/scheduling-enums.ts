import { LOCATION_MODES, PROVIDER_KINDS, SESSION_MODES } from '../../src/domain/scheduling/provider.ts';
import { SESSION_STATUSES } from '../../src/domain/scheduling/session-status.ts';
import type { RoleName } from '../services/roles.ts';
import { builder } from './builder.ts';

export const SessionStatusEnum = builder.enumType('SessionStatus', { values: SESSION_STATUSES, description: 'Spec §3 session/booking status; PENDING is a held slot.' });
export const ProviderKindEnum = builder.enumType('ProviderKind', { values: PROVIDER_KINDS });
export const LocationModeEnum = builder.enumType('LocationMode', { values: LOCATION_MODES });
export const SessionModeEnum = builder.enumType('SessionMode', { values: SESSION_MODES, description: 'Where one session happens.' });

/** Anyone acting in the organization may look at providers and free slots; only clients hold them. */
export const SCHEDULING_READ_ROLES: readonly RoleName[] = ['CLIENT', 'RECEPTIONIST', 'BUSINESS_ADMIN', 'HEALTHCARE_PROVIDER', 'SERVICE_PROVIDER'];
