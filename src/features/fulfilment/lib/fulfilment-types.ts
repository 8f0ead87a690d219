// What the fulfilment queue shows, independent of how the API names it (api/fulfilment-queue.ts maps to it).
import type { MedicationOrderStatus } from '../../../domain/medication/medication-order-status.ts';
import type { PrescriptionDirection } from '../../../domain/medication/prescription.ts';

export type ShippingAddress = { addressLine1: string; addressLine2: string | null; city: string; state: string; zipcode: string };

export type ShipmentView = { id: string; carrier: string; trackingNumber: string; trackingUrl: string; shippedAt: string };

export type FulfilmentRow = {
  medicationOrderId: string;
  status: MedicationOrderStatus;
  /** The booking id the client quotes ('CB-10001-1'). */
  itemDisplayId: string;
  productName: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  medicationName: string;
  direction: PrescriptionDirection;
  /** 'FIRST_MONTH' or 'AUTO_RENEW'. */
  bookingType: string;
  cycle: number;
  shipping: ShippingAddress | null;
  orderedAt: string | null;
  preparingAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  missingReportedAt: string | null;
  shipments: ShipmentView[];
};

export type FulfilmentPage = { rows: FulfilmentRow[]; totalCount: number };
