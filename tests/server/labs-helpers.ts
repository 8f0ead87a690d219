// Helpers of the lab tests (issue 17): a second lab collector.
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { startSession } from '../../server/services/auth/sessions.ts';
import { signAccessToken } from '../../server/services/auth/tokens.ts';
import { roleHeaders, type HeaderMap } from './accounts-helpers.ts';
import type { TestDeps } from './helpers/test-deps.ts';

export const MAIN_LOCATION = seedId('location:demo:main');
export const DEMO_ORG = seedId('organization:demo');

/** A second lab collector at demo/main (a SERVICE_PROVIDER grant on the person, a LAB_COLLECTOR profile). */
export async function createCollector(deps: TestDeps, name: string): Promise<{ headers: HeaderMap; userId: string; providerId: string }> {
  const [user] = await deps.db
    .insert(t.users)
    .values({ email: `${name.toLowerCase()}-${Date.now()}@example.test`, passwordHash: 'not-used', firstName: name, lastName: 'Collector', status: 'ACTIVE', timezone: 'America/New_York' })
    .returning({ id: t.users.id });
  if (!user) throw new Error('user not created');
  await deps.db.insert(t.roleGrants).values({ organizationId: DEMO_ORG, userId: user.id, roleName: 'SERVICE_PROVIDER', targetType: 'USER', targetId: user.id, displayName: name });
  const [profile] = await deps.db
    .insert(t.providerProfiles)
    .values({ organizationId: DEMO_ORG, businessId: seedId('business:demo'), userId: user.id, kind: 'LAB_COLLECTOR', displayName: `${name} Collector`, timezone: 'America/New_York' })
    .returning({ id: t.providerProfiles.id });
  if (!profile) throw new Error('profile not created');
  await deps.db.insert(t.providerLocations).values({ organizationId: DEMO_ORG, providerId: profile.id, locationId: MAIN_LOCATION, mode: 'IN_PERSON' });
  const session = await startSession(deps.db, user.id, { ip: null, userAgent: null }, deps.now());
  const accessToken = await signAccessToken(deps.secrets.jwt, { userId: user.id, sessionId: session.sessionId }, deps.now());
  return { headers: roleHeaders({ accessToken }, { organizationId: DEMO_ORG, roleName: 'SERVICE_PROVIDER', targetId: user.id }), userId: user.id, providerId: profile.id };
}
