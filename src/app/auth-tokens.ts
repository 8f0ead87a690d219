// The stored session: tokens and the active role grant, in the cookies the spec names (spec §9 lifetimes).
import { getCookie, getJsonCookie, removeCookie, setCookie } from './cookies.ts';

export type AuthTokens = { accessToken: string; refreshToken: string };

/** The active role grant as kept in the `currentUser` cookie; sent as x-role-name / x-role-target / x-organization-id. */
export type CurrentUserCookie = { roleName: string; targetId: string; organizationId: string };

const ACCESS_TOKEN = 'accessToken';
const REFRESH_TOKEN = 'refreshToken';
const CURRENT_USER = 'currentUser';

function isCurrentUserCookie(value: unknown): value is CurrentUserCookie {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.roleName === 'string' &&
    typeof record.targetId === 'string' &&
    typeof record.organizationId === 'string'
  );
}

export function getAccessToken(): string | null {
  return getCookie(ACCESS_TOKEN);
}

export function getRefreshToken(): string | null {
  return getCookie(REFRESH_TOKEN);
}

export function getCurrentUserCookie(): CurrentUserCookie | null {
  return getJsonCookie(CURRENT_USER, isCurrentUserCookie);
}

export function storeTokens(tokens: AuthTokens): void {
  setCookie(ACCESS_TOKEN, tokens.accessToken, { days: 1 });
  setCookie(REFRESH_TOKEN, tokens.refreshToken, { days: 365 });
}

export function storeCurrentUserCookie(grant: CurrentUserCookie): void {
  setCookie(CURRENT_USER, JSON.stringify(grant), { days: 365 });
}

export function clearCurrentUserCookie(): void {
  removeCookie(CURRENT_USER);
}

/** Forgets the whole stored session (tokens and active grant). */
export function clearTokens(): void {
  removeCookie(ACCESS_TOKEN);
  removeCookie(REFRESH_TOKEN);
  removeCookie(CURRENT_USER);
}
