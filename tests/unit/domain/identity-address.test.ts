import { describe, expect, it } from 'vitest';
import { withAptPrefix } from '../../../src/domain/address-display.ts';
import { addressInputSchema, isValidPostalCode } from '../../../src/domain/validation/address.ts';
import { clientInputSchema, identityCheckSchema } from '../../../src/domain/validation/client-identity.ts';
import { driversLicenseSchema } from '../../../src/domain/validation/drivers-license.ts';
import { toFieldErrors } from '../../../src/domain/validation/field-errors.ts';
import { cleanIdentifier } from '../../../src/domain/validation/identifier.ts';
import { ssnSchema } from '../../../src/domain/validation/ssn.ts';
import { check, fail, ok } from './check.ts';

describe('identifier cleaning: spaces and symbols removed, upper-cased (spec §5)', () => {
  it.each([
    { input: 'ab 12-cd', expected: 'AB12CD' },
    { input: '123-45-6789', expected: '123456789' },
    { input: ' sw1a 1aa ', expected: 'SW1A1AA' },
    { input: 'd.123/456#', expected: 'D123456' },
    { input: '-- !', expected: '' },
  ])('$input -> $expected', ({ input, expected }) => {
    expect(cleanIdentifier(input)).toBe(expected);
  });
});

describe('social security number', () => {
  it.each([
    { input: '123-45-6789', expected: ok('123456789') },
    { input: '123 45 6789', expected: ok('123456789') },
    { input: '123456789', expected: ok('123456789') },
    { input: '899-99-9999', expected: ok('899999999') },
    { input: '', expected: fail('validation.required') },
    { input: '---', expected: fail('validation.required') },
    { input: undefined, expected: fail('validation.required') },
    { input: '12345678', expected: fail('validation.ssnInvalid') },
    { input: '1234567890', expected: fail('validation.ssnInvalid') },
    { input: '12345678A', expected: fail('validation.ssnInvalid') },
    { input: '000-12-3456', expected: fail('validation.ssnInvalid') },
    { input: '666-12-3456', expected: fail('validation.ssnInvalid') },
    { input: '900-12-3456', expected: fail('validation.ssnInvalid') },
    { input: '999-12-3456', expected: fail('validation.ssnInvalid') },
    { input: '123-00-4567', expected: fail('validation.ssnInvalid') },
    { input: '123-45-0000', expected: fail('validation.ssnInvalid') },
    { input: '078-05-1120', expected: fail('validation.ssnInvalid') },
    { input: '219-09-9999', expected: fail('validation.ssnInvalid') },
  ])('$input', ({ input, expected }) => {
    expect(check(ssnSchema, input)).toEqual(expected);
  });
});

describe("driver's licence: 4 to 20 letters and digits after cleaning", () => {
  it.each([
    { input: 'D1234', expected: ok('D1234') },
    { input: 'd123-456-789', expected: ok('D123456789') },
    { input: 'A12 345 678 901', expected: ok('A12345678901') },
    { input: '1234', expected: ok('1234') },
    { input: 'A'.repeat(20), expected: ok('A'.repeat(20)) },
    { input: '', expected: fail('validation.required') },
    { input: ' - ', expected: fail('validation.required') },
    { input: 'A12', expected: fail('validation.driversLicenseInvalid') },
    { input: 'A'.repeat(21), expected: fail('validation.driversLicenseInvalid') },
    { input: 'ÄBCDE', expected: fail('validation.driversLicenseInvalid') },
  ])('$input', ({ input, expected }) => {
    expect(check(driversLicenseSchema, input)).toEqual(expected);
  });
});

describe('client identity: SSN or driver licence', () => {
  it.each([
    { input: { ssn: '123-45-6789' }, expected: { ok: { ssn: '123456789', driversLicense: undefined } } },
    { input: { driversLicense: 'd-1234' }, expected: { ok: { ssn: undefined, driversLicense: 'D1234' } } },
    { input: { ssn: '', driversLicense: 'D1234' }, expected: { ok: { ssn: undefined, driversLicense: 'D1234' } } },
    { input: { ssn: null, driversLicense: 'D1234' }, expected: { ok: { ssn: undefined, driversLicense: 'D1234' } } },
    { input: {}, expected: { errors: { ssn: 'validation.identityRequired' } } },
    { input: { ssn: '  ', driversLicense: '' }, expected: { errors: { ssn: 'validation.identityRequired' } } },
    { input: { ssn: '666-12-3456' }, expected: { errors: { ssn: 'validation.ssnInvalid' } } },
    { input: { driversLicense: 'A1' }, expected: { errors: { driversLicense: 'validation.driversLicenseInvalid' } } },
  ])('identity step $input', ({ input, expected }) => {
    const result = identityCheckSchema.safeParse(input);
    expect(result.success ? { ok: result.data } : { errors: toFieldErrors(result.error) }).toEqual(expected);
  });

  it('accepts no identifier at all when updating a client', () => {
    expect(clientInputSchema.parse({})).toEqual({ ssn: undefined, driversLicense: undefined });
  });
});

describe("address line 1 shown prefixed with 'Apt' (spec §5)", () => {
  it.each([
    { line: '4B', prefix: 'Apt', expected: 'Apt 4B' },
    { line: ' 12 Main St ', prefix: 'Apt', expected: 'Apt 12 Main St' },
    { line: 'Apt 4B', prefix: 'Apt', expected: 'Apt 4B' },
    { line: 'apt. 4B', prefix: 'Apt', expected: 'apt. 4B' },
    { line: 'Apartment 4B', prefix: 'Apt', expected: 'Apt Apartment 4B' },
    { line: '4B', prefix: 'Depto', expected: 'Depto 4B' },
    { line: '', prefix: 'Apt', expected: '' },
    { line: '4B', prefix: '', expected: '4B' },
  ])('$line with $prefix -> $expected', ({ line, prefix, expected }) => {
    expect(withAptPrefix(line, prefix)).toBe(expected);
  });
});

describe('address input', () => {
  const valid = { addressLine1: '1 Main St', city: 'Brooklyn', state: 'ny', country: 'us', zipcode: '11201' };

  it('cleans and normalises a valid address', () => {
    expect(addressInputSchema.parse({ ...valid, addressLine2: '  ', zipcode: ' 112-01 ', latitude: 40.69 })).toEqual({
      addressLine1: '1 Main St',
      addressLine2: undefined,
      city: 'Brooklyn',
      state: 'NY',
      country: 'US',
      zipcode: '11201',
      latitude: 40.69,
      contact: undefined,
      instructions: undefined,
    });
  });

  it.each([
    { change: { addressLine1: '' }, errors: { addressLine1: 'validation.required' } },
    { change: { addressLine1: 'x'.repeat(101) }, errors: { addressLine1: 'validation.tooLong' } },
    { change: { city: ' ' }, errors: { city: 'validation.required' } },
    { change: { state: 'New York' }, errors: { state: 'validation.stateInvalid' } },
    { change: { country: 'USA' }, errors: { country: 'validation.countryInvalid' } },
    { change: { country: '' }, errors: { country: 'validation.required' } },
    { change: { zipcode: '' }, errors: { zipcode: 'validation.required' } },
    { change: { zipcode: '1120' }, errors: { zipcode: 'validation.zipInvalid' } },
    { change: { zipcode: '560001' }, errors: { zipcode: 'validation.zipInvalid' } },
    { change: { country: 'IN', state: 'KA', zipcode: '560 001' }, errors: {} },
    { change: { latitude: 91 }, errors: { latitude: 'validation.invalid' } },
    { change: { city: '', zipcode: '1120' }, errors: { city: 'validation.required', zipcode: 'validation.zipInvalid' } },
  ])('$change', ({ change, errors }) => {
    const result = addressInputSchema.safeParse({ ...valid, ...change });
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual(errors);
  });

  it.each([
    { country: 'US', zip: '11201', expected: true },
    { country: 'US', zip: '1120A', expected: false },
    { country: 'IN', zip: '560001', expected: true },
    { country: 'GB', zip: 'SW1A1AA', expected: true },
    { country: 'GB', zip: 'SW', expected: false },
  ])('isValidPostalCode($country, $zip) is $expected', ({ country, zip, expected }) => {
    expect(isValidPostalCode(country, zip)).toBe(expected);
  });
});
