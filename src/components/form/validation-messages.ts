// The translated text of every validation key (src/domain/validation/messages.ts). The same keys come from
// the client's zod schemas and from the server's BAD_USER_INPUT `extensions.fields`, so both read alike.
// `satisfies Record<ValidationMessageKey, ...>`: a new key fails to compile until it has its text here.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isValidationMessageKey, type ValidationMessageKey } from '../../domain/validation/messages.ts';

export const validationMessages = {
  'validation.required': msg`This field is required`,
  'validation.invalid': msg`This value is not valid`,
  'validation.tooLong': msg`This value is too long`,
  'validation.nameInvalid': msg`Use letters only, without spaces or digits`,
  'validation.emailInvalid': msg`Enter a valid email address`,
  'validation.passwordTooShort': msg`Password must be at least 8 characters`,
  'validation.passwordWeak': msg`Password needs an upper-case letter, a lower-case letter, a digit and a special character`,
  'validation.passwordsDoNotMatch': msg`Passwords do not match`,
  'validation.phoneInvalid': msg`Enter a valid US phone number`,
  'validation.codeInvalid': msg`Enter the 4-digit code`,
  'validation.zipInvalid': msg`Enter a 5-digit zip code`,
  'validation.dobInvalid': msg`Enter a real date as MM/DD/YYYY`,
  'validation.dobInFuture': msg`Date of birth cannot be in the future`,
  'validation.ageOutOfRange': msg`Age must be between 1 and 120 years`,
  'validation.ssnInvalid': msg`Enter a valid 9-digit social security number`,
  'validation.driversLicenseInvalid': msg`Enter a valid driver's licence number (4 to 20 letters and digits)`,
  'validation.addressInvalid': msg`This address is not valid`,
  'validation.stateInvalid': msg`Choose a state`,
  'validation.countryInvalid': msg`Invalid country`,
  'validation.genderInvalid': msg`Choose a gender`,
  'validation.timezoneInvalid': msg`This time zone is not valid`,
  'validation.identityRequired': msg`Enter your social security number or driver's licence number`,
  'validation.cardNumberInvalid': msg`Enter a valid card number`,
  'validation.cardExpired': msg`This card has expired`,
  'validation.cardExpiryInvalid': msg`Enter a valid expiry month and year`,
  'validation.cvvInvalid': msg`Enter the security code (4 digits for American Express, 3 for other cards)`,
  'validation.billingAddressRequired': msg`Please select a billing address to proceed`,
  'validation.giftCardNumberInvalid': msg`Enter the 16-digit card number`,
  'validation.promoCodeInvalid': msg`A promo code has digits only`,
  'validation.promoCodeNotWithInstalments': msg`A promo code cannot be used with instalment financing`,
  'validation.weightFormat': msg`Enter the weight in digits, with an optional decimal point`,
  'validation.weightRangeKg': msg`Enter a weight between 0.5 and 500 kg`,
  'validation.weightRangeLb': msg`Enter a weight between 1 and 1100 lb`,
  'validation.dateInvalid': msg`Enter a real date`,
  'validation.dateInFuture': msg`The date cannot be in the future`,
  'validation.brandWord': msg`The business name cannot contain the word Carebook`,
  'validation.codeFormat': msg`Use 2 to 32 lower-case letters, digits or dashes`,
  'validation.urlInvalid': msg`Enter an address starting with https://`,
  'validation.timeOffOrder': msg`The end must be after the start`,
  'validation.codeTaken': msg`This code is already used`,
} as const satisfies Record<ValidationMessageKey, MessageDescriptor>;

/** A form error (a validation key, or already-translated text) as the text to show. */
export function translateValidationError(i18n: I18n, error: unknown): string | undefined {
  if (error === undefined || error === null || error === '') return undefined;
  if (isValidationMessageKey(error)) return i18n._(validationMessages[error]);
  return String(error);
}
