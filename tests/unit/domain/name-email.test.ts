import { describe, expect, it } from 'vitest';
import { emailSchema } from '../../../src/domain/validation/email.ts';
import { NAME_MAX_LENGTH, nameSchema } from '../../../src/domain/validation/name.ts';
import { check, fail, ok } from './check.ts';

describe('first and last name: required, no spaces or digits (spec §5)', () => {
  it.each([
    { input: 'Ann', expected: ok('Ann') },
    { input: '  Ann  ', expected: ok('Ann') },
    { input: "O'Brien", expected: ok("O'Brien") },
    { input: 'Smith-Jones', expected: ok('Smith-Jones') },
    { input: 'José', expected: ok('José') },
    { input: 'Zoë', expected: ok('Zoë') },
    { input: 'a'.repeat(NAME_MAX_LENGTH), expected: ok('a'.repeat(NAME_MAX_LENGTH)) },
    { input: '', expected: fail('validation.required') },
    { input: '   ', expected: fail('validation.required') },
    { input: undefined, expected: fail('validation.required') },
    { input: 'Mary Ann', expected: fail('validation.nameInvalid') },
    { input: 'Ann2', expected: fail('validation.nameInvalid') },
    { input: '007', expected: fail('validation.nameInvalid') },
    { input: 'Ann\tLee', expected: fail('validation.nameInvalid') },
    { input: '<b>', expected: fail('validation.nameInvalid') },
    { input: "'-.", expected: fail('validation.nameInvalid') },
    { input: 'a'.repeat(NAME_MAX_LENGTH + 1), expected: fail('validation.tooLong') },
  ])('$input', ({ input, expected }) => {
    expect(check(nameSchema, input)).toEqual(expected);
  });
});

describe('email: valid address required, trimmed and lower-cased (spec §5)', () => {
  it.each([
    { input: 'client@demo.test', expected: ok('client@demo.test') },
    { input: '  Client@Demo.TEST ', expected: ok('client@demo.test') },
    { input: 'first.last+tag@sub.example.com', expected: ok('first.last+tag@sub.example.com') },
    { input: '', expected: fail('validation.required') },
    { input: '   ', expected: fail('validation.required') },
    { input: null, expected: fail('validation.required') },
    { input: 'client', expected: fail('validation.emailInvalid') },
    { input: 'client@', expected: fail('validation.emailInvalid') },
    { input: '@demo.test', expected: fail('validation.emailInvalid') },
    { input: 'client@demo', expected: fail('validation.emailInvalid') },
    { input: 'cli ent@demo.test', expected: fail('validation.emailInvalid') },
    { input: 'a@b@demo.test', expected: fail('validation.emailInvalid') },
    { input: `${'a'.repeat(250)}@x.io`, expected: fail('validation.tooLong') },
  ])('$input', ({ input, expected }) => {
    expect(check(emailSchema, input)).toEqual(expected);
  });
});
