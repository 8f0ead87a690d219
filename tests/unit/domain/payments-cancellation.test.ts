import { describe, expect, it } from 'vitest';
import { cancellationCharge, isWithinCancellationWindow } from '../../../src/domain/payments/cancellation-charge.ts';
import { PaymentRuleError } from '../../../src/domain/payments/payment-errors.ts';
import { RECEPTIONIST_PRE_AUTHORIZATION } from '../../../src/domain/payments/pre-authorization.ts';
import type { Money } from '../../../src/domain/pricing/money-value.ts';

const usd = (amount: number): Money => ({ amount, currency: 'USD' });
const appointmentAt = new Date('2026-05-10T15:00:00Z');
const hoursBefore = (hours: number) => new Date(appointmentAt.getTime() - hours * 60 * 60 * 1000);

function errorCode(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof PaymentRuleError) return error.code;
    throw error;
  }
}

describe('pre-authorization (spec §9)', () => {
  it('is $490 in USD minor units', () => {
    expect(RECEPTIONIST_PRE_AUTHORIZATION).toEqual(usd(49000));
  });
});

describe('cancellation charge: a percentage within N hours of the appointment (spec §9, both from data)', () => {
  it.each([
    { name: 'well before the window', amount: 49000, percentage: 50, withinHours: 24, before: 48, charge: 0 },
    { name: 'exactly N hours before (not within)', amount: 49000, percentage: 50, withinHours: 24, before: 24, charge: 0 },
    { name: 'a minute inside the window', amount: 49000, percentage: 50, withinHours: 24, before: 24 - 1 / 60, charge: 24500 },
    { name: 'an hour before', amount: 49000, percentage: 25, withinHours: 24, before: 1, charge: 12250 },
    { name: 'at the start', amount: 49000, percentage: 100, withinHours: 24, before: 0, charge: 49000 },
    { name: 'after the start', amount: 49000, percentage: 100, withinHours: 24, before: -2, charge: 49000 },
    { name: 'a zero-hour window before the start', amount: 49000, percentage: 100, withinHours: 0, before: 0.5, charge: 0 },
    { name: 'a zero-hour window at the start', amount: 49000, percentage: 100, withinHours: 0, before: 0, charge: 0 },
    { name: 'a zero-hour window after the start', amount: 49000, percentage: 100, withinHours: 0, before: -0.5, charge: 49000 },
    { name: 'a fractional window', amount: 10000, percentage: 10, withinHours: 1.5, before: 1, charge: 1000 },
    { name: 'zero percent', amount: 49000, percentage: 0, withinHours: 24, before: 1, charge: 0 },
    { name: 'rounds half up: 12.5% of 99', amount: 99, percentage: 12.5, withinHours: 24, before: 1, charge: 12 },
    { name: 'rounds half up: 50% of 1', amount: 1, percentage: 50, withinHours: 24, before: 1, charge: 1 },
    { name: 'rounds half up: 15% of 1999 (299.85)', amount: 1999, percentage: 15, withinHours: 24, before: 1, charge: 300 },
    { name: 'rounds half up: 33.3% of 1001 (333.333)', amount: 1001, percentage: 33.3, withinHours: 24, before: 1, charge: 333 },
    { name: 'nothing to charge on zero', amount: 0, percentage: 50, withinHours: 24, before: 1, charge: 0 },
  ])('$name', ({ amount, percentage, withinHours, before, charge }) => {
    expect(cancellationCharge({ amount: usd(amount), percentage, withinHours, appointmentAt, now: hoursBefore(before) })).toEqual(usd(charge));
  });

  it('keeps the amount currency', () => {
    expect(cancellationCharge({ amount: { amount: 1000, currency: 'EUR' }, percentage: 10, withinHours: 24, appointmentAt, now: hoursBefore(1) })).toEqual({ amount: 100, currency: 'EUR' });
  });

  it.each([
    { name: 'a negative amount', input: { amount: usd(-1), percentage: 10, withinHours: 24 }, code: 'INVALID_AMOUNT' },
    { name: 'a percentage over 100', input: { amount: usd(100), percentage: 100.5, withinHours: 24 }, code: 'INVALID_POLICY' },
    { name: 'a negative percentage', input: { amount: usd(100), percentage: -5, withinHours: 24 }, code: 'INVALID_POLICY' },
    { name: 'a NaN percentage', input: { amount: usd(100), percentage: Number.NaN, withinHours: 24 }, code: 'INVALID_POLICY' },
    { name: 'negative hours', input: { amount: usd(100), percentage: 10, withinHours: -1 }, code: 'INVALID_POLICY' },
    { name: 'infinite hours', input: { amount: usd(100), percentage: 10, withinHours: Number.POSITIVE_INFINITY }, code: 'INVALID_POLICY' },
  ])('refuses $name', ({ input, code }) => {
    expect(errorCode(() => cancellationCharge({ ...input, appointmentAt, now: hoursBefore(1) }))).toBe(code);
  });

  it('refuses an invalid date', () => {
    expect(errorCode(() => isWithinCancellationWindow({ withinHours: 24, appointmentAt: new Date('nope'), now: hoursBefore(1) }))).toBe('INVALID_DATE');
  });
});
