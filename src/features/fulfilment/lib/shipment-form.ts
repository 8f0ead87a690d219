// 'Mark shipped': carrier, tracking number and tracking URL, checked with the domain's shipment rules (the same
// the server applies: an https tracking page only, since the client opens it from the booking).
import { shipmentFieldsSchema } from '../../../domain/shipments/shipment.ts';

export const shipmentFormSchema = shipmentFieldsSchema.pick({ carrier: true, trackingNumber: true, trackingUrl: true });

export type ShipmentFormValues = { carrier: string; trackingNumber: string; trackingUrl: string };

export const EMPTY_SHIPMENT: ShipmentFormValues = { carrier: '', trackingNumber: '', trackingUrl: '' };

/** The form's fields a server error may name ('input.trackingUrl' -> 'trackingUrl'). */
export const SHIPMENT_FIELDS = ['carrier', 'trackingNumber', 'trackingUrl'] as const satisfies readonly (keyof ShipmentFormValues)[];
