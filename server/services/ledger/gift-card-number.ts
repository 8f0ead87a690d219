import { createHmac } from 'node:crypto';
import { normalizeGiftCardNumber } from '../../../src/domain/payments/gift-and-promo.ts';

/**
 * A gift or promo card number is a bearer secret (whoever knows it can spend it), so only an HMAC keyed by the
 * server secret is stored, as for one-time codes: a plain hash of 16 digits could be reversed by trying numbers,
 * the keyed one cannot without the key. Spaces between the groups of four are ignored.
 */
export function giftCardNumberHash(secret: Uint8Array, cardNumber: string): string {
  return createHmac('sha256', secret).update(`gift-card:${normalizeGiftCardNumber(cardNumber)}`).digest('hex');
}

/** The last four digits, kept beside the hash so people can tell their cards apart. */
export function giftCardLastFour(cardNumber: string): string {
  return normalizeGiftCardNumber(cardNumber).slice(-4);
}
