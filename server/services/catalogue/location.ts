import { and, eq } from 'drizzle-orm';
import { businesses, locations } from '../../db/schema/index.ts';
import type { BusinessRow, LocationRow } from '../businesses.ts';
import { appError } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';

/** The location a catalogue is read for, with its business (whose currency prices are in). */
export type CatalogueLocation = { location: LocationRow; business: BusinessRow };

/**
 * An active location of an ACTIVE business; LOCATION_NOT_FOUND otherwise, so a suspended business's catalogue
 * disappears with it. `locationId` is already checked to be a UUID by the caller's input schema.
 */
export async function catalogueLocation(scope: RequestScope, locationId: string): Promise<CatalogueLocation> {
  const [row] = await scope.deps.db
    .select({ location: locations, business: businesses })
    .from(locations)
    .innerJoin(businesses, eq(businesses.id, locations.businessId))
    .where(and(eq(locations.id, locationId), eq(locations.isActive, true), eq(businesses.status, 'ACTIVE')))
    .limit(1);
  if (!row) throw appError('LOCATION_NOT_FOUND');
  return row;
}
