import { randomUUID } from 'node:crypto';
import { clients, roleGrants, sessions, users } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { signAccessToken } from '../../server/services/auth/tokens.ts';
import { roleHeaders, type HeaderMap } from './accounts-helpers.ts';
import type { TestDeps } from './helpers/test-deps.ts';

export const DEMO_ORG = seedId('organization:demo');
export const SUNRISE_ORG = seedId('organization:sunrise');
export const DEMO_BUSINESS = seedId('business:demo');
export const MAIN = seedId('location:demo:main');
export const DOWNTOWN = seedId('location:demo:downtown');
export const SUNRISE_MAIN = seedId('location:sunrise:main');
export const WEIGHTLOSS_CONSULT = seedId('product:demo:weightloss-consult');
export const HAIR_CONSULT = seedId('product:demo:hair-consult');
export const LIPID_PANEL = seedId('product:demo:lipid-panel');
export const SUNRISE_CONSULT = seedId('product:sunrise:weightloss-consult');
export const AISHA = seedId('provider:demo:aisha-patel');
export const MARCUS = seedId('provider:demo:marcus-reid');
export const SOFIA = seedId('provider:demo:sofia-alvarez');

export const AVAILABLE_SLOTS = /* GraphQL */ `
  query AvailableSlots($input: AvailableSlotsInput!) {
    availableSlots(input: $input) {
      date
      morning { startTime endTime time provider { id name image } }
      afternoon { startTime endTime time provider { id name image } }
      evening { startTime endTime time provider { id name image } }
    }
  }
`;

export const HOLD_SLOT = /* GraphQL */ `
  mutation HoldSlot($input: HoldSlotInput!) {
    holdSlot(input: $input) {
      id displayId status startTime endTime mode holdExpiresAt rescheduleCutOffTime canReschedule canJoin clientId productId locationId orderItemId
      provider { id name image }
    }
  }
`;

export const RELEASE_SLOT = /* GraphQL */ `mutation ReleaseSlot($sessionId: ID!) { releaseSlot(sessionId: $sessionId) }`;

export type SlotJson = { startTime: string; endTime: string; time: string; provider: { id: string; name: string; image: string | null } };
export type SlotDayJson = { date: string; morning: SlotJson[]; afternoon: SlotJson[]; evening: SlotJson[] };
export type SessionJson = {
  id: string;
  displayId: string;
  status: string;
  startTime: string;
  endTime: string;
  mode: string;
  holdExpiresAt: string | null;
  rescheduleCutOffTime: string;
  canReschedule: boolean;
  canJoin: boolean;
  clientId: string;
  productId: string;
  locationId: string;
  orderItemId: string | null;
  provider: { id: string; name: string; image: string | null };
};

export const allSlots = (days: SlotDayJson[]): SlotJson[] => days.flatMap((d) => [...d.morning, ...d.afternoon, ...d.evening]);

export type TestClient = { clientId: string; userId: string; headers: HeaderMap };

/**
 * A signed-in client of an organization made straight in the database (no sign-up, no argon2), with the headers
 * its app would send: many distinct clients in little time, still authenticated by the real access-token path.
 */
export async function createSignedInClient(deps: TestDeps, organizationId: string): Promise<TestClient> {
  const userId = randomUUID();
  const clientId = randomUUID();
  const sessionId = randomUUID();
  const now = deps.now();
  await deps.db.insert(users).values({ id: userId, email: `${userId}@clients.test`, passwordHash: 'not-used', firstName: 'Test', lastName: 'Client', status: 'ACTIVE', timezone: 'America/New_York' });
  await deps.db.insert(clients).values({ id: clientId, organizationId, userId, status: 'active' });
  await deps.db.insert(roleGrants).values({ organizationId, userId, roleName: 'CLIENT', targetType: 'CLIENT', targetId: clientId, displayName: 'Test Client' });
  await deps.db.insert(sessions).values({ id: sessionId, userId, createdAt: now, expiresAt: new Date(now.getTime() + 365 * 86_400_000) });
  const accessToken = await signAccessToken(deps.secrets.jwt, { userId, sessionId }, now);
  return { clientId, userId, headers: roleHeaders({ accessToken }, { organizationId, roleName: 'CLIENT', targetId: clientId }) };
}
