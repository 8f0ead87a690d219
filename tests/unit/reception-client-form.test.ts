// The front desk's creation form rules (spec §3 fields, §5 validation), shared by the screens and the API.
import { describe, expect, test } from 'vitest';
import { clientAddressSchema, heightSchema, makeClientDetailsSchema, makeReceptionClientSchema } from '../../src/domain/reception/client-form.ts';
import { cardHoldAmount, receptionClientStatus } from '../../src/domain/reception/reception-constants.ts';

const now = () => new Date('2026-03-01T12:00:00Z');
const details = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  email: ' Rosa@Example.TEST ',
  dob: '07/14/1984',
  phoneCode: '+1',
  phone: '(212) 555-0142',
  gender: 'FEMALE',
  timezone: 'America/New_York',
  height: { unit: 'FT_IN', feet: 5, inches: 6 },
  weight: { value: '150.5', unit: 'Lb' },
};
const address = { addressLine1: '12 Atlantic Avenue', addressLine2: '3C', country: 'us', state: 'ny', city: 'Brooklyn', zipcode: '11201' };

function firstError(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): [string, string] | null {
  const issue = result.error?.issues[0];
  return issue ? [issue.path.join('.'), issue.message] : null;
}

describe('client creation form', () => {
  test('a complete form: normalized values', () => {
    const parsed = makeReceptionClientSchema({ now }).parse({ ...details, address });
    expect(parsed).toMatchObject({ email: 'rosa@example.test', dob: '1984-07-14', phone: '2125550142', height: { unit: 'FT_IN', cm: 167.6 }, weight: { value: 150.5, unit: 'Lb' }, address: { country: 'US', state: 'NY' } });
  });

  test.each([
    ['first name with a digit', { firstName: 'Ro5a' }, ['firstName', 'validation.nameInvalid']],
    ['last name with a space', { lastName: 'Del Gado' }, ['lastName', 'validation.nameInvalid']],
    ['email', { email: 'rosa@' }, ['email', 'validation.emailInvalid']],
    ['date of birth not MM/DD/YYYY', { dob: '7/14/84' }, ['dob', 'validation.dobInvalid']],
    ['date of birth in the future', { dob: '01/01/2027' }, ['dob', 'validation.dobInFuture']],
    ['age over 120', { dob: '01/01/1900' }, ['dob', 'validation.ageOutOfRange']],
    ['phone not a US number', { phone: '(123) 555-0142' }, ['phone', 'validation.phoneInvalid']],
    ['phone code', { phoneCode: '+44' }, ['phoneCode', 'validation.phoneInvalid']],
    ['gender other (the form offers male or female)', { gender: 'OTHER' }, ['gender', 'validation.genderInvalid']],
    ['timezone', { timezone: 'Mars/Olympus' }, ['timezone', 'validation.timezoneInvalid']],
    ['timezone missing', { timezone: '' }, ['timezone', 'validation.required']],
    ['feet 9', { height: { unit: 'FT_IN', feet: 9, inches: 0 } }, ['height.feet', 'validation.invalid']],
    ['inches 12', { height: { unit: 'FT_IN', feet: 5, inches: 12 } }, ['height.inches', 'validation.invalid']],
    ['feet missing', { height: { unit: 'FT_IN' } }, ['height.feet', 'validation.required']],
    ['cm 20', { height: { unit: 'CM', cm: 20 } }, ['height.cm', 'validation.invalid']],
    ['weight 600 kg', { weight: { value: '600', unit: 'Kg' } }, ['weight.value', 'validation.weightRangeKg']],
    ['weight 0.5 lb', { weight: { value: '0.5', unit: 'Lb' } }, ['weight.value', 'validation.weightRangeLb']],
    ['weight not a number', { weight: { value: '12a', unit: 'Kg' } }, ['weight.value', 'validation.weightFormat']],
  ])('step 1 refuses %s', (_name, change, expected) => {
    expect(firstError(makeClientDetailsSchema({ now }).safeParse({ ...details, ...change }))).toEqual(expected);
  });

  test.each([
    ['weight 0.5 kg (the lower bound)', { weight: { value: '0.5', unit: 'Kg' } }],
    ["weight '12.' while typing", { weight: { value: '72.', unit: 'Kg' } }],
    ['8 ft 11 in', { height: { unit: 'FT_IN', feet: 8, inches: 11 } }],
    ['inches left out', { height: { unit: 'FT_IN', feet: 6 } }],
    ['172.5 cm', { height: { unit: 'CM', cm: 172.5 } }],
    ['male', { gender: 'MALE' }],
  ])('step 1 accepts %s', (_name, change) => {
    expect(makeClientDetailsSchema({ now }).safeParse({ ...details, ...change }).success).toBe(true);
  });

  test.each([
    ['line 1 empty', { addressLine1: ' ' }, ['addressLine1', 'validation.required']],
    ['a US zip of 4 digits', { zipcode: '1120' }, ['zipcode', 'validation.zipInvalid']],
    ['a country that is not a code', { country: 'USA' }, ['country', 'validation.countryInvalid']],
    ['city missing', { city: '' }, ['city', 'validation.required']],
  ])('step 2 refuses %s', (_name, change, expected) => {
    expect(firstError(clientAddressSchema.safeParse({ ...address, ...change }))).toEqual(expected);
  });

  test('height in feet and inches is stored in centimetres', () => {
    expect(heightSchema.parse({ unit: 'FT_IN', feet: 1, inches: 0 }).cm).toBe(30.5);
    expect(heightSchema.parse({ unit: 'CM', cm: 180.04 }).cm).toBe(180);
  });
});

describe('front desk constants', () => {
  test.each([
    ['RECEPTIONIST', 9900, 49000],
    ['RECEPTIONIST', 120000, 49000],
    ['RECEPTIONIST', 0, 0],
    ['CLIENT', 9900, 9900],
  ] as const)('%s with a card share of %i holds %i', (role, share, hold) => {
    expect(cardHoldAmount(role, share)).toBe(hold);
  });

  test.each([
    ['ACTIVE', 'ACTIVE'],
    ['PASSWORD_RESET_REQUIRED', 'PENDING'],
    ['COGNITO_SIGNUP_IN_PROGRESS', 'PENDING'],
  ] as const)('user status %s shows as %s', (status, shown) => {
    expect(receptionClientStatus(status)).toBe(shown);
  });
});
