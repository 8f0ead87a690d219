import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { businesses, locations } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { haversineKm } from '../../src/domain/location/nearby-search.ts';
import { expectCode, expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

// businessLocationsByLatLong and businessLocationsByState: public, validated, each business its own locations.

const DEMO = seedId('business:demo');
const SUNRISE = seedId('business:sunrise');
const DEMO_MAIN = seedId('location:demo:main');
const DEMO_DOWNTOWN = seedId('location:demo:downtown');

const BY_LAT_LONG = /* GraphQL */ `
  query Near($businessId: ID!, $latitude: Float!, $longitude: Float!, $radius: Int!, $state: String) {
    businessLocationsByLatLong(businessId: $businessId, latitude: $latitude, longitude: $longitude, radius: $radius, state: $state) {
      id shortId name businessId states city addressState zipcode distanceKm
    }
  }
`;
const BY_STATE = /* GraphQL */ `
  query ByState($businessId: ID!, $state: String!, $city: String, $zipcode: String) {
    businessLocationsByState(businessId: $businessId, state: $state, city: $city, zipcode: $zipcode) { id shortId distanceKm }
  }
`;

type Nearby = { id: string; shortId: string; name: string; businessId: string; states: string[]; city: string; addressState: string; zipcode: string; distanceKm: number | null };

// Points with known distances to the seeded locations (Midtown 40.7484,-73.9857; Downtown 40.7083,-74.0107).
const BROOKLYN = { latitude: 40.6782, longitude: -73.9442 };
const NEWARK = { latitude: 40.7357, longitude: -74.1724 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };

describe('nearby business locations', () => {
  let deps: TestDeps;
  let gql: Gql;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
  });
  afterAll(() => deps.close());

  const near = async (variables: Record<string, unknown>) =>
    expectOk(await gql<{ businessLocationsByLatLong: Nearby[] }>(BY_LAT_LONG, { businessId: DEMO, radius: 50, ...variables })).businessLocationsByLatLong;

  test('lists the active locations within the radius, nearest first, with their distance (no sign-in needed)', async () => {
    const found = await near(BROOKLYN);
    expect(found.map((l) => l.id)).toEqual([DEMO_DOWNTOWN, DEMO_MAIN]);
    expect(found.every((l) => l.businessId === DEMO)).toBe(true);
    const downtown = found[0];
    expect(downtown?.distanceKm).toBeCloseTo(haversineKm(BROOKLYN, { latitude: 40.7083, longitude: -74.0107 }), 6);
    expect(downtown?.distanceKm).toBeGreaterThan(6);
    expect(downtown?.distanceKm).toBeLessThan(7);
    expect(downtown).toMatchObject({ shortId: 'downtown', city: 'New York', addressState: 'NY', zipcode: '10271', states: ['NY'] });
    // From Newark, Midtown (about 16 km) is farther than Downtown (about 14 km).
    expect((await near(NEWARK)).map((l) => l.shortId)).toEqual(['downtown', 'main']);
  });

  test('the radius is a hard limit in kilometres', async () => {
    const distanceToMain = haversineKm(BROOKLYN, { latitude: 40.7484, longitude: -73.9857 });
    const justShort = Math.floor(distanceToMain);
    expect((await near({ ...BROOKLYN, radius: justShort })).map((l) => l.shortId)).toEqual(['downtown']);
    expect((await near({ ...BROOKLYN, radius: 1 })).map((l) => l.shortId)).toEqual([]);
    expect(await near({ ...LOS_ANGELES, radius: 1000 })).toEqual([]);
  });

  test('a state narrows the answer to locations serving it', async () => {
    expect((await near({ ...BROOKLYN, state: 'NJ' })).map((l) => l.shortId)).toEqual(['main']);
    expect((await near({ ...BROOKLYN, state: 'nj' })).map((l) => l.shortId)).toEqual(['main']);
    expect(await near({ ...BROOKLYN, state: 'CA' })).toEqual([]);
    // A blank state is no filter.
    expect(await near({ ...BROOKLYN, state: '' })).toHaveLength(2);
  });

  test('each business answers with its own locations only', async () => {
    const sunrise = expectOk(await gql<{ businessLocationsByLatLong: Nearby[] }>(BY_LAT_LONG, { businessId: SUNRISE, radius: 50, ...LOS_ANGELES }));
    expect(sunrise.businessLocationsByLatLong.map((l) => l.id)).toEqual([seedId('location:sunrise:main')]);
    expect(await near(LOS_ANGELES)).toEqual([]);
  });

  test('inactive locations, locations without coordinates and inactive businesses are not offered', async () => {
    await deps.db.update(locations).set({ isActive: false }).where(eq(locations.id, DEMO_DOWNTOWN));
    await deps.db.update(locations).set({ latitude: null }).where(eq(locations.id, DEMO_MAIN));
    try {
      expect(await near(BROOKLYN)).toEqual([]);
    } finally {
      await deps.db.update(locations).set({ isActive: true }).where(eq(locations.id, DEMO_DOWNTOWN));
      await deps.db.update(locations).set({ latitude: 40.7484 }).where(eq(locations.id, DEMO_MAIN));
    }
    await deps.db.update(businesses).set({ status: 'INACTIVE' }).where(eq(businesses.id, DEMO));
    try {
      expectCode(await gql(BY_LAT_LONG, { businessId: DEMO, radius: 50, ...BROOKLYN }), 'BUSINESS_NOT_FOUND');
    } finally {
      await deps.db.update(businesses).set({ status: 'ACTIVE' }).where(eq(businesses.id, DEMO));
    }
  });

  test('inputs are validated: coordinates in range, a whole radius from 1 to 1000 km, a known business', async () => {
    const fields = async (variables: Record<string, unknown>) => {
      const response = await gql(BY_LAT_LONG, { businessId: DEMO, radius: 50, ...BROOKLYN, ...variables });
      expectCode(response, 'BAD_USER_INPUT');
      return response.errors?.[0]?.extensions?.fields;
    };
    expect(await fields({ latitude: 91 })).toEqual({ latitude: 'validation.invalid' });
    expect(await fields({ longitude: -180.5 })).toEqual({ longitude: 'validation.invalid' });
    expect(await fields({ radius: 0 })).toEqual({ radius: 'validation.invalid' });
    expect(await fields({ radius: 5000 })).toEqual({ radius: 'validation.invalid' });
    expect(await fields({ state: 'N-Y' })).toEqual({ state: 'validation.stateInvalid' });
    // GraphQL itself refuses a fractional radius (Int).
    const fractional = await gql(BY_LAT_LONG, { businessId: DEMO, radius: 2.5, ...BROOKLYN });
    expect(fractional.errors?.length).toBeGreaterThan(0);
    expectCode(await gql(BY_LAT_LONG, { businessId: 'not-a-uuid', radius: 50, ...BROOKLYN }), 'BUSINESS_NOT_FOUND');
    expectCode(await gql(BY_LAT_LONG, { businessId: seedId('business:nobody'), radius: 50, ...BROOKLYN }), 'BUSINESS_NOT_FOUND');
  });

  test('by state: the locations serving it, those in the typed zip or city first', async () => {
    const byState = async (variables: Record<string, unknown>) =>
      expectOk(await gql<{ businessLocationsByState: { id: string; shortId: string; distanceKm: number | null }[] }>(BY_STATE, { businessId: DEMO, ...variables }))
        .businessLocationsByState;
    expect((await byState({ state: 'NJ' })).map((l) => l.shortId)).toEqual(['main']);
    expect(await byState({ state: 'CA' })).toEqual([]);
    const ny = await byState({ state: 'NY' });
    expect(ny.map((l) => l.shortId).sort()).toEqual(['downtown', 'main']);
    expect(ny.every((l) => l.distanceKm === null)).toBe(true);
    expect((await byState({ state: 'NY', zipcode: '10271' })).map((l) => l.shortId)).toEqual(['downtown', 'main']);
    expect((await byState({ state: 'NY', zipcode: '10118' })).map((l) => l.shortId)).toEqual(['main', 'downtown']);
    const missing = await gql(BY_STATE, { businessId: DEMO, state: '' });
    expectCode(missing, 'BAD_USER_INPUT');
    expect(missing.errors?.[0]?.extensions?.fields).toEqual({ state: 'validation.required' });
  });
});
