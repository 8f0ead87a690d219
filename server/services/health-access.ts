// Minimum necessary access to health data (issue 14; the rule is written in docs/decisions.md): who may read a
// client's questionnaire answers, prescriptions, progress and identity numbers. One place for the rule; the
// resolvers ask it and write the read with auditHealthRead (server/services/audit.ts).
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hcpSessions, providerProfiles } from '../db/schema/index.ts';
import { BOOKED_STATUSES } from './hcp/hcp-scope.ts';
import type { RoleName } from './roles.ts';

/**
 * What each role sees of a client's health data:
 * - OWN: a CLIENT, its own only.
 * - OWN_SESSIONS: a HEALTHCARE_PROVIDER, only clients with a booked session of its own (any of its provider
 *   profiles in the organization holds the session: booked with it, or taken over by it as the fallback).
 * - BUSINESS: a BUSINESS_ADMIN, the clients of its business.
 * - COMPLETED_ONLY: a RECEPTIONIST sees that a form was completed, never the answers or score.
 * - SHIPMENT_ONLY: a SERVICE_PROVIDER (fulfilment) sees what a shipment needs: name, address, medication.
 * - NONE: everyone else (NOT_FOUND).
 */
export const HEALTH_DATA_ACCESS = {
  CLIENT: 'OWN',
  HEALTHCARE_PROVIDER: 'OWN_SESSIONS',
  BUSINESS_ADMIN: 'BUSINESS',
  RECEPTIONIST: 'COMPLETED_ONLY',
  SERVICE_PROVIDER: 'SHIPMENT_ONLY',
  AFFILIATE: 'NONE',
  DEVELOPER: 'NONE',
  DOCTOR_NETWORK_ADMIN: 'NONE',
  MASTER_ADMIN: 'NONE',
} as const satisfies Record<RoleName, 'OWN' | 'OWN_SESSIONS' | 'BUSINESS' | 'COMPLETED_ONLY' | 'SHIPMENT_ONLY' | 'NONE'>;

/** Whether the role may see questionnaire answers and their score at all. */
export function seesAnswers(roleName: string | null): boolean {
  return roleName !== null && roleName in HEALTH_DATA_ACCESS && ['OWN', 'OWN_SESSIONS', 'BUSINESS'].includes(HEALTH_DATA_ACCESS[roleName as RoleName]);
}

/** A provider user in an organization. */
export type ProviderUser = { organizationId: string; userId: string };

/** The clients a provider user has a booked session with (PENDING holds do not count), as a subquery. */
export function providerClientIds(db: Database, provider: ProviderUser) {
  return db
    .select({ clientId: hcpSessions.clientId })
    .from(hcpSessions)
    .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
    .where(
      and(
        eq(hcpSessions.organizationId, provider.organizationId),
        eq(providerProfiles.userId, provider.userId),
        inArray(hcpSessions.status, BOOKED_STATUSES),
      ),
    );
}

/** A condition keeping rows of `clientColumn` to the provider's clients. */
export function providerClientCondition(db: Database, provider: ProviderUser, clientColumn: Parameters<typeof inArray>[0]): SQL {
  return inArray(clientColumn, providerClientIds(db, provider));
}

/** Whether the provider user has a booked session with the client in the organization (one indexed select). */
export async function providerTreatsClient(db: Database, provider: ProviderUser, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: hcpSessions.id })
    .from(hcpSessions)
    .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
    .where(
      and(
        eq(hcpSessions.clientId, clientId),
        eq(hcpSessions.organizationId, provider.organizationId),
        eq(providerProfiles.userId, provider.userId),
        inArray(hcpSessions.status, BOOKED_STATUSES),
      ),
    )
    .limit(1);
  return row !== undefined;
}
