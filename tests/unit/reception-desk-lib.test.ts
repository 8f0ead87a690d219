import { describe, expect, it } from 'vitest';
import { deskBlockers, type DeskBookingDraft } from '../../src/features/reception/lib/desk-booking.ts';
import { clientDetailsCandidate, clientDetailsValues, emptyClientDetails, feetAndInches } from '../../src/features/reception/lib/client-form-values.ts';
import { clientFormErrors } from '../../src/features/reception/lib/client-server-errors.ts';
import { heightParts, phoneWithCode, usDate } from '../../src/features/reception/lib/client-facts.ts';
import { validateBookingsSearch, validateListSearch, validateNewBookingSearch } from '../../src/features/reception/lib/reception-search.ts';
import { makeClientDetailsSchema } from '../../src/domain/reception/client-form.ts';

const UUID = '0b0c2f7e-3a51-4d7b-9a55-0d6b3f4b2a10';
const ready: DeskBookingDraft = { clientId: UUID, productId: UUID, visit: 'FACILITY', visitAddressId: null, payment: 'CARD_HOLD', paymentCardId: UUID, heldSessionId: UUID };
const needs = { slot: true, preAssessment: false, preAssessmentDone: false };

describe('what keeps a desk booking from going ahead', () => {
  it.each([
    { name: 'everything chosen', draft: ready, needs, expected: [] },
    { name: 'nothing chosen', draft: { ...ready, clientId: null, productId: null, paymentCardId: null, heldSessionId: null }, needs, expected: ['clientRequired', 'serviceRequired', 'cardRequired'] },
    { name: 'a consultation without a time', draft: { ...ready, heldSessionId: null }, needs, expected: ['slotRequired'] },
    { name: 'a service without a time to book', draft: { ...ready, heldSessionId: null }, needs: { ...needs, slot: false }, expected: [] },
    { name: 'a pre-assessment not answered', draft: ready, needs: { ...needs, preAssessment: true }, expected: ['preAssessmentRequired'] },
    { name: 'a pre-assessment answered', draft: ready, needs: { ...needs, preAssessment: true, preAssessmentDone: true }, expected: [] },
    { name: 'a callout without its address', draft: { ...ready, visit: 'CALLOUT' as const }, needs, expected: ['visitAddressRequired'] },
    { name: 'cash needs no card', draft: { ...ready, payment: 'CASH' as const, paymentCardId: null }, needs, expected: [] },
    { name: 'wallet then cash needs no card', draft: { ...ready, payment: 'WALLET_CASH' as const, paymentCardId: null }, needs, expected: [] },
  ])('$name', ({ draft, needs: wanted, expected }) => {
    expect(deskBlockers(draft, wanted)).toEqual(expected);
  });
});

describe('the front desk lists read their address', () => {
  it.each([
    [{}, {}],
    [{ q: '  ada  ', page: '2' }, { q: 'ada', page: 2 }],
    [{ q: 'x'.repeat(300), page: '1' }, { q: 'x'.repeat(100) }],
    [{ page: '0' }, {}],
    [{ page: 'abc' }, {}],
    [{ page: '2.5' }, {}],
  ])('%j -> %j', (search, expected) => {
    expect(validateListSearch(search)).toEqual(expected);
  });

  it('keeps a known stage only', () => {
    expect(validateBookingsSearch({ stage: 'UPCOMING', q: 'CB-1' })).toEqual({ q: 'CB-1', stage: 'UPCOMING' });
    expect(validateBookingsSearch({ stage: 'SOON' })).toEqual({});
  });

  it('keeps only ids that are UUIDs for a new booking', () => {
    expect(validateNewBookingSearch({ clientId: UUID, productId: 'nope', responseId: UUID })).toEqual({ clientId: UUID, responseId: UUID });
    expect(validateNewBookingSearch({ clientId: '<script>' })).toEqual({});
  });
});

describe('the client form', () => {
  const now = () => new Date('2026-11-26T12:00:00Z');
  const filled = {
    ...emptyClientDetails('America/New_York'),
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.test',
    dob: '12/09/1986',
    phone: '(212) 555-0199',
    gender: 'FEMALE',
    height: { unit: 'FT_IN' as const, feet: 5, inches: 7, cm: '' },
    weight: { value: '150.5', unit: 'Lb' as const },
  };

  it('passes the shared rules once every field of step 1 is filled', () => {
    const parsed = makeClientDetailsSchema({ now }).parse(clientDetailsCandidate(filled));
    expect(parsed.dob).toBe('1986-12-09');
    expect(parsed.height.cm).toBeCloseTo(170.2, 1);
    expect(parsed.weight).toEqual({ value: 150.5, unit: 'Lb' });
  });

  it.each([
    ['empty feet is required, not invalid', { height: { unit: 'FT_IN' as const, feet: '', inches: '', cm: '' } }, 'height.feet', 'validation.required'],
    ['nine feet is out of range', { height: { unit: 'FT_IN' as const, feet: 9, inches: 0, cm: '' } }, 'height.feet', 'validation.invalid'],
    ['a weight over the pound limit', { weight: { value: '1101', unit: 'Lb' as const } }, 'weight.value', 'validation.weightRangeLb'],
    ['no gender chosen', { gender: '' }, 'gender', 'validation.genderInvalid'],
  ])('%s', (_name, change, path, key) => {
    const result = makeClientDetailsSchema({ now }).safeParse(clientDetailsCandidate({ ...filled, ...change }));
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((entry) => entry.path.join('.') === path);
    expect(issue?.message).toBe(key);
  });

  it('reads a saved client back into the form', () => {
    const values = clientDetailsValues(
      { firstName: 'Grace', lastName: 'Hopper', email: 'g@example.test', dob: '1986-12-09', phone: '2125550199', gender: 'FEMALE', timezone: null, heightCm: 170.2, weight: { value: 150.5, unit: 'Lb' } },
      'America/Chicago',
    );
    expect(values).toMatchObject({ dob: '12/09/1986', phone: '(212) 555-0199', timezone: 'America/Chicago', height: { unit: 'FT_IN', feet: 5, inches: 7 }, weight: { value: '150.5', unit: 'Lb' } });
    expect(feetAndInches(182.9)).toEqual({ feet: 6, inches: 0 });
  });

  it('puts the server field errors on the step they belong to', () => {
    const errors = clientFormErrors({ code: 'BAD_USER_INPUT', network: false, fields: { feet: 'validation.invalid', value: 'validation.weightFormat', zipcode: 'validation.zipInvalid' } }, 'taken');
    expect(errors).toEqual({ details: { 'height.feet': 'validation.invalid', 'weight.value': 'validation.weightFormat' }, address: { zipcode: 'validation.zipInvalid' } });
    expect(clientFormErrors({ code: 'EMAIL_TAKEN', network: false, fields: {} }, 'That email is taken').details).toEqual({ email: 'That email is taken' });
  });

  it('writes the facts as the desk shows them', () => {
    expect(usDate('1986-12-09')).toBe('12/09/1986');
    expect(phoneWithCode('+1', '2125550199')).toBe('+1 (212) 555-0199');
    expect(heightParts(170.2, 'FT_IN')).toEqual({ unit: 'FT_IN', feet: 5, inches: 7 });
    expect(heightParts(170.24, 'CM')).toEqual({ unit: 'CM', cm: 170.2 });
    expect(heightParts(null, 'CM')).toBeNull();
  });
});
