// What the time-slot picker (and the bookings that use it: checkout, the front desk) say when a time is lost.
import { msg } from '@lingui/core/macro';

/** The held time was lost (expired or taken): the person picks again, everything else stays. */
export const consultBookingFailed = msg`Failed to book consultation. Please try again later.`;

/** A lab collection time could not be held or booked (the lab collector selection's counterpart of the above). */
export const labBookingFailed = msg`Failed to book lab collection. Please try again later.`;

/** The hold ran out, seen by the countdown or refused by the server (HOLD_EXPIRED). */
export const holdExpiredMessage = msg`The time held for you has expired. Please choose a time again.`;

/** The held time was lost: asked under the picker. */
export const pickSlotAgainMessage = msg`Please choose a time again.`;
