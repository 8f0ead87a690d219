import { describe, expect, it } from 'vitest';
import { MEDICATION_ORDER_STATUSES } from '../../src/domain/medication/medication-order-status.ts';
import { fulfilmentActions } from '../../src/features/fulfilment/lib/fulfilment-actions.ts';
import { searchOf, validateFulfilmentSearch, viewOf } from '../../src/features/fulfilment/lib/fulfilment-search.ts';
import { shipmentFormSchema } from '../../src/features/fulfilment/lib/shipment-form.ts';

describe('the next step the queue offers for an order', () => {
  const expected = {
    PROCESSING: [],
    ORDERED: ['prepare'],
    PREPARING: ['ship'],
    SHIPPED: ['deliver'],
    DELIVERED: [],
    MISSING_REPORTED: ['ship', 'deliver'],
    FAILED: [],
    CANCELLED: [],
  } as const;
  it.each(MEDICATION_ORDER_STATUSES)('%s', (status) => {
    expect(fulfilmentActions(status)).toEqual(expected[status]);
  });
});

describe('the queue address (?status=&q=&page=)', () => {
  it.each([
    [{}, { status: 'ORDERED', search: '', page: 1 }],
    [{ status: 'SHIPPED', q: ' CB-10001-1 ', page: '3' }, { status: 'SHIPPED', search: 'CB-10001-1', page: 3 }],
    [{ status: 'FAILED', q: '', page: '0' }, { status: 'ORDERED', search: '', page: 1 }],
    [{ status: 'shipped', page: '2.5' }, { status: 'ORDERED', search: '', page: 1 }],
    [{ q: 'x'.repeat(150) }, { status: 'ORDERED', search: 'x'.repeat(100), page: 1 }],
  ])('%j reads as %j', (search, view) => {
    expect(viewOf(validateFulfilmentSearch(search))).toEqual(view);
  });

  it('leaves the defaults out of the address', () => {
    expect(searchOf({ status: 'ORDERED', search: '', page: 1 })).toEqual({ status: undefined, q: undefined, page: undefined });
    expect(searchOf({ status: 'MISSING_REPORTED', search: 'Ada', page: 2 })).toEqual({ status: 'MISSING_REPORTED', q: 'Ada', page: 2 });
  });
});

describe('the shipment form', () => {
  const valid = { carrier: 'UPS', trackingNumber: '1Z999', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999' };

  it('accepts a carrier, a tracking number and an https tracking page', () => {
    expect(shipmentFormSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['trackingUrl', 'http://www.ups.com/track', 'validation.invalid'],
    ['trackingUrl', 'javascript:alert(1)', 'validation.invalid'],
    ['trackingUrl', '', 'validation.required'],
    ['carrier', '  ', 'validation.required'],
    ['trackingNumber', '1Z 999', 'validation.invalid'],
  ])('%s %j is refused with %s (the message shown under the field)', (field, value, key) => {
    const result = shipmentFormSchema.safeParse({ ...valid, [field]: value });
    const issues = result.error?.issues ?? [];
    expect(issues.every((issue) => issue.path.join('.') === field)).toBe(true);
    expect(issues[0]?.message).toBe(key);
  });
});
