// Relations the bookings screens ask for, loaded lazily and batched per request: a page of ten items asking for
// their consults, orders and addresses costs a few queries, not ten of each.
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clientAddresses } from '../../db/schema/index.ts';
import type { ActingGrant } from '../orders/checkout-place.ts';
import { readOrder, type OrderView } from '../orders/read-order.ts';
import { consultsOfItems, type ConsultView } from './consults.ts';

export type ClientAddressRow = typeof clientAddresses.$inferSelect;

export type BookingLoaders = {
  consultsOfItem: DataLoader<string, ConsultView[]>;
  order: DataLoader<string, OrderView>;
  address: DataLoader<string, ClientAddressRow | null>;
};

function createLoaders(db: Database, grant: ActingGrant, now: () => Date): BookingLoaders {
  return {
    consultsOfItem: new DataLoader((ids: readonly string[]) => consultsOfItems(db, ids, now())),
    // readOrder checks the grant again, so an order reached through an item is never anyone else's.
    order: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => readOrder(db, id, grant)))),
    address: new DataLoader(async (ids: readonly string[]) => {
      // Soft-deleted addresses included: a booking keeps the address it was made with.
      const rows = await db.select().from(clientAddresses).where(inArray(clientAddresses.id, [...ids]));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
  };
}

const perRequest = new WeakMap<object, BookingLoaders>();

/** One set per request, keyed by the request's context object (it lives exactly as long as the request). */
export function bookingLoaders(requestKey: object, db: Database, grant: ActingGrant, now: () => Date): BookingLoaders {
  let loaders = perRequest.get(requestKey);
  if (!loaders) {
    loaders = createLoaders(db, grant, now);
    perRequest.set(requestKey, loaders);
  }
  return loaders;
}
