// A client's own bookings list kept per API process (issue 18, the orders list's last page with 5,000 items): a page
// as its one statement answered it, keyed by organization, client and the question (the parsed arguments), is
// answered again without the database until a table it reads changes. Its writers are many (checkout, status
// changes, bookings, consults, prescriptions, the catalogue, jobs, other processes), so it listens to the database
// itself (table-changes.ts, migration 0032): a change of the client's items, orders, counts or sessions drops that
// client's pages; a change of a table without a client id (names, prescriptions and their directions, declines)
// drops the organization's; a TRUNCATE or missed changes drop everything. The access check runs per request before
// it; the consults' flags are made per request from the kept rows (the clock). Own writes: PGlite hears a write
// before its COMMIT resolves; on a PostgreSQL server the LISTEN connection hears it a moment later, so after a
// mutation of this process the next read here first waits for that connection to catch up (useOwnWritesHeard).
import type { AppDeps } from '../../deps.ts';
import { tableChanges, type MissedChanges, type TableChange } from '../table-changes.ts';
import type { BookingPageKeeper, BookingPageRead } from './list-orders.ts';
import type { BookingsScope } from './scope.ts';
import { perDepsCache } from '../per-deps-cache.ts';
import { createReadsInFlight } from '../reads-in-flight.ts';

/** Every table the page's statement reads (list-orders.ts pageStatement, keysetPage, offsetPage, totalOf). */
export const ORDERS_PAGE_TABLES = [
  'order_items',
  'orders',
  'order_item_counts',
  'hcp_sessions',
  'products',
  'categories',
  'organizations',
  'businesses',
  'locations',
  'provider_profiles',
  'prescriptions',
  'prescription_directions',
  'treatment_declines',
] as const;

/** The longest a page lives, whatever is heard (a safety net: every write of its tables is heard). */
export const ORDERS_PAGE_TTL_MS = 60_000;
/** Clients whose pages a process keeps (the least recently asked go first), and pages kept per client. */
const MAX_CLIENTS = 2_000;
const MAX_PAGES_PER_CLIENT = 8;
/** Clients and organizations remembered as changed (for reads under way); past it, every read under way is refused. */
const MAX_CHANGED = 10_000;

export type OrdersPageCacheDeps = Pick<AppDeps, 'config' | 'db'>;

type Entry = { page: BookingPageRead; until: number };

export type OrdersPageCache = BookingPageKeeper & {
  readonly enabled: boolean;
  /** Pages kept now (tests). */
  size(): number;
};

const clientKeyOf = (organizationId: string, clientId: string) => `${organizationId}:${clientId}`;

function createOrdersPageCache(deps: OrdersPageCacheDeps, enabled: boolean): OrdersPageCache {
  const feed = enabled ? tableChanges(deps.db) : undefined;
  /** Kept pages by client, then by question; a Map keeps the order clients were last asked for. */
  const clients = new Map<string, Map<string, Entry>>();
  /** Reads under way by client and question, with the change count they started under. */
  const pending = createReadsInFlight<BookingPageRead>();
  /** Each change heard bumps `changes`; a read that started before a change of its client or organization is not kept. */
  let changes = 0;
  const clientChangedAt = new Map<string, number>();
  const organizationChangedAt = new Map<string, number>();
  /** Reads started before this count are not kept (everything dropped, or the maps above cleared to bound them). */
  let floor = 0;

  const dropAll = () => {
    changes += 1;
    floor = changes;
    clientChangedAt.clear();
    organizationChangedAt.clear();
    clients.clear();
    pending.clear();
  };
  const remember = (map: Map<string, number>, key: string) => {
    if (map.size >= MAX_CHANGED) {
      dropAll();
      return;
    }
    map.set(key, changes);
  };
  const dropClient = (organizationId: string, clientId: string) => {
    changes += 1;
    const clientKey = clientKeyOf(organizationId, clientId);
    remember(clientChangedAt, clientKey);
    clients.delete(clientKey);
    pending.forget(clientKey);
  };
  const dropOrganization = (organizationId: string) => {
    changes += 1;
    remember(organizationChangedAt, organizationId);
    const prefix = `${organizationId}:`;
    for (const key of clients.keys()) if (key.startsWith(prefix)) clients.delete(key);
    pending.forgetWhere((key) => key.startsWith(prefix));
  };

  feed?.onTableChange(ORDERS_PAGE_TABLES, (change: TableChange | MissedChanges) => {
    if (change.kind === 'missed' || !change.organizationId) dropAll();
    else if (change.clientId) dropClient(change.organizationId, change.clientId);
    else dropOrganization(change.organizationId);
  });

  /** Whether a read that started under change count `token` may still be kept or shared. */
  const current = (organizationId: string, clientKey: string, token: number) =>
    token >= floor && (clientChangedAt.get(clientKey) ?? -1) <= token && (organizationChangedAt.get(organizationId) ?? -1) <= token;

  const keep = (clientKey: string, key: string, page: BookingPageRead) => {
    let pages = clients.get(clientKey);
    if (pages) clients.delete(clientKey);
    else pages = new Map();
    clients.set(clientKey, pages);
    pages.delete(key);
    pages.set(key, { page, until: performance.now() + ORDERS_PAGE_TTL_MS });
    if (pages.size > MAX_PAGES_PER_CLIENT) pages.delete(pages.keys().next().value as string);
    if (clients.size > MAX_CLIENTS) clients.delete(clients.keys().next().value as string);
  };

  const lookUp = (scope: BookingsScope & { clientId: string }, key: string, read: () => Promise<BookingPageRead>): Promise<BookingPageRead> => {
    // Nothing is served or kept while changes may go unheard (before the first LISTEN, a lost connection).
    if (!feed?.live()) return read();
    const { organizationId } = scope;
    const clientKey = clientKeyOf(organizationId, scope.clientId);
    const hit = clients.get(clientKey)?.get(key);
    // A monotonic clock: the app's clock (deps.now) is moved by tests and must not stretch an entry's life.
    if (hit && hit.until > performance.now()) return Promise.resolve(hit.page);
    const under = pending.joinable(clientKey, key, (token) => current(organizationId, clientKey, token));
    if (under) return under;
    const token = changes;
    const page = read();
    pending.add(clientKey, key, token, page);
    page.then(
      (answer) => {
        if (feed.live() && current(organizationId, clientKey, token)) keep(clientKey, key, answer);
      },
      () => undefined,
    );
    return page;
  };

  return {
    enabled,
    size: () => {
      let n = 0;
      for (const pages of clients.values()) n += pages.size;
      return n;
    },
    page: (scope, key, read) => {
      if (!feed) return read();
      // After a mutation of this process, its changes are heard before anything is answered from here.
      const catchingUp = feed.ownWritesHeard();
      return catchingUp ? catchingUp.then(() => lookUp(scope, key, read)) : lookUp(scope, key, read);
    },
  };
}

const kept = perDepsCache(createOrdersPageCache);

/**
 * The process's cache of clients' bookings pages for these deps: on, except under NODE_ENV=test, where tests write
 * rows between requests and read them at once on PostgreSQL (the cache's own test turns it on with useOrdersPageCache).
 */
export function ordersPageCache(deps: OrdersPageCacheDeps): OrdersPageCache {
  return kept.of(deps);
}

/** Gives these deps a working cache (its tests); call before building the app. */
export function useOrdersPageCache(deps: OrdersPageCacheDeps): OrdersPageCache {
  return kept.turnOn(deps);
}
