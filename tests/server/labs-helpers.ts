// Helpers of the lab tests (issue 17): the text a PDF shows (PDFKit writes text as hex glyph strings in
// Flate-compressed content streams), a second lab collector, and booking a lab test through checkout.
import { inflateSync } from 'node:zlib';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { startSession } from '../../server/services/auth/sessions.ts';
import { signAccessToken } from '../../server/services/auth/tokens.ts';
import { roleHeaders, type HeaderMap } from './accounts-helpers.ts';
import type { TestDeps } from './helpers/test-deps.ts';

/** Every string a PDF's content streams draw, joined (enough to find a booking id or a name). */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf);
  const texts: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const bodyStart = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf('endstream', bodyStart, 'latin1');
    if (end < 0) break;
    const body = raw.subarray(bodyStart, end);
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const match of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const parts = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]+)>|\(((?:\\.|[^\\)])*)\)/g)].map((m) => (m[1] ? Buffer.from(m[1], 'hex').toString('latin1') : (m[2] ?? '')));
      texts.push(parts.join(''));
    }
    at = end + 9;
  }
  return texts.join('\n');
}

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
