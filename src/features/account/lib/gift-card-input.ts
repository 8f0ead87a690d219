// The gift card number while typing (spec §5: exactly 16 digits, spaces allowed): grouped in fours.
import { GIFT_CARD_NUMBER_LENGTH } from '../../../domain/payments/gift-and-promo.ts';

export function formatGiftCardInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, GIFT_CARD_NUMBER_LENGTH);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
