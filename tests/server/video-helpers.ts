// Shared set-up of the telehealth API tests: a booked video session written straight into the tables, and
// signed-in providers (the seeded HCP users, or a fresh one in another organization).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hcpSessions, orderItems, orders, providerProfiles, roleGrants, sessions, users } from '../../server/db/schema/index.ts';
import { signAccessToken } from '../../server/services/auth/tokens.ts';
import { seedId } from '../../server/seed/ids.ts';
import { createApp } from '../../server/app.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { gqlClient, roleHeaders, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { AISHA, createSignedInClient, DEMO_BUSINESS, DEMO_ORG, MAIN, WEIGHTLOSS_CONSULT, type TestClient } from './scheduling-helpers.ts';

export const WEIGHTLOSS = seedId('category:demo:WEIGHTLOSS');

export const START_VIDEO_CALL = /* GraphQL */ `
  mutation Start($input: VideoCallInput!) {
    startVideoCall(input: $input) {
      token roomName provider identity
      iceServers { urls username credential }
      consultationDetails { HCPSessionId HCPId fromUserId toUserId HCPName clientName }
    }
  }
`;
export const END_VIDEO_CALL = /* GraphQL */ `mutation End($input: VideoCallInput!) { endVideoCall(input: $input) { success message } }`;
export const COMPLETE_SESSION = /* GraphQL */ `mutation Complete($input: VideoCallInput!) { completeSession(input: $input) { id status } }`;
export const MARK_NO_SHOW = /* GraphQL */ `mutation NoShow($input: MarkSessionNoShowInput!) { markSessionNoShow(input: $input) { id status } }`;

export type VideoTokenJson = {
  token: string;
  roomName: string;
  provider: 'P2P' | 'TWILIO';
  identity: string;
  iceServers: { urls: string[]; username: string | null; credential: string | null }[];
  consultationDetails: { HCPSessionId: string; HCPId: string; fromUserId: string; toUserId: string; HCPName: string; clientName: string };
};

/** A signed-in user holding a HEALTHCARE_PROVIDER grant (target: the user itself, as the seed grants it). */
export async function hcpHeadersFor(deps: TestDeps, userId: string, organizationId = DEMO_ORG): Promise<HeaderMap> {
  const sessionId = randomUUID();
  const now = deps.now();
  await deps.db.insert(sessions).values({ id: sessionId, userId, createdAt: now, expiresAt: new Date(now.getTime() + 365 * 86_400_000) });
  const accessToken = await signAccessToken(deps.secrets.jwt, { userId, sessionId }, now);
  return roleHeaders({ accessToken }, { organizationId, roleName: 'HEALTHCARE_PROVIDER', targetId: userId });
}

/** The seeded provider user with this email, signed in. */
export async function seededHcp(deps: TestDeps, email: string): Promise<{ userId: string; headers: HeaderMap }> {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no seeded user ${email}`);
  return { userId: user.id, headers: await hcpHeadersFor(deps, user.id) };
}

/** A new provider in another organization (its own profile at `businessId`), signed in. */
export async function foreignHcp(deps: TestDeps, organizationId: string, businessId: string): Promise<{ userId: string; headers: HeaderMap }> {
  const userId = randomUUID();
  await deps.db.insert(users).values({ id: userId, email: `${userId}@hcp.test`, passwordHash: 'not-used', firstName: 'Other', lastName: 'Provider', status: 'ACTIVE' });
  await deps.db.insert(roleGrants).values({ organizationId, userId, roleName: 'HEALTHCARE_PROVIDER', targetType: 'USER', targetId: userId, displayName: 'Other Provider' });
  await deps.db.insert(providerProfiles).values({ organizationId, businessId, userId, kind: 'HCP', displayName: 'Dr. Other', timezone: 'America/New_York' });
  return { userId, headers: await hcpHeadersFor(deps, userId, organizationId) };
}

export type SignedInHcp = { userId: string; headers: HeaderMap };

/** A telehealth test file's world: the seeded demo, the clock at `start`, two clients and the two demo providers signed in. */
export async function videoWorld(start: Date): Promise<{ deps: TestDeps; gql: Gql; client: TestClient; otherClient: TestClient; aisha: SignedInHcp; marcus: SignedInHcp }> {
  const deps = await createTestDeps();
  deps.clock.set(start);
  await seedDemo(deps.db);
  return {
    deps,
    gql: gqlClient(createApp(deps)),
    client: await createSignedInClient(deps, DEMO_ORG),
    otherClient: await createSignedInClient(deps, DEMO_ORG),
    aisha: await seededHcp(deps, 'hcp@demo.test'),
    marcus: await seededHcp(deps, 'hcp2@demo.test'),
  };
}

let rows = 0;

export type BookedSession = { sessionId: string; orderId: string; orderItemId: string };

/** An order with one consultation item and its VIRTUAL session with a provider (Aisha by default), 20 minutes long. */
export async function bookedSession(
  deps: TestDeps,
  clientId: string,
  startsAt: string | Date,
  { providerId = AISHA, status = 'SCHEDULED', itemStatus = 'Scheduled', mode = 'VIRTUAL' } = {},
): Promise<BookedSession> {
  rows += 1;
  const start = new Date(startsAt);
  const [order] = await deps.db
    .insert(orders)
    .values({ organizationId: DEMO_ORG, displayId: `CB-V${rows}`, businessId: DEMO_BUSINESS, locationId: MAIN, clientId, checkoutId: randomUUID() })
    .returning({ id: orders.id });
  const [item] = await deps.db
    .insert(orderItems)
    .values({ organizationId: DEMO_ORG, orderId: order!.id, displayId: `CB-V${rows}-1`, clientId, categoryId: WEIGHTLOSS, productId: WEIGHTLOSS_CONSULT, status: itemStatus })
    .returning({ id: orderItems.id });
  const [session] = await deps.db
    .insert(hcpSessions)
    .values({
      organizationId: DEMO_ORG,
      displayId: `HS-V${rows}`,
      businessId: DEMO_BUSINESS,
      locationId: MAIN,
      providerId,
      clientId,
      productId: WEIGHTLOSS_CONSULT,
      orderItemId: item!.id,
      startsAt: start,
      endsAt: new Date(start.getTime() + 20 * 60_000),
      occupiedUntil: new Date(start.getTime() + 30 * 60_000),
      mode,
      status,
      // A hold (PENDING) lasts 10 minutes from now.
      holdExpiresAt: status === 'PENDING' ? new Date(deps.now().getTime() + 10 * 60_000) : null,
      rescheduleCutOffAt: new Date(start.getTime() - 12 * 3_600_000),
    })
    .returning({ id: hcpSessions.id });
  return { sessionId: session!.id, orderId: order!.id, orderItemId: item!.id };
}

export async function sessionStatus(deps: TestDeps, sessionId: string): Promise<string | undefined> {
  return (await deps.db.select({ status: hcpSessions.status }).from(hcpSessions).where(eq(hcpSessions.id, sessionId)))[0]?.status;
}
