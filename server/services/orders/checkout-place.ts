import type { BusinessRow, LocationRow } from '../businesses.ts';
import { appError } from '../errors.ts';

/** Where a checkout is placed: an active location, its ACTIVE business and the organization's name. */
export type CheckoutPlace = { location: LocationRow; business: BusinessRow; organizationName: string };

/** The grant a caller acts with, as far as the checkout cares: its organization, role and target. */
export type ActingGrant = { organizationId: string; roleName: string; targetId: string };

/**
 * The checkout's location, provided the caller may book there: a client at any location of its organization's
 * businesses, staff only at their own business's. Anything else is LOCATION_NOT_FOUND (another tenant's ids are
 * not confirmed to exist). `found`: the active location of an ACTIVE business, as read (null: none).
 */
export function checkoutPlaceOf(found: CheckoutPlace | null | undefined, grant: ActingGrant): CheckoutPlace {
  if (!found || found.business.organizationId !== grant.organizationId) throw appError('LOCATION_NOT_FOUND');
  if (grant.roleName !== 'CLIENT' && found.business.id !== grant.targetId) throw appError('LOCATION_NOT_FOUND');
  return found;
}
