// The checkout catalogue kept per API process for quotes (orderPricingSummary's checkout, issue 18): a location's
// place (its business, organization, currency and platform fee), the rows of the products quoted there (price at
// the location, shipping, status, the business's categories they are in) and the promo codes asked for, so a quote
// of a cart already seen costs no database work while nothing changed. These are catalogue rows, the same for every
// caller: the caller's checks (its grant's organization and, for staff, business) still run on every quote against
// the kept place. Emptied in every process when the admin changes them: catalogue, locations, business and money
// settings flush the public content (event bus topic publicContent, which this cache listens to), coupons publish
// their own topic (quoteCatalogueChanged); an entry also ends after QUOTE_CATALOGUE_TTL_MS at the latest.
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import type { CouponRow } from '../coupons.ts';
import type { CheckoutProductRow } from './priced-items.ts';
import { onEachEvent } from '../../adapters/events/event-bus.ts';
import { perDepsCache } from '../per-deps-cache.ts';

/**
 * What crosses the event bus (topic quoteCatalogue) when a promo code is created or ended: every other process drops
 * the organization's kept rows (all without one). `origin` is the publishing process, which has already dropped its own.
 */
export type QuoteCatalogueEvent = { origin: string; organizationId?: string };

/** The longest an entry lives: a write that skipped invalidation (SQL by hand, a script) shows within it. */
export const QUOTE_CATALOGUE_TTL_MS = 60_000;
/** Locations kept per process (the oldest go first). */
const MAX_LOCATIONS = 1_000;
/** Products kept per location (asked for: a location past it starts its product list again). */
const MAX_PRODUCTS_PER_LOCATION = 5_000;
/** Promo codes kept per process, found or not (the oldest go first). */
const MAX_COUPONS = 5_000;

/** What a quote needs of its location: the business it prices for, in which organization, currency and fee. */
export type QuotePlace = { readonly organizationId: string; readonly businessId: string; readonly currencyCode: string; readonly platformFee: number };

/** A quote's catalogue rows: each named product's rows (none: not the business's product), and the coupon (null: none). */
export type QuoteCatalogue = { place: QuotePlace; rowsOf: ReadonlyMap<string, readonly CheckoutProductRow[]>; coupon: CouponRow | null | undefined };

type LocationEntry = { place: QuotePlace; products: Map<string, readonly CheckoutProductRow[]>; until: number };
type CouponEntry = { row: CouponRow | null; organizationId: string; until: number };

export type QuoteCatalogueCache = {
  readonly enabled: boolean;
  /** Bumped by every invalidation: rows read under an older generation are not stored. */
  generation(): number;
  /**
   * The kept rows of a quote at `locationId` of `productIds` (and of `promoCode` at the location's business when
   * given), or undefined when any of them is not kept.
   */
  get(locationId: string, productIds: readonly string[], promoCode: string | undefined): QuoteCatalogue | undefined;
  /** Keeps rows read in one statement under `generation` (dropped if an invalidation came in between). */
  set(generation: number, locationId: string, read: QuoteCatalogue, productIds: readonly string[], promoCode: string | undefined): void;
  /** Drops the organization's rows (everything without one) here and in every other process. */
  invalidate(organizationId?: string): void;
};

const couponKey = (businessId: string, code: string) => `${businessId}\u0000${code}`;

function createQuoteCatalogueCache(deps: Pick<AppDeps, 'config' | 'events'>, enabled: boolean): QuoteCatalogueCache {
  const origin = randomUUID();
  const locations = new Map<string, LocationEntry>();
  const coupons = new Map<string, CouponEntry>();
  let generation = 0;

  const dropLocally = (organizationId?: string) => {
    generation += 1;
    if (!organizationId) {
      locations.clear();
      coupons.clear();
      return;
    }
    for (const [key, entry] of locations) if (entry.place.organizationId === organizationId) locations.delete(key);
    for (const [key, entry] of coupons) if (entry.organizationId === organizationId) coupons.delete(key);
  };

  if (enabled) {
    // Coupons changed in another process (ours were dropped before publishing).
    onEachEvent(deps.events, 'quoteCatalogue', 'quote-catalogue-cache', (event) => {
      if (event.origin !== origin) dropLocally(event.organizationId);
    });
    // The catalogue, a location, the business or its money settings changed, in this process or another: every
    // such admin change flushes the public content (invalidatePublicContent), whichever process made it.
    onEachEvent(deps.events, 'publicContent', 'quote-catalogue-cache', (event) => {
      dropLocally(event.organizationId && event.organizationId !== 'all' ? event.organizationId : undefined);
    });
  }

  return {
    enabled,
    generation: () => generation,
    get: (locationId, productIds, promoCode) => {
      if (!enabled) return undefined;
      const now = performance.now();
      const entry = locations.get(locationId);
      if (!entry) return undefined;
      if (entry.until <= now) {
        locations.delete(locationId);
        return undefined;
      }
      for (const id of productIds) if (!entry.products.has(id)) return undefined;
      let coupon: CouponRow | null | undefined;
      if (promoCode !== undefined) {
        const kept = coupons.get(couponKey(entry.place.businessId, promoCode));
        if (!kept || kept.until <= now) return undefined;
        coupon = kept.row;
      }
      return { place: entry.place, rowsOf: entry.products, coupon };
    },
    set: (readUnder, locationId, read, productIds, promoCode) => {
      if (!enabled || readUnder !== generation) return;
      const now = performance.now();
      let entry = locations.get(locationId);
      const same = entry && entry.until > now && entry.place.organizationId === read.place.organizationId && entry.place.businessId === read.place.businessId;
      if (!entry || !same) {
        locations.delete(locationId);
        entry = { place: Object.freeze({ ...read.place }), products: new Map(), until: now + QUOTE_CATALOGUE_TTL_MS };
        locations.set(locationId, entry);
        if (locations.size > MAX_LOCATIONS) {
          const oldest = locations.keys().next().value;
          if (oldest !== undefined) locations.delete(oldest);
        }
      }
      if (entry.products.size + productIds.length > MAX_PRODUCTS_PER_LOCATION) entry.products.clear();
      for (const id of productIds) entry.products.set(id, Object.freeze((read.rowsOf.get(id) ?? []).map((row) => Object.freeze({ ...row }))));
      if (promoCode !== undefined && read.coupon !== undefined) {
        const key = couponKey(read.place.businessId, promoCode);
        coupons.delete(key);
        coupons.set(key, { row: read.coupon === null ? null : Object.freeze({ ...read.coupon }), organizationId: read.place.organizationId, until: now + QUOTE_CATALOGUE_TTL_MS });
        if (coupons.size > MAX_COUPONS) {
          const oldest = coupons.keys().next().value;
          if (oldest !== undefined) coupons.delete(oldest);
        }
      }
    },
    invalidate: (organizationId) => {
      if (!enabled) return;
      dropLocally(organizationId);
      const event: QuoteCatalogueEvent = organizationId ? { origin, organizationId } : { origin };
      try {
        deps.events.pubsub.publish('quoteCatalogue', event);
      } catch (error) {
        // The other processes' rows still end with their TTL.
        console.error(`[quote-catalogue-cache] publish failed: ${error instanceof Error ? error.message : 'unknown error'}`);
      }
    },
  };
}

const kept = perDepsCache(createQuoteCatalogueCache);

/**
 * The process's quote catalogue for these deps: on exactly when the public cache is (not under NODE_ENV=test,
 * where tests write catalogue rows straight into the database between requests and the public cache does not
 * publish its flushes; the cache's own test turns both on).
 */
export function quoteCatalogueCache(deps: Pick<AppDeps, 'config' | 'events'>): QuoteCatalogueCache {
  return kept.of(deps);
}

/** Gives these deps a working quote catalogue (its tests, with usePublicCache); call before building the app. */
export function useQuoteCatalogueCache(deps: Pick<AppDeps, 'config' | 'events'>): QuoteCatalogueCache {
  return kept.turnOn(deps);
}

/**
 * Call after the transaction of a change to what a quote reads that does not flush the public content (a promo
 * code created or ended): the organization's kept rows are dropped in every API process.
 */
export function quoteCatalogueChanged(deps: Pick<AppDeps, 'config' | 'events'>, organizationId: string): void {
  quoteCatalogueCache(deps).invalidate(organizationId);
}
