// The medication columns of order items (program item, plan start, auto-renew), batched per request for the
// OrderItem fields; callers pass only ids of items they already read inside their scope.
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems } from '../../db/schema/index.ts';

export type ItemExtras = { programItemId: string | null; treatmentPlanStartDate: Date | null; autoRenewEnabled: boolean };

const perRequest = new WeakMap<object, DataLoader<string, ItemExtras | null>>();

export function itemExtrasLoader(requestKey: object, db: Database): DataLoader<string, ItemExtras | null> {
  let loader = perRequest.get(requestKey);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const rows = await db
        .select({ id: orderItems.id, programItemId: orderItems.programItemId, treatmentPlanStartDate: orderItems.treatmentPlanStartDate, autoRenewEnabled: orderItems.autoRenewEnabled })
        .from(orderItems)
        .where(inArray(orderItems.id, [...ids]));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    });
    perRequest.set(requestKey, loader);
  }
  return loader;
}
