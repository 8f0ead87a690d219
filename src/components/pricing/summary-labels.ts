// The price summary's words (spec §9 "Price summary", §3 booking summary figures): the domain gives label keys
// and fee types; these tables give the translated text, checked complete by the compiler.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingPaymentLabelKey, BookingSummaryLabelKey } from '../../domain/pricing/booking-summary.ts';
import type { PriceSummaryLabelKey } from '../../domain/pricing/price-summary.ts';

export const PRICE_SUMMARY_LABELS = {
  'pricing.shippingCost': msg`Shipping`,
  'pricing.platformFee': msg`Platform fee`,
  'pricing.discount': msg`Discount`,
  'pricing.total': msg`Total`,
  'pricing.paidGiftCard': msg`Paid from your gift card`,
  'pricing.paidWallet': msg`Paid from your wallet`,
  'pricing.paid': msg`Already charged`,
  'pricing.toPay': msg`To pay by card`,
} as const satisfies Record<PriceSummaryLabelKey, MessageDescriptor>;

export const BOOKING_SUMMARY_LABELS = {
  'booking.consultationFee': msg`Consultation fee`,
  'booking.serviceFee': msg`Service fee`,
  'booking.shippingCost': msg`Shipping`,
  'booking.platformFee': msg`Platform fee`,
  'booking.subtotal': msg`Subtotal`,
  'booking.discountTotal': msg`Discount`,
  'booking.preAuthorized': msg`Held on your card`,
  'booking.alreadyCharged': msg`Already charged`,
  'booking.toPay': msg`Still to pay`,
} as const satisfies Record<BookingSummaryLabelKey, MessageDescriptor>;

/** Where the money stands: charged, still to pay, and the parts of it held on the card or not yet. */
export const BOOKING_PAYMENT_LABELS = {
  'payment.charged': msg`Already charged`,
  'payment.toPay': msg`Still to pay`,
  'payment.heldOnCard': msg`held on your card, charged when your care goes ahead`,
  'payment.notHeld': msg`not held yet, charged when your care goes ahead`,
  'payment.heldBeyond': msg`Also held on your card, released when your care is settled`,
} as const satisfies Record<BookingPaymentLabelKey, MessageDescriptor>;
