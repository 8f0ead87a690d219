// Locations of a business near a person (spec §2 /near/business/{code}, §7 businessLocationsByLatLong), and the
// typed search by state that needs no geocoder. Public: a visitor picks a location before signing in.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  EARTH_RADIUS_KM,
  locationsByStateInputSchema,
  nearbyLocationsInputSchema,
  type LocationsByStateInput,
  type NearbyLocationsInput,
} from '../../src/domain/location/nearby-search.ts';
import { businesses, locations } from '../db/schema/index.ts';
import type { LocationRow } from './businesses.ts';
import { idSchema } from './catalogue/inputs.ts';
import { appError, parseInput } from './errors.ts';
import type { RequestScope } from './request-scope.ts';

/** A location with how far it is from the searched point; null when the search had no point (by state). */
export type NearbyLocation = LocationRow & { distanceKm: number | null };

async function requireActiveBusiness(scope: RequestScope, businessId: unknown): Promise<string> {
  const parsed = z.object({ businessId: idSchema }).safeParse({ businessId });
  if (!parsed.success) throw appError('BUSINESS_NOT_FOUND');
  const [business] = await scope.deps.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, parsed.data.businessId), eq(businesses.status, 'ACTIVE')))
    .limit(1);
  if (!business) throw appError('BUSINESS_NOT_FOUND');
  return business.id;
}

/** Haversine in SQL, so the radius filter and the ordering happen in the database for any number of locations. */
function distanceSql(point: { latitude: number; longitude: number }) {
  const lat = sql`radians(${locations.latitude})`;
  const pointLat = sql`radians(${point.latitude}::double precision)`;
  const dLat = sql`(radians(${locations.latitude}) - ${pointLat})`;
  const dLon = sql`(radians(${locations.longitude}) - radians(${point.longitude}::double precision))`;
  const a = sql`power(sin(${dLat} / 2), 2) + cos(${pointLat}) * cos(${lat}) * power(sin(${dLon} / 2), 2)`;
  // least(1, a): rounding can push `a` a hair above 1, where asin fails.
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::double precision * asin(sqrt(least(1::double precision, ${a}))))`;
}

const servesState = (state: string) => sql`${state} = any(${locations.states})`;

/**
 * businessLocationsByLatLong: the business's active locations within `radius` km of the point, optionally only
 * those serving `state`, nearest first. Locations without coordinates cannot be placed and are left out.
 */
export async function locationsNearPoint(scope: RequestScope, args: { businessId: unknown } & Partial<Record<keyof NearbyLocationsInput, unknown>>): Promise<NearbyLocation[]> {
  const input = parseInput(nearbyLocationsInputSchema, { latitude: args.latitude, longitude: args.longitude, radius: args.radius, state: args.state });
  const businessId = await requireActiveBusiness(scope, args.businessId);
  const distance = distanceSql(input);
  const rows = await scope.deps.db
    .select({ location: locations, distanceKm: distance })
    .from(locations)
    .where(
      and(
        eq(locations.businessId, businessId),
        eq(locations.isActive, true),
        isNotNull(locations.latitude),
        isNotNull(locations.longitude),
        input.state ? servesState(input.state) : undefined,
        sql`${distance} <= ${input.radius}`,
      ),
    )
    .orderBy(asc(distance), asc(locations.name));
  // pg may hand double precision over as text in some drivers; the API promises a number.
  return rows.map((row) => ({ ...row.location, distanceKm: Number(row.distanceKm) }));
}

/**
 * businessLocationsByState: the business's active locations serving a state, for a person who typed where they
 * are. Without a geocoder city and zip cannot become a distance; a location in the same zip, then the same city
 * is listed first, the rest by name.
 */
export async function locationsServingState(scope: RequestScope, args: { businessId: unknown } & Partial<Record<keyof LocationsByStateInput, unknown>>): Promise<NearbyLocation[]> {
  const input = parseInput(locationsByStateInputSchema, { state: args.state, city: args.city, zipcode: args.zipcode });
  const businessId = await requireActiveBusiness(scope, args.businessId);
  const rows = await scope.deps.db
    .select()
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.isActive, true), servesState(input.state)))
    .orderBy(asc(locations.name));
  const rank = (row: LocationRow): number => {
    if (input.zipcode && row.address.zipcode.toUpperCase() === input.zipcode) return 0;
    if (input.city && row.address.city.localeCompare(input.city, 'en', { sensitivity: 'base' }) === 0) return 1;
    return 2;
  };
  // Array.prototype.sort is stable: equal ranks keep the database's name order.
  return rows.map((row) => ({ ...row, distanceKm: null })).sort((a, b) => rank(a) - rank(b));
}
