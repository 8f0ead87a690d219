// Finding a business's locations near a person (spec §2 /near/business/{code}, §7 businessLocationsByLatLong):
// the inputs both sides validate, the search radius, and the great-circle distance the server orders by.
import { z } from 'zod';
import { stateCodeSchema } from '../validation/address.ts';
import { message } from '../validation/messages.ts';

/** Mean Earth radius (IUGG), the usual figure for haversine distances. */
export const EARTH_RADIUS_KM = 6371.0088;

/** How far the "Use my location" search looks: a day trip to a clinic, and the whole of a small state. */
export const DEFAULT_SEARCH_RADIUS_KM = 100;
/** A bound on the radius so one request cannot ask for the whole planet's rows. */
export const MAX_SEARCH_RADIUS_KM = 1000;

const coordinate = (limit: number) =>
  z.number(message('validation.required')).min(-limit, message('validation.invalid')).max(limit, message('validation.invalid'));

/** A state filter: a subdivision code ('NY'), absent or blank meaning "any state". */
const optionalStateSchema = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value : undefined))
  .pipe(stateCodeSchema.optional());

/** businessLocationsByLatLong's arguments; the radius is whole kilometres (spec §7 "radius (integer)"). */
export const nearbyLocationsInputSchema = z.object({
  latitude: coordinate(90),
  longitude: coordinate(180),
  radius: z
    .number(message('validation.required'))
    .int(message('validation.invalid'))
    .min(1, message('validation.invalid'))
    .max(MAX_SEARCH_RADIUS_KM, message('validation.invalid')),
  state: optionalStateSchema,
});
export type NearbyLocationsInput = z.output<typeof nearbyLocationsInputSchema>;

/** Typed search without a geocoder: the state is required; city and zip only order the answer. */
export const locationsByStateInputSchema = z.object({
  state: stateCodeSchema,
  city: z
    .string()
    .max(100, message('validation.tooLong'))
    .nullish()
    .transform((value) => value?.trim() || undefined),
  zipcode: z
    .string()
    .max(10, message('validation.tooLong'))
    .nullish()
    .transform((value) => value?.replace(/[^0-9A-Za-z]/g, '').toUpperCase() || undefined),
});
export type LocationsByStateInput = z.output<typeof locationsByStateInputSchema>;

export type GeoPoint = { readonly latitude: number; readonly longitude: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres between two points (haversine formula). */
export function haversineKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  // Rounding can push `a` a hair above 1 for antipodal points; asin would then be NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, a)));
}
