// A session's outcome moves its order item only through changeOrderItemStatus, the one door of the transition
// table (docs/team-brief-issue11.md "status table"): followOrderItem asks it for every move it makes, skips a move
// the table forbids when the caller is not strict, and refuses it when the caller is (a booking).
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import type * as OrderItemStatusModule from '../../server/services/bookings/order-item-status.ts';

const change = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../server/services/bookings/order-item-status.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof OrderItemStatusModule>()),
  changeOrderItemStatus: change,
}));

const { followOrderItem } = await import('../../server/services/scheduling/order-item-follow.ts');

/** A database whose one read (the item FOR UPDATE) answers `row`; any write outside changeOrderItemStatus throws. */
function fakeDb(row: { id: string; status: string; productType: string } | undefined): Database {
  const read = { from: () => read, innerJoin: () => read, where: () => read, for: async () => (row ? [row] : []) };
  const refuse = () => {
    throw new Error('order item written outside changeOrderItemStatus');
  };
  return { select: () => read, update: refuse, insert: refuse, delete: refuse, execute: refuse } as unknown as Database;
}

const NOW = new Date('2026-03-02T15:00:00Z');

describe('followOrderItem goes through changeOrderItemStatus', () => {
  beforeEach(() => change.mockClear());

  test('a booked lab and a started consultation move through the one transition door', async () => {
    const lab = fakeDb({ id: 'lab-1', status: 'OrderCreated', productType: 'LAB_TEST' });
    await followOrderItem(lab, 'lab-1', 'booked', NOW, true);
    expect(change).toHaveBeenLastCalledWith(lab, { id: 'lab-1', status: 'OrderCreated' }, 'LabBooked', NOW);
    const consult = fakeDb({ id: 'c-1', status: 'Scheduled', productType: 'CONSULTATION' });
    await followOrderItem(consult, 'c-1', 'started', NOW, false);
    expect(change).toHaveBeenLastCalledWith(consult, { id: 'c-1', status: 'Scheduled' }, 'ConsultationInProgress', NOW);
  });

  test('a move the table forbids: skipped when not strict, refused when strict; a missing item is left alone', async () => {
    await followOrderItem(fakeDb({ id: 'c-2', status: 'ConsultationCompleted', productType: 'CONSULTATION' }), 'c-2', 'cancelled', NOW, false);
    await expect(followOrderItem(fakeDb({ id: 'c-3', status: 'Completed', productType: 'CONSULTATION' }), 'c-3', 'booked', NOW, true)).rejects.toMatchObject({
      extensions: { reason: 'SESSION_TRANSITION_REFUSED' },
    });
    await followOrderItem(fakeDb(undefined), 'gone', 'lapsed', NOW, false);
    expect(change).not.toHaveBeenCalled();
  });
});
