// The browser's position for "Use my location" (spec §8 "Location": access denied, unavailable, timeout, no
// geolocation support), as a result rather than an exception so the screen maps every case to its message.
export type GeoFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export type GeoResult =
  | { readonly ok: true; readonly latitude: number; readonly longitude: number }
  | { readonly ok: false; readonly reason: GeoFailure };

/** A person deciding on the permission prompt is not a timeout: the clock starts once the browser looks. */
const POSITION_TIMEOUT_MS = 15_000;
/** A position up to five minutes old is close enough to pick a clinic. */
const MAX_POSITION_AGE_MS = 300_000;

const FAILURE_BY_CODE: Record<number, GeoFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

export function currentPosition(): Promise<GeoResult> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => resolve({ ok: false, reason: FAILURE_BY_CODE[error.code] ?? 'unavailable' }),
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: MAX_POSITION_AGE_MS },
    );
  });
}
