// The desk's clients pages kept per API process (issue 15's search p99, issue 18): a page of receptionClients, as
// asked (organization, role, search term, page), is answered again without the database until a row it reads
// changes. It needs no list of writers: the database itself notifies every committed write of the tables the page
// reads (table-changes.ts): clients, users, client_addresses and reception_client_details (the search text and the
// unsearched total are kept from clients and users by triggers). A change of an organization's row drops that
// organization's pages; a person (users has no organization: a person may be a client of several) or a TRUNCATE
// drops every page; missed notifications (a lost LISTEN connection) drop every page, and nothing is kept or served
// while the feed is not live. A read begun before a change is never kept, nor shared with a read begun after it.
// This process's own writes (a mutation) are heard before its next read (PGlite with the write; on PostgreSQL the
// read first waits for ownWritesHeard). The access check (a RECEPTIONIST grant, its organization) runs per request
// before this cache: it only spares the page's statement.
import type { AppDeps } from '../../deps.ts';
import { tableChanges, type MissedChanges, type TableChange } from '../table-changes.ts';
import { parseReceptionClientsArgs, readReceptionClientPage, type ReceptionClientPage, type ReceptionClientsArgs } from './client-search.ts';
import { perDepsCache } from '../per-deps-cache.ts';
import { createReadsInFlight } from '../reads-in-flight.ts';

/** Every table the page's statement reads, directly or through what triggers keep from them. */
export const CLIENT_SEARCH_TABLES = ['clients', 'users', 'client_addresses', 'reception_client_details'] as const;
/** The longest a page lives, whatever is heard (a safety net: every committed write is notified). */
export const CLIENT_SEARCH_CACHE_TTL_MS = 60_000;
/** Organizations whose pages a process keeps (the least recently asked go first), and pages kept per organization. */
const MAX_ORGANIZATIONS = 1_000;
const MAX_PAGES_PER_ORGANIZATION = 128;
/** Organizations remembered as changed (for pages being read while they changed); past it, every read under way is refused. */
const MAX_CHANGED = 10_000;

/** Arguments already parsed, by their raw values: a question asked again skips zod (~2 % of a kept page's thread). */
const parsedArgs = new Map<string, ReceptionClientsArgs>();
const MAX_PARSED = 1_000;

function argsOf(raw: unknown): ReceptionClientsArgs {
  const { search, page } = (raw ?? {}) as { search?: unknown; page?: unknown };
  // Only plain values are kept (null and absent parse alike); anything else, and every refusal, goes through zod each time.
  if ((search != null && typeof search !== 'string') || (page != null && typeof page !== 'number')) return parseReceptionClientsArgs(raw);
  const key = `${page ?? ''}\u0000${search ?? ''}`;
  let args = parsedArgs.get(key);
  if (!args) {
    args = parseReceptionClientsArgs(raw);
    if (parsedArgs.size >= MAX_PARSED) parsedArgs.clear();
    parsedArgs.set(key, args);
  }
  return args;
}

export type ClientSearchCacheDeps = Pick<AppDeps, 'config' | 'db'>;

/** Who asks: the page depends on the organization only; the role is part of the key so that another scope never shares it. */
export type ClientSearchScope = { organizationId: string; roleName: string };

type Entry = { page: ReceptionClientPage; until: number };

export type ClientSearchCache = {
  readonly enabled: boolean;
  /** The page of `raw` (receptionClients' arguments) for a caller already checked: kept, joined to the same read under way, or read now. */
  page(scope: ClientSearchScope, raw: unknown): Promise<ReceptionClientPage>;
  /** Pages kept now (tests). */
  size(): number;
};

function createClientSearchCache(deps: ClientSearchCacheDeps, enabled: boolean): ClientSearchCache {
  /** Kept pages by organization, then by role, term and page; a Map keeps the order organizations were last asked for. */
  const organizations = new Map<string, Map<string, Entry>>();
  /** Reads under way by organization and key, with the change count they started under. */
  const pending = createReadsInFlight<ReceptionClientPage>();
  /** Each change bumps `changes`; `changedAt` holds the count of each organization's last change. */
  let changes = 0;
  const changedAt = new Map<string, number>();
  /** Reads started before this count are neither kept nor shared (everything changed, or the map was bounded). */
  let floor = 0;

  const dropOrganization = (organizationId: string) => {
    changes += 1;
    if (changedAt.size >= MAX_CHANGED) {
      changedAt.clear();
      floor = changes;
    }
    changedAt.set(organizationId, changes);
    organizations.delete(organizationId);
    pending.forget(organizationId);
  };
  const dropAll = () => {
    changes += 1;
    floor = changes;
    changedAt.clear();
    organizations.clear();
    pending.clear();
  };
  /** Whether a read that started under change count `token` may still be kept or shared. */
  const current = (organizationId: string, token: number) => token >= floor && (changedAt.get(organizationId) ?? -1) <= token;

  const feed = enabled ? tableChanges(deps.db) : undefined;
  feed?.onTableChange(CLIENT_SEARCH_TABLES, (change: TableChange | MissedChanges) => {
    if (change.kind === 'row' && change.organizationId && change.table !== 'users') dropOrganization(change.organizationId);
    else dropAll();
  });

  const keep = (organizationId: string, key: string, page: ReceptionClientPage, token: number) => {
    if (!current(organizationId, token) || !feed?.live()) return;
    let pages = organizations.get(organizationId);
    if (pages) organizations.delete(organizationId);
    else pages = new Map();
    organizations.set(organizationId, pages);
    pages.delete(key);
    pages.set(key, { page, until: performance.now() + CLIENT_SEARCH_CACHE_TTL_MS });
    if (pages.size > MAX_PAGES_PER_ORGANIZATION) pages.delete(pages.keys().next().value as string);
    if (organizations.size > MAX_ORGANIZATIONS) organizations.delete(organizations.keys().next().value as string);
  };

  const cachedPage = (scope: ClientSearchScope, raw: unknown): Promise<ReceptionClientPage> => {
    const args = argsOf(raw);
    const read = () => readReceptionClientPage(deps.db, scope.organizationId, args);
    if (!feed?.live()) return read();
    const { organizationId } = scope;
    const key = `${scope.roleName}\u0000${args.page}\u0000${args.search ?? ''}`;
    const hit = organizations.get(organizationId)?.get(key);
    // A monotonic clock: the app's clock (deps.now) is moved by tests and must not stretch an entry's life.
    if (hit && hit.until > performance.now()) return Promise.resolve(hit.page);
    const under = pending.joinable(organizationId, key, (token) => current(organizationId, token));
    if (under) return under;
    // The change count is taken before the statement is sent: a change heard while it runs makes it stale.
    const token = changes;
    const page = read();
    pending.add(organizationId, key, token, page);
    page.then(
      (answer) => keep(organizationId, key, answer, token),
      () => undefined,
    );
    return page;
  };

  return {
    enabled,
    page: async (scope, raw) => {
      if (!feed) return cachedPage(scope, raw);
      // Read-your-writes: a mutation of this process is heard before this read looks at what is kept.
      const heard = feed.ownWritesHeard();
      if (heard) await heard;
      return cachedPage(scope, raw);
    },
    size: () => {
      let n = 0;
      for (const pages of organizations.values()) n += pages.size;
      return n;
    },
  };
}

const kept = perDepsCache(createClientSearchCache);

/**
 * The process's desk search cache for these deps: on, except under NODE_ENV=test, where tests write clients straight
 * into a PostgreSQL database and read at once, before its LISTEN connection hears them (the cache's own test turns it
 * on with useClientSearchCache).
 */
export function clientSearchCache(deps: ClientSearchCacheDeps): ClientSearchCache {
  return kept.of(deps);
}

/** Gives these deps a working desk search cache (its tests); call before building the app. */
export function useClientSearchCache(deps: ClientSearchCacheDeps): ClientSearchCache {
  return kept.turnOn(deps);
}
