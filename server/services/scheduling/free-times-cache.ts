// The freeTimes cache (issue 18): a computed week kept per API process, keyed by organization, location, product,
// week, time zone and provider, so the picker's question costs no database work while nothing changed. Emptied in
// every process through the event bus when availability is written; an entry also ends at the earliest expiry of
// a hold it counted, and after FREE_TIMES_CACHE_TTL_MS at the latest.
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { FreeTime, FreeTimesDay } from '../../../src/domain/scheduling/free-times.ts';
import { onEachEvent, type AvailabilityEvent } from '../../adapters/events/event-bus.ts';
import type { AppDeps } from '../../deps.ts';
import type { FreeTimesAnswer } from './free-times.ts';
import { perDepsCache } from '../per-deps-cache.ts';

/** The longest an entry lives: a write that skipped invalidation (a job, SQL by hand) shows within it. */
export const FREE_TIMES_CACHE_TTL_MS = 60_000;
/** Distinct weeks kept per process (the oldest go first). */
const MAX_ENTRIES = 2_000;

/** What the cache needs of the app's deps: whether it is on (NODE_ENV) and the event bus. */
export type FreeTimesCacheDeps = Pick<AppDeps, 'config' | 'events'>;

/**
 * A computed week: the answer as of `computedAt`, valid until `expiresAt` (epoch ms); `view`: the answer last given
 * once some starts had passed (`cut` of them).
 */
export type FreeTimesEntry = { answer: FreeTimesAnswer; organizationId: string; expiresAt: number; firstStart: number; view?: { cut: number; answer: FreeTimesAnswer } };

export type FreeTimesCache = {
  readonly enabled: boolean;
  /** Bumped by every invalidation: a week computed under an older generation is not stored. */
  generation(): number;
  get(key: string, now: Date): FreeTimesAnswer | undefined;
  set(key: string, entry: FreeTimesEntry, generation: number): void;
  /** Drops the organization's weeks (every week without one) here and in every other process. */
  invalidate(organizationId?: string): void;
};

/** The answer as asked at `now`: the starts already past are left out (the same rule as computing it then). */
function asOf(entry: FreeTimesEntry, now: number): FreeTimesAnswer {
  if (entry.firstStart > now) return entry.answer;
  // The starts past at `now` are always the earliest ones, so their number names the answer left: made once per
  // number and kept with the entry, so its packed days (packedFreeTimesDays) are made once per number too.
  let cut = 0;
  for (const day of entry.answer.days) for (const times of [day.morning, day.afternoon, day.evening]) for (const time of times) if (time.startsAt.getTime() <= now) cut += 1;
  if (entry.view?.cut === cut) return entry.view.answer;
  const later = (times: FreeTime[]) => (times.length && (times[0]?.startsAt.getTime() ?? 0) <= now ? times.filter((t) => t.startsAt.getTime() > now) : times);
  const days: FreeTimesDay[] = entry.answer.days.map((day) => ({ date: day.date, morning: later(day.morning), afternoon: later(day.afternoon), evening: later(day.evening) }));
  const answer = { providers: entry.answer.providers, days };
  entry.view = { cut, answer };
  return answer;
}

function createFreeTimesCache(deps: FreeTimesCacheDeps, enabled: boolean): FreeTimesCache {
  const origin = randomUUID();
  const entries = new Map<string, FreeTimesEntry>();
  let generation = 0;

  const dropLocally = (organizationId?: string) => {
    generation += 1;
    if (!organizationId) entries.clear();
    else for (const [key, entry] of entries) if (entry.organizationId === organizationId) entries.delete(key);
  };

  if (enabled) {
    // Another process's write: drop the same weeks here (ours were dropped before publishing).
    onEachEvent(deps.events, 'availability', 'free-times-cache', (event) => {
      if (event.origin !== origin) dropLocally(event.organizationId);
    });
    // Catalogue changes (a product or location withdrawn, a category's providers) flush public answers: ours too.
    onEachEvent(deps.events, 'publicContent', 'free-times-cache', (event) => {
      dropLocally(event.organizationId && event.organizationId !== 'all' ? event.organizationId : undefined);
    });
  }

  return {
    enabled,
    generation: () => generation,
    get: (key, now) => {
      if (!enabled) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now.getTime() >= entry.expiresAt) {
        entries.delete(key);
        return undefined;
      }
      return asOf(entry, now.getTime());
    },
    set: (key, entry, computedUnder) => {
      if (!enabled || computedUnder !== generation) return;
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    invalidate: (organizationId) => {
      if (!enabled) return;
      dropLocally(organizationId);
      const event: AvailabilityEvent = organizationId ? { origin, organizationId } : { origin };
      try {
        deps.events.pubsub.publish('availability', event);
      } catch (error) {
        // The other processes' weeks still end with their TTL.
        console.error(`[free-times-cache] publish failed: ${error instanceof Error ? error.message : 'unknown error'}`);
      }
    },
  };
}

const kept = perDepsCache(createFreeTimesCache);

/**
 * The process's freeTimes cache for these deps: on, except under NODE_ENV=test, where tests write sessions, hours
 * and time off straight into the database between requests (the cache's own test turns it on with useFreeTimesCache).
 */
export function freeTimesCache(deps: FreeTimesCacheDeps): FreeTimesCache {
  return kept.of(deps);
}

/** Gives these deps a working freeTimes cache (its tests); call before building the app. */
export function useFreeTimesCache(deps: FreeTimesCacheDeps): FreeTimesCache {
  return kept.turnOn(deps);
}

/**
 * Call after the transaction of any write that changes free times outside the mutations below: every cached week
 * of the organization is dropped in every API process.
 */
export function availabilityChanged(deps: FreeTimesCacheDeps, organizationId?: string): void {
  freeTimesCache(deps).invalidate(organizationId);
}

/**
 * The mutations that change what freeTimes answers: sessions held, released, cancelled, moved, started, ended or
 * handed to another provider; working hours, time off, a provider's locations and categories, joining, approval
 * or deactivation; the catalogue (a product, its locations or categories, a location or the business withdrawn).
 * When one of them has run, its transactions have committed: every process drops its cached weeks.
 *
 * Not here: createOrder and bookConsultation, which book a live hold (PENDING -> SCHEDULED over the same
 * interval, so the same free times; a kept week that counted the hold ends at its expiry anyway). Listing them
 * would empty every process's cache at each checkout, and send a NOTIFY per order on the PostgreSQL bus.
 */
export const AVAILABILITY_MUTATIONS: ReadonlySet<string> = new Set([
  // Sessions
  'holdSlot',
  'releaseSlot',
  'cancelOrderItem',
  'refundOrderItem',
  'rebook',
  'completeSession',
  'markSessionNoShow',
  'startVideoCall',
  'endVideoCall',
  'requestFallbackProvider',
  'changeLabTestStatus',
  // Providers
  'setProviderWorkingHours',
  'adminSetProviderSchedule',
  'adminAddTimeOff',
  'adminRemoveTimeOff',
  'saveProviderSetup',
  'approveProviderApplication',
  'declineProviderApplication',
  'adminInvitePerson',
  'adminDeactivatePerson',
  'adminReactivatePerson',
  'setPasswordFromInvitation',
  // Catalogue
  'createProduct',
  'updateProduct',
  'createCategory',
  'updateCategory',
  'adminCreateLocation',
  'adminUpdateLocation',
  'adminUpdateBusinessProfile',
]);

function operationOf(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  let found: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operationName ? definition.name?.value === operationName : !found) found = definition;
  }
  return found;
}

/** Whether the operation run is a mutation with a root field of AVAILABILITY_MUTATIONS. */
export function changesAvailability(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = operationOf(document, operationName);
  if (operation?.operation !== 'mutation') return false;
  return operation.selectionSet.selections.some((selection) => selection.kind === Kind.FIELD && AVAILABILITY_MUTATIONS.has(selection.name.value));
}

/**
 * Yoga plugin: after a mutation of AVAILABILITY_MUTATIONS has run (its transactions committed, failed or not),
 * the freeTimes cache drops every week in every process, before the mutation's answer leaves.
 */
export function useFreeTimesInvalidation(deps: FreeTimesCacheDeps): Plugin {
  return {
    onExecute({ args }) {
      if (!freeTimesCache(deps).enabled || !changesAvailability(args.document, args.operationName)) return undefined;
      return { onExecuteDone: () => availabilityChanged(deps) };
    },
  };
}
