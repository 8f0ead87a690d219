// Issue 13: the phone hint's own example '(555) 123-4567' was refused (an exchange cannot start with 1 in the
// US numbering plan). The example shown is now one constant that the validation accepts, and every way people
// write a US number is accepted, typed key by key through the field's formatting or pasted.
import { describe, expect, it } from 'vitest';
import { formatUsPhone } from '../../../src/components/form/input-format.ts';
import { PHONE_EXAMPLE, phoneSchema } from '../../../src/domain/validation/phone.ts';

/** What the field holds after each character is typed into it (the field re-formats on every change). */
function typeInto(text: string): string {
  let value = '';
  for (const char of text) value = formatUsPhone(value + char);
  return value;
}

describe('the phone hint example', () => {
  it('is accepted as typed and as the field shows it', () => {
    expect(phoneSchema.safeParse(PHONE_EXAMPLE).success).toBe(true);
    expect(typeInto(PHONE_EXAMPLE)).toBe(PHONE_EXAMPLE);
    expect(phoneSchema.parse(typeInto(PHONE_EXAMPLE))).toBe('2015550123');
  });
});

describe('the formats people type are accepted, typed or pasted', () => {
  it.each([
    '(201) 555-0123',
    '(201)555-0123',
    '201-555-0123',
    '201.555.0123',
    '201 555 0123',
    '2015550123',
    '+1 201 555 0123',
    '+1 (201) 555-0123',
    '1-201-555-0123',
    '1 (201) 555-0123',
    '12015550123',
    ' 201 555 0123 ',
    '+1-201-555-0123',
  ])('%s', (text) => {
    expect(phoneSchema.parse(text)).toBe('2015550123');
    expect(phoneSchema.parse(typeInto(text))).toBe('2015550123');
    expect(phoneSchema.parse(formatUsPhone(text))).toBe('2015550123');
  });
});
