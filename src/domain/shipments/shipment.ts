// A parcel sent for an order item (spec §3 "Order item" shipments) and the rules for recording one, shared by the
// server (which validates staff input with them) and the bookings screen (which shows the status).
import { z } from 'zod';
import { message } from '../validation/messages.ts';
import { requiredString } from '../validation/required-string.ts';

export const SHIPMENT_STATUSES = ['SHIPPED', 'IN_TRANSIT', 'DELIVERED'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export function isShipmentStatus(value: unknown): value is ShipmentStatus {
  return typeof value === 'string' && (SHIPMENT_STATUSES as readonly string[]).includes(value);
}

export const MAX_CARRIER_LENGTH = 80;
export const MAX_TRACKING_NUMBER_LENGTH = 64;
export const MAX_TRACKING_URL_LENGTH = 2048;

/**
 * A carrier's tracking page: an absolute https URL with a host and no credentials. Anything else (http, javascript:,
 * data:, relative paths) is refused, because the client opens it from its booking page.
 */
export const trackingUrlSchema = z
  .string(message('validation.required'))
  .trim()
  .min(1, message('validation.required'))
  .max(MAX_TRACKING_URL_LENGTH, message('validation.tooLong'))
  .refine(isSafeTrackingUrl, message('validation.invalid'));

export function isSafeTrackingUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

export const shipmentFieldsSchema = z.object({
  carrier: requiredString(MAX_CARRIER_LENGTH),
  trackingNumber: requiredString(MAX_TRACKING_NUMBER_LENGTH).refine((value) => !/\s/.test(value), message('validation.invalid')),
  trackingUrl: trackingUrlSchema,
  status: z
    .enum(SHIPMENT_STATUSES, message('validation.invalid'))
    .nullish()
    .transform((value) => value ?? 'SHIPPED'),
});
