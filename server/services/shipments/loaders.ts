// Shipments asked for by a page of order items, batched per request: ten items cost one query, not ten.
import DataLoader from 'dataloader';
import type { Database } from '../../db/client.ts';
import { shipmentsOfItems, type ShipmentView } from './shipments.ts';

const perRequest = new WeakMap<object, DataLoader<string, ShipmentView[]>>();

/** One loader per request, keyed by the request's context object (it lives exactly as long as the request). */
export function shipmentsLoader(requestKey: object, db: Database): DataLoader<string, ShipmentView[]> {
  let loader = perRequest.get(requestKey);
  if (!loader) {
    loader = new DataLoader((ids: readonly string[]) => shipmentsOfItems(db, ids));
    perRequest.set(requestKey, loader);
  }
  return loader;
}
