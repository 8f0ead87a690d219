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

/** Checks an access token with whichever live key its `kid` names. */
export async function verifyAccessToken(keys: KeySet, token: string, now: Date): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, (header) => verificationKey(keys, header), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: ACCESS_AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const sid = payload['sid'];
    if (typeof payload.sub !== 'string' || typeof sid !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { userId: payload.sub, sessionId: sid } };
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
