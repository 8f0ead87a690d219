import { describe, expect, it } from 'vitest';
import { addressFormValues, savedAddressInput, toAddressInput } from '../../src/components/address/address-form-values.ts';
import { addressLines, addressOneLine } from '../../src/components/address/address-lines.ts';
import { addressInputSchema } from '../../src/domain/validation/address.ts';

const saved = {
  addressLine1: '12 Harbor Street',
  addressLine2: null,
  city: 'Albany',
  state: 'NY',
  country: 'US',
  zipcode: '12207',
  contact: '5552014567',
  instructions: 'Leave with the concierge',
};

describe('address form values', () => {
  it('fills the form from a saved address', () => {
    expect(addressFormValues(saved)).toEqual({ addressLine1: '12 Harbor Street', addressLine2: '', city: 'Albany', state: 'NY', zipcode: '12207' });
  });

  it('sends a US address, keeping the contact and instructions the form does not show', () => {
    expect(toAddressInput({ ...addressFormValues(saved), addressLine2: ' Unit 4 ' }, saved)).toEqual({
      addressLine1: '12 Harbor Street',
      addressLine2: 'Unit 4',
      city: 'Albany',
      state: 'NY',
      country: 'US',
      zipcode: '12207',
      contact: '5552014567',
      instructions: 'Leave with the concierge',
    });
  });

  it('cleans the postal code (spaces and symbols removed) and upper-cases the state', () => {
    const input = toAddressInput({ addressLine1: '1 Main St', addressLine2: '', city: 'Albany', state: 'ny', zipcode: '122-07' });
    expect(input.zipcode).toBe('12207');
    expect(input.state).toBe('NY');
    expect(input.addressLine2).toBeUndefined();
  });

  it('refuses a US zip code that is not 5 digits', () => {
    expect(() => toAddressInput({ addressLine1: '1 Main St', addressLine2: '', city: 'Albany', state: 'NY', zipcode: '1220' })).toThrow();
  });

  it('sends a saved address back unchanged (making it the default)', () => {
    expect(addressInputSchema.safeParse(savedAddressInput(saved)).success).toBe(true);
    expect(savedAddressInput(saved)).toMatchObject({ addressLine1: '12 Harbor Street', zipcode: '12207', contact: '5552014567' });
  });
});

describe('address lines', () => {
  it("shows line 1 with the 'Apt' prefix, then line 2 and the city line", () => {
    expect(addressLines({ ...saved, addressLine2: 'Unit 4' }, 'Apt')).toEqual(['Apt 12 Harbor Street', 'Unit 4', 'Albany, NY 12207']);
  });

  it('skips an empty line 2 and does not prefix twice', () => {
    expect(addressLines({ ...saved, addressLine1: 'Apt 3B, 12 Harbor Street', addressLine2: '  ' }, 'Apt')).toEqual([
      'Apt 3B, 12 Harbor Street',
      'Albany, NY 12207',
    ]);
  });

  it('reads as one line for labels', () => {
    expect(addressOneLine(saved, 'Apto.')).toBe('Apto. 12 Harbor Street, Albany, NY 12207');
  });
});
