// What the card form says when saving fails: the gateway's field errors go on their fields, everything else is
// one message (spec §8 'Error adding card'). Never the card itself.
import type { MessageDescriptor } from '@lingui/core';
import { errorMessages } from '../../app/error-messages.ts';
import type { TokenizeError } from '../../app/payments/tokenize-card.ts';
import type { ValidationMessageKey } from '../../domain/validation/messages.ts';
import { offlineSaveMessage } from '../form/offline.ts';
import type { CardEntryField } from './card-entry.ts';

const FIELD_OF_GATEWAY_FIELD = {
  cardNumber: 'cardNumber',
  expiryMonth: 'expiry',
  expiryYear: 'expiry',
  cvv: 'cvv',
  cardholderName: 'cardholderName',
} as const satisfies Record<keyof TokenizeError['fields'], CardEntryField>;

/** When the gateway names no field, its code still points at one. */
const FIELD_OF_CODE: Partial<Record<TokenizeError['code'], [CardEntryField, ValidationMessageKey]>> = {
  CARD_NUMBER_INVALID: ['cardNumber', 'validation.cardNumberInvalid'],
  CARD_EXPIRED: ['expiry', 'validation.cardExpired'],
  CVV_INVALID: ['cvv', 'validation.cvvInvalid'],
};

export type CardFailure = { fields: Partial<Record<CardEntryField, ValidationMessageKey>>; message: MessageDescriptor | null };

export function tokenizeFailure(error: TokenizeError): CardFailure {
  const fields: Partial<Record<CardEntryField, ValidationMessageKey>> = {};
  for (const [gatewayField, key] of Object.entries(error.fields) as [keyof typeof FIELD_OF_GATEWAY_FIELD, ValidationMessageKey][]) {
    const field = FIELD_OF_GATEWAY_FIELD[gatewayField];
    if (fields[field] === undefined) fields[field] = key;
  }
  const byCode = FIELD_OF_CODE[error.code];
  if (Object.keys(fields).length === 0 && byCode) fields[byCode[0]] = byCode[1];
  if (Object.keys(fields).length > 0) return { fields, message: null };
  if (error.code === 'NETWORK') return { fields, message: offlineSaveMessage };
  if (error.code === 'RATE_LIMITED') return { fields, message: errorMessages.RATE_LIMITED };
  return { fields, message: errorMessages.CARD_ADD_FAILED };
}
