import { describe, expect, test } from 'vitest';
import { haversineKm, locationsByStateInputSchema, nearbyLocationsInputSchema } from '../../../src/domain/location/nearby-search.ts';

describe('haversineKm', () => {
  test.each([
    // Known great-circle distances (km), to within half a kilometre.
    { name: 'New York to Los Angeles', from: { latitude: 40.7128, longitude: -74.006 }, to: { latitude: 34.0522, longitude: -118.2437 }, km: 3935.7 },
    { name: 'London to Paris', from: { latitude: 51.5074, longitude: -0.1278 }, to: { latitude: 48.8566, longitude: 2.3522 }, km: 343.5 },
    { name: 'one degree of latitude', from: { latitude: 0, longitude: 0 }, to: { latitude: 1, longitude: 0 }, km: 111.2 },
  ])('$name', ({ from, to, km }) => {
    expect(Math.abs(haversineKm(from, to) - km)).toBeLessThan(0.5);
    expect(haversineKm(to, from)).toBeCloseTo(haversineKm(from, to), 9);
  });

  test('the same point is 0 km and antipodes are half the circumference, never NaN', () => {
    expect(haversineKm({ latitude: 40, longitude: -74 }, { latitude: 40, longitude: -74 })).toBe(0);
    const antipodal = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(antipodal).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe('nearby search inputs', () => {
  const base = { latitude: 40.7, longitude: -74, radius: 100 };
  test.each([
    { input: base, ok: true },
    { input: { ...base, state: ' ny ' }, ok: true, state: 'NY' },
    { input: { ...base, state: '' }, ok: true, state: undefined },
    { input: { ...base, state: null }, ok: true, state: undefined },
    { input: { ...base, latitude: 90.01 }, ok: false, key: 'validation.invalid' },
    { input: { ...base, longitude: 181 }, ok: false, key: 'validation.invalid' },
    { input: { ...base, radius: 0 }, ok: false, key: 'validation.invalid' },
    { input: { ...base, radius: 1.5 }, ok: false, key: 'validation.invalid' },
    { input: { ...base, radius: 1001 }, ok: false, key: 'validation.invalid' },
    { input: { ...base, state: 'N Y' }, ok: false, key: 'validation.stateInvalid' },
  ])('$input -> ok $ok', ({ input, ok, key, ...rest }) => {
    const parsed = nearbyLocationsInputSchema.safeParse(input);
    expect(parsed.success).toBe(ok);
    if (parsed.success && 'state' in rest) expect(parsed.data.state).toBe(rest.state);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(key);
  });

  test('by state: the state is required; city trimmed, zip cleaned and upper-cased, blanks dropped', () => {
    expect(locationsByStateInputSchema.parse({ state: 'nj', city: '  Newark ', zipcode: '07-102' })).toEqual({ state: 'NJ', city: 'Newark', zipcode: '07102' });
    expect(locationsByStateInputSchema.parse({ state: 'NJ', city: ' ', zipcode: '' })).toEqual({ state: 'NJ', city: undefined, zipcode: undefined });
    expect(locationsByStateInputSchema.safeParse({ state: '' }).error?.issues[0]?.message).toBe('validation.required');
  });
});
