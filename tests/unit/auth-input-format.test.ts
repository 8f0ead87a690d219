import { describe, expect, it } from 'vitest';
import {
  formatDateOfBirth,
  formatDriversLicense,
  formatSsn,
  formatUsPhone,
} from '../../src/components/form/input-format.ts';
import { passwordChecks } from '../../src/components/form/password-rules.ts';

describe('typing formatters', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555123', '(555) 123'],
    ['5551234567', '(555) 123-4567'],
    ['+1 555 123 4567', '(555) 123-4567'],
    ['555-123-45678', '(555) 123-4567'],
  ])('phone %j -> %j', (typed, shown) => {
    expect(formatUsPhone(typed)).toBe(shown);
  });

  it.each([
    ['1', '1'],
    ['121', '12/1'],
    ['12101990', '12/10/1990'],
    ['12/10/19901', '12/10/1990'],
    ['ab12-10', '12/10'],
  ])('date of birth %j -> %j', (typed, shown) => {
    expect(formatDateOfBirth(typed)).toBe(shown);
  });

  it.each([
    ['123', '123'],
    ['12345', '123-45'],
    ['123456789', '123-45-6789'],
    ['123 45 67890', '123-45-6789'],
  ])('SSN %j -> %j', (typed, shown) => {
    expect(formatSsn(typed)).toBe(shown);
  });

  it("upper-cases a driver's licence and removes spaces and symbols", () => {
    expect(formatDriversLicense('d12-345 67.x')).toBe('D1234567X');
  });
});

describe('password checklist', () => {
  it.each([
    ['', []],
    ['abcdefgh', ['length', 'lower']],
    ['Abcdefg1', ['length', 'upper', 'lower', 'digit']],
    ['Demo!2345', ['length', 'upper', 'lower', 'digit', 'special']],
    ['A!1a', ['upper', 'lower', 'digit', 'special']],
  ])('%j meets %j', (password, met) => {
    expect(passwordChecks(password).filter((check) => check.met).map((check) => check.rule)).toEqual(met);
  });
});
