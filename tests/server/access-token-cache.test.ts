// Access tokens verified once per process (server/services/auth/tokens.ts, issue 18): a token's signature is checked
// on its first use only, but every use still checks its time window and that its key is live, and the session behind
// it is checked on every request (a revoked session stops here at once, elsewhere within the viewer cache's second).
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { sessions } from '../../server/db/schema/index.ts';
import { keySet, type KeySet } from '../../server/keys/key-set.ts';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from '../../server/services/auth/tokens.ts';
import { revokeSession } from '../../server/services/auth/sessions.ts';
import { useViewerCache, VIEWER_CACHE_MS } from '../../server/services/viewer-cache.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { errorCode, gqlClient, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createSignedInClient, DEMO_ORG } from './scheduling-helpers.ts';

const claims = { userId: '5d0c3c35-3c7a-4b8e-9d63-0f1f7d0c1a11', sessionId: '0b6a1e0e-8a55-4b8a-9a38-3f6f0f3a2b22' };
const key = (fill: number) => new Uint8Array(48).fill(fill);

describe('verifyAccessToken remembers a verified token', () => {
  const start = new Date('2026-11-26T12:00:00Z');

  test('a remembered token still expires with the clock, and is good again only inside its window', async () => {
    const keys = keySet('jwt-a', new Map([['jwt-a', key(1)]]));
    const token = await signAccessToken(keys, claims, start);
    expect(await verifyAccessToken(keys, token, start)).toEqual({ ok: true, claims });
    expect(await verifyAccessToken(keys, token, new Date(start.getTime() + 60_000))).toEqual({ ok: true, claims });
    const atExpiry = new Date(start.getTime() + ACCESS_TOKEN_SECONDS * 1000);
    expect(await verifyAccessToken(keys, token, atExpiry)).toEqual({ ok: false, reason: 'expired' });
    // A fresh key set (nothing remembered) gives the same verdicts: the remembered path is no looser.
    const fresh = keySet('jwt-a', new Map([['jwt-a', key(1)]]));
    expect(await verifyAccessToken(fresh, token, atExpiry)).toEqual({ ok: false, reason: 'expired' });
  });

  test('a token is refused once its key leaves the set, and an altered token never matches a remembered one', async () => {
    const live = new Map([['jwt-a', key(1)], ['jwt-b', key(2)]]);
    const keys: KeySet = { currentId: 'jwt-b', keys: live };
    const token = await signAccessToken({ currentId: 'jwt-a', keys: live }, claims, start);
    expect(await verifyAccessToken(keys, token, start)).toMatchObject({ ok: true });
    live.delete('jwt-a');
    expect(await verifyAccessToken(keys, token, start)).toEqual({ ok: false, reason: 'invalid' });
    // Another key under the same id: the remembered verdict was for the old key's signature.
    live.set('jwt-a', key(3));
    expect(await verifyAccessToken(keys, token, start)).toEqual({ ok: false, reason: 'invalid' });

    const other = await signAccessToken(keys, claims, start);
    expect(await verifyAccessToken(keys, other, start)).toMatchObject({ ok: true });
    const [header, payload, signature] = other.split('.') as [string, string, string];
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(keys, altered, start)).toEqual({ ok: false, reason: 'invalid' });
  });

  test('a token that is not valid yet (nbf) is refused, and still refused on its next use', async () => {
    const keys = keySet('jwt-a', new Map([['jwt-a', key(1)]]));
    const seconds = Math.floor(start.getTime() / 1000);
    const notYet = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: 'jwt-a' })
      .setSubject(claims.userId)
      .setIssuer('carebook')
      .setAudience('carebook:access')
      .setIssuedAt(seconds)
      .setNotBefore(seconds + 600)
      .setExpirationTime(seconds + 3600)
      .sign(key(1));
    expect(await verifyAccessToken(keys, notYet, start)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAccessToken(keys, notYet, start)).toEqual({ ok: false, reason: 'invalid' });
    const later = new Date(start.getTime() + 601_000);
    expect(await verifyAccessToken(keys, notYet, later)).toEqual({ ok: true, claims });
    // Remembered now: an earlier clock (a test moving time back) is refused again, as jwtVerify would.
    expect(await verifyAccessToken(keys, notYet, start)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('a remembered token behind a revoked session', () => {
  let deps: TestDeps;
  let first: Gql;
  let second: Gql;
  const ME = /* GraphQL */ `query { me { id } }`;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    // Two processes: each its own viewer cache and its own key set object (its own remembered tokens), one database.
    const other = { ...deps, secrets: { ...deps.secrets, jwt: keySet(deps.secrets.jwt.currentId, new Map(deps.secrets.jwt.keys)) } };
    useViewerCache(deps);
    useViewerCache(other);
    first = gqlClient(createApp(deps));
    second = gqlClient(createApp(other));
  });
  afterAll(() => deps.close());

  test('is refused at once in the process that revoked, and within the viewer cache second in the other', async () => {
    const client = await createSignedInClient(deps, DEMO_ORG);
    for (let i = 0; i < 2; i++) for (const gql of [first, second]) expect(errorCode(await gql(ME, {}, client.headers))).toBeUndefined();
    const [session] = await deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, client.userId));
    await revokeSession(deps.db, session?.id ?? '', 'logout', deps.now());
    expect(errorCode(await first(ME, {}, client.headers))).toBe('UNAUTHENTICATED');
    await new Promise((resolve) => setTimeout(resolve, VIEWER_CACHE_MS));
    expect(errorCode(await second(ME, {}, client.headers))).toBe('UNAUTHENTICATED');
    expect(errorCode(await first(ME, {}, client.headers))).toBe('UNAUTHENTICATED');
  });
});
