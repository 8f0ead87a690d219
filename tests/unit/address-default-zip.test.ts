// Issue 13: the zip field was empty; spec §5 gives the default zip 11201. Every new address (the shared address
// form and sign-up's address step) starts from it.
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS_FORM } from '../../src/components/address/address-form-values.ts';
import { DEFAULT_ZIP, zipSchema } from '../../src/domain/validation/zip.ts';
import { EMPTY_ADDRESS, initialSignupDraft } from '../../src/features/auth/machines/signup-steps.ts';

describe('a new address starts at the default zip 11201', () => {
  it('is the spec default and a valid zip', () => {
    expect(DEFAULT_ZIP).toBe('11201');
    expect(zipSchema.parse(DEFAULT_ZIP)).toBe('11201');
  });

  it('in the shared address form', () => {
    expect(EMPTY_ADDRESS_FORM.zipcode).toBe('11201');
  });

  it('in sign-up', () => {
    expect(EMPTY_ADDRESS.zipcode).toBe('11201');
    expect(initialSignupDraft(null).address.zipcode).toBe('11201');
  });
});
