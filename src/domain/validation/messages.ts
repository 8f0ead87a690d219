// Stable keys used as zod error messages. The server sends them in `extensions.fields`;
// the client translates them with Lingui. Renaming a key breaks both sides, so add rather than rename.
export const VALIDATION_MESSAGE_KEYS = [
  'validation.required',
  'validation.invalid',
  'validation.tooLong',
  'validation.nameInvalid',
  'validation.emailInvalid',
  'validation.passwordTooShort',
  'validation.passwordWeak',
  'validation.passwordsDoNotMatch',
  'validation.phoneInvalid',
  'validation.codeInvalid',
  'validation.zipInvalid',
  'validation.dobInvalid',
  'validation.dobInFuture',
  'validation.ageOutOfRange',
  'validation.ssnInvalid',
  'validation.driversLicenseInvalid',
  'validation.addressInvalid',
  'validation.stateInvalid',
  'validation.countryInvalid',
  'validation.genderInvalid',
  'validation.timezoneInvalid',
  'validation.identityRequired',
  'validation.cardNumberInvalid',
  'validation.cardExpired',
  'validation.cardExpiryInvalid',
  'validation.cvvInvalid',
  'validation.billingAddressRequired',
  'validation.giftCardNumberInvalid',
  'validation.promoCodeInvalid',
  'validation.promoCodeNotWithInstalments',
  'validation.weightFormat',
  'validation.weightRangeKg',
  'validation.weightRangeLb',
  'validation.dateInvalid',
  'validation.dateInFuture',
  'validation.brandWord',
  'validation.codeFormat',
  'validation.urlInvalid',
  'validation.timeOffOrder',
  'validation.codeTaken',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

const KEY_SET: ReadonlySet<string> = new Set(VALIDATION_MESSAGE_KEYS);

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && KEY_SET.has(value);
}

// zod accepts `{ error: string }`; routing every message through this keeps them typed as keys.
export function message(key: ValidationMessageKey): { error: ValidationMessageKey } {
  return { error: key };
}

// An issue raised by hand inside a transform or superRefine (`ctx.issues.push(customIssue(...))`).
export function customIssue(key: ValidationMessageKey, input: unknown): { code: 'custom'; input: unknown; message: ValidationMessageKey } {
  return { code: 'custom', input, message: key };
}
