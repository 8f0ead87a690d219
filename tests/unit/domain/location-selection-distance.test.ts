import { describe, expect, test } from 'vitest';
import { distanceDisplay } from '../../../src/domain/location/distance-display.ts';
import { isStateServed, resolveSelectedAddress } from '../../../src/domain/location/selected-address.ts';

describe('resolveSelectedAddress', () => {
  const home = { id: 'home', isDefault: false };
  const work = { id: 'work', isDefault: true };
  const cabin = { id: 'cabin', isDefault: false };
  test.each([
    { name: 'the chosen address while it is saved', addresses: [home, work, cabin], chosen: 'cabin', expected: 'cabin' },
    { name: 'the default address without a choice', addresses: [home, work, cabin], chosen: null, expected: 'work' },
    { name: 'the default address when the chosen one was removed', addresses: [home, work], chosen: 'cabin', expected: 'work' },
    { name: 'the first saved address without a default', addresses: [home, cabin], chosen: null, expected: 'home' },
    { name: 'none without saved addresses', addresses: [], chosen: 'home', expected: null },
  ])('$name', ({ addresses, chosen, expected }) => {
    expect(resolveSelectedAddress(addresses, chosen)?.id ?? null).toBe(expected);
  });
});

describe('isStateServed', () => {
  test.each([
    { state: 'NY', allowed: ['NY', 'NJ', 'CT'], served: true },
    { state: ' nj ', allowed: ['NY', 'NJ'], served: true },
    { state: 'CA', allowed: ['NY', 'NJ', 'CT'], served: false },
    { state: 'NY', allowed: [], served: false },
  ])('$state in $allowed -> $served', ({ state, allowed, served }) => {
    expect(isStateServed(state, allowed)).toBe(served);
  });
});

describe('distanceDisplay', () => {
  test.each([
    { km: 6.6, country: 'US', expected: { value: 4.1, unit: 'mile' } },
    { km: 160.9344, country: 'us', expected: { value: 100, unit: 'mile' } },
    { km: 6.64, country: 'IN', expected: { value: 6.6, unit: 'kilometer' } },
    { km: 12.4, country: 'IN', expected: { value: 12, unit: 'kilometer' } },
    { km: 0, country: 'US', expected: { value: 0, unit: 'mile' } },
  ])('$km km in $country', ({ km, country, expected }) => {
    expect(distanceDisplay(km, country)).toEqual(expected);
  });
});
