import type { OrderItemStatus } from './order-item-status.ts';
import { stageMessageOfStatus, type StageMessage, type StageMessageKey, type StageSession } from './stage-messages.ts';

/**
 * A consult-plus-form product (spec §4 stage messages): the provider reviews the client's answers instead of
 * meeting them, so its booked stage reads 'One of our licensed healthcare provider is reviewing your
 * responses'. Medication and program products work that way; consultations and lab tests meet in a session.
 */
export function isConsultWithForm(productType: string): boolean {
  return productType !== 'CONSULTATION' && productType !== 'LAB_TEST';
}

export type BookingRowInput = {
  readonly status: OrderItemStatus;
  readonly productType: string;
  readonly session: StageSession | null;
};

/**
 * What a bookings list row and the stage card say about an item: its stage message, and the heading rule of
 * spec §2: the stage's title when a status message applies, otherwise the item's display id and product name.
 */
export type BookingHeading = { readonly kind: 'stage'; readonly titleKey: StageMessageKey } | { readonly kind: 'item' };

export function bookingStageMessage({ status, productType, session }: BookingRowInput): StageMessage | null {
  return stageMessageOfStatus(status, { consultWithForm: session === null && isConsultWithForm(productType), session });
}

export function bookingHeading(message: StageMessage | null): BookingHeading {
  return message ? { kind: 'stage', titleKey: message.titleKey } : { kind: 'item' };
}
