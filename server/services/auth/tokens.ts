import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTHeaderParameters } from 'jose';
import { currentKey, keyById, LEGACY_KEY_ID, type KeySet } from '../../keys/key-set.ts';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const ID_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_DAYS = 365;

const ISSUER = 'carebook';
// Distinct audiences keep an id token from being accepted as an access token.
const ACCESS_AUDIENCE = 'carebook:access';
const ID_AUDIENCE = 'carebook:id';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export type AccessClaims = { userId: string; sessionId: string };

/** Tokens are signed with the current key and name it in the `kid` header, so a rotation can keep older keys live. */
const headerFor = (kid: string) => ({ alg: 'HS256', typ: 'JWT', kid });

/** The key a token names; a token without `kid` was signed before keys had ids, with the key migrated as `legacy`. */
function verificationKey(keys: KeySet, header: JWTHeaderParameters): Uint8Array {
  const key = keyById(keys, header.kid ?? LEGACY_KEY_ID);
  if (!key) throw new joseErrors.JWSSignatureVerificationFailed('unknown key id');
  return key;
}

export function signAccessToken(keys: KeySet, claims: AccessClaims, now: Date): Promise<string> {
  const { id, key } = currentKey(keys);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader(headerFor(id))
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + ACCESS_TOKEN_SECONDS)
    .sign(key);
}

export type IdTokenProfile = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  dob: string | null;
  gender: string | null;
  timezone: string | null;
};

/** OpenID-style profile claims for the client; never used for authorization. */
export function signIdToken(keys: KeySet, profile: IdTokenProfile, now: Date): Promise<string> {
  const claims: Record<string, string | boolean> = {
    email: profile.email,
    email_verified: true,
    given_name: profile.firstName,
    family_name: profile.lastName,
  };
  if (profile.phone) claims.phone_number = profile.phone;
  if (profile.dob) claims.birthdate = profile.dob;
  if (profile.gender) claims.gender = profile.gender;
  if (profile.timezone) claims.zoneinfo = profile.timezone;
  const { id, key } = currentKey(keys);
  return new SignJWT(claims)
    .setProtectedHeader(headerFor(id))
    .setSubject(profile.userId)
    .setIssuer(ISSUER)
    .setAudience(ID_AUDIENCE)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + ID_TOKEN_SECONDS)
    .sign(key);
}

export type AccessTokenCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * An access token that passed every check of jwtVerify (signature with the key its `kid` names, algorithm, issuer,
 * audience, required claims), kept by its exact text with what the next use must check again: the key still live
 * in the set, and the token's time window against the caller's clock.
 */
type VerifiedAccess = { claims: AccessClaims; kid: string; key: Uint8Array; exp: number; nbf: number | undefined };

/** Verified access tokens per key set (a process has one; tests make many). */
const verifiedAccess = new WeakMap<KeySet, Map<string, VerifiedAccess>>();
/** Tokens kept per key set; past it, expired ones go first, then the oldest. */
export const VERIFIED_ACCESS_MAX = 10_000;

/** jwtVerify's own time rules (no clock tolerance): `nbf` not in the future, `exp` after now. */
function inWindow(verified: VerifiedAccess, now: Date): AccessTokenCheck {
  const at = seconds(now);
  if (verified.nbf !== undefined && verified.nbf > at) return { ok: false, reason: 'invalid' };
  if (verified.exp <= at) return { ok: false, reason: 'expired' };
  return { ok: true, claims: verified.claims };
}

function remember(keys: KeySet, token: string, verified: VerifiedAccess, now: Date): void {
  let known = verifiedAccess.get(keys);
  if (!known) {
    known = new Map();
    verifiedAccess.set(keys, known);
  }
  if (known.size >= VERIFIED_ACCESS_MAX) {
    const at = seconds(now);
    for (const [text, entry] of known) if (entry.exp <= at) known.delete(text);
    // Still full of live tokens: the oldest go (they verify again on their next use).
    for (const text of known.keys()) {
      if (known.size < VERIFIED_ACCESS_MAX) break;
      known.delete(text);
    }
  }
  known.set(token, verified);
}

/**
 * Checks an access token with whichever live key its `kid` names. The signature is checked once per token text and
 * process (HMAC through WebCrypto, with the key imported again, was a fifth of a signed-in `me`'s CPU under load,
 * issue 18); every use checks again that the key is still in the set and the token inside its time window. The
 * session behind the token is checked on every request elsewhere (server/context.ts, the viewer cache's second).
 */
export async function verifyAccessToken(keys: KeySet, token: string, now: Date): Promise<AccessTokenCheck> {
  const known = verifiedAccess.get(keys)?.get(token);
  if (known) {
    if (keyById(keys, known.kid) === known.key) return inWindow(known, now);
    verifiedAccess.get(keys)?.delete(token);
  }
  let used: { kid: string; key: Uint8Array } | undefined;
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const kid = header.kid ?? LEGACY_KEY_ID;
        const key = verificationKey(keys, header);
        used = { kid, key };
        return key;
      },
      {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: ACCESS_AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'iat'],
      },
    );
    const sid = payload['sid'];
    if (typeof payload.sub !== 'string' || typeof sid !== 'string') return { ok: false, reason: 'invalid' };
    const claims = { userId: payload.sub, sessionId: sid };
    // requiredClaims made exp present, and jwtVerify checked it (and nbf, when there) is a number.
    if (used && typeof payload.exp === 'number') {
      remember(keys, token, { claims, ...used, exp: payload.exp, nbf: typeof payload.nbf === 'number' ? payload.nbf : undefined }, now);
    }
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** An opaque refresh token: 32 random bytes; only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function refreshTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000);
}
