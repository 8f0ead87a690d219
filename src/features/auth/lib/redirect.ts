// Where an auth screen leads afterwards (spec §2, §5): the redirect address when it is safe, otherwise the
// stored business's home, otherwise /home. The business named by the address drives the auth layout.
import { isSafeRedirectUrl } from '../../../domain/redirect-url.ts';

export type BusinessCodes = { businessCode: string; locationCode: string };

/** The redirect address if it passes spec §5's check, else undefined (an unsafe address is ignored). */
export function acceptedRedirect(redirectUrl: string | undefined): string | undefined {
  return redirectUrl !== undefined && isSafeRedirectUrl(redirectUrl) ? redirectUrl : undefined;
}

export function redirectTarget(redirectUrl: string | undefined, storedBusinessPath: string | null): string {
  return acceptedRedirect(redirectUrl) ?? storedBusinessPath ?? '/home';
}

/** Business and location codes of a `/business/{code}/{location}...` address, or null. */
export function businessCodesOf(path: string | undefined): BusinessCodes | null {
  if (path === undefined) return null;
  const match = /^\/business\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)(?:[/?#]|$)/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { businessCode: match[1], locationCode: match[2] };
}

/** The business the auth screens belong to: the one in a safe redirect address, else the stored one. */
export function authBusinessCodes(
  redirectUrl: string | undefined,
  stored: { businessCode: string | null; locationCode: string | null },
): BusinessCodes | null {
  const fromRedirect = businessCodesOf(acceptedRedirect(redirectUrl));
  if (fromRedirect) return fromRedirect;
  return stored.businessCode && stored.locationCode
    ? { businessCode: stored.businessCode, locationCode: stored.locationCode }
    : null;
}
