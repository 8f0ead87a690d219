// The price summary's words (spec §9 "Price summary", §3 booking summary figures): the domain gives label keys
// and fee types; these tables give the translated text, checked complete by the compiler.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingSummaryLabelKey } from '../../../domain/pricing/booking-summary.ts';
import type { PriceSummaryLabelKey } from '../../../domain/pricing/price-summary.ts';
import type { FeeEntityType } from '../../../domain/pricing/pricing-summary-types.ts';

export const PRICE_SUMMARY_LABELS = {
  'pricing.shippingCost': msg`Shipping`,
  'pricing.platformFee': msg`Platform fee`,
  'pricing.discount': msg`Discount`,
  'pricing.total': msg`Total`,
  'pricing.paid': msg`Paid with gift card and wallet`,
  'pricing.toPay': msg`To pay by card`,
} as const satisfies Record<PriceSummaryLabelKey, MessageDescriptor>;

export const BOOKING_SUMMARY_LABELS = {
  'booking.consultationFee': msg`Consultation fee`,
  'booking.serviceFee': msg`Service fee`,
  'booking.shippingCost': msg`Shipping`,
  'booking.platformFee': msg`Platform fee`,
  'booking.subtotal': msg`Subtotal`,
  'booking.discountTotal': msg`Discount`,
  'booking.preAuthorized': msg`Pre-authorized on your card`,
  'booking.alreadyCharged': msg`Already charged`,
  'booking.toPay': msg`Still to pay`,
} as const satisfies Record<BookingSummaryLabelKey, MessageDescriptor>;

/** A typed fee line is named in the reader's language; an item's own price line keeps the product's name. */
export const FEE_LINE_LABELS = {
  shippingCost: msg`Shipping`,
  platformFee: msg`Platform fee`,
  totalDiscount: msg`Promo code discount`,
} as const satisfies Record<FeeEntityType, MessageDescriptor>;
