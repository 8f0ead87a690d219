// freeTimes: the time-slot picker's week in the compact shape (src/domain/scheduling/free-times.ts): each start
// once with the providers free then, computed per provider from its merged busy intervals. What it needs comes in
// one statement as json (the target's checks, the serving providers, their hours and busy intervals), and the week
// is kept per process (free-times-cache.ts) until availability changes.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { freeStarts, freeTimesDays, type FreeTimesDay } from '../../../src/domain/scheduling/free-times.ts';
import { zonedDayRange } from '../../../src/domain/scheduling/local-time.ts';
import { OCCUPYING_SESSION_STATUSES } from '../../../src/domain/scheduling/provider.ts';
import type { ProviderSchedule, TimeRange } from '../../../src/domain/scheduling/slots.ts';
import type { WorkingHours } from '../../../src/domain/scheduling/working-hours.ts';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  hcpSessions,
  locations,
  productCategories,
  productLocations,
  products,
  providerCategories,
  providerLocations,
  providerProductTypes,
  providerProfiles,
  providerTimeOff,
  providerWorkingHours,
} from '../../db/schema/index.ts';
import { appError, parseInput } from '../errors.ts';
import type { SchedulingReader } from './availability.ts';
import { schedulingError } from './errors.ts';
import { FREE_TIMES_CACHE_TTL_MS, freeTimesCache, type FreeTimesCacheDeps } from './free-times-cache.ts';
import { freeTimesInputSchema } from './inputs.ts';
import { asKind, asLocationMode, clock, providerInOrganization, type ProviderView } from './providers.ts';

/** The providers serving the product there (name order) and the days; a time's `providers` index this list. */
export type FreeTimesAnswer = { providers: ProviderView[]; days: FreeTimesDay[] };

type FreeTimesInput = z.output<typeof freeTimesInputSchema>;

/** [id, name, image, kind, timezone, consult minutes, buffer minutes, mode] */
type ProviderJson = [string, string, string | null, string, string, number, number, string];
/** [provider id, weekday, start 'HH:mm:ss', end] */
type HoursJson = [string, number, string, string];
/** [provider id, start ms, end ms, hold expiry ms (a live hold) | null, time off] */
type BusyJson = [string, number, number, number | null, boolean];
type SchedulingRow = { location: boolean; product: boolean; providers: ProviderJson[] | null; hours: HoursJson[] | null; busy: BusyJson[] | null };

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const epochMs = (column: unknown) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * Everything one week needs, as one row of json (PGlite decodes one json field far cheaper than rows of fields):
 * whether the location (active, of an active business) and the product (active, offered there) are the
 * organization's, as bookingTarget checks them; the active approved providers serving the product there, as
 * servingProviders selects them, in name order; their weekly hours; their time off and the sessions occupying
 * time within the range (a PENDING hold only until its expiry), as busyTimes reads them.
 */
function schedulingStatement(organizationId: string, input: FreeTimesInput, range: TimeRange, now: Date) {
  const providerFilter = input.providerId ? sql`and ${providerProfiles.id} = ${input.providerId}` : sql``;
  return sql`with "target_location" as (
      select ${locations.id} as "id" from ${locations} join ${businesses} on ${businesses.id} = ${locations.businessId}
      where ${locations.id} = ${input.locationId} and ${locations.organizationId} = ${organizationId} and ${locations.isActive} and ${businesses.status} = 'ACTIVE'
      limit 1
    ), "target_product" as (
      select ${products.id} as "id" from ${products}
      join ${productLocations} on ${productLocations.productId} = ${products.id} and ${productLocations.locationId} = (select "id" from "target_location")
      where ${products.id} = ${input.productId} and ${products.organizationId} = ${organizationId} and ${products.status} = 'ACTIVE'
      limit 1
    ), "serving" as (
      select ${providerProfiles.id} as "id", ${providerProfiles.displayName} as "name", ${providerProfiles.imageUrl} as "image", ${providerProfiles.kind} as "kind",
        ${providerProfiles.timezone} as "timezone", ${providerProfiles.consultDurationMinutes} as "duration", ${providerProfiles.bufferMinutes} as "buffer", ${providerLocations.mode} as "mode"
      from ${providerProfiles}
      join ${providerLocations} on ${providerLocations.providerId} = ${providerProfiles.id} and ${providerLocations.locationId} = ${input.locationId}
      where exists (select 1 from "target_product")
        and ${providerProfiles.organizationId} = ${organizationId} and ${providerProfiles.status} = 'ACTIVE' and ${providerProfiles.approvedAt} is not null
        ${providerFilter}
        and (
          exists (select 1 from ${providerCategories} join ${productCategories} on ${productCategories.categoryId} = ${providerCategories.categoryId}
            where ${providerCategories.providerId} = ${providerProfiles.id} and ${productCategories.productId} = ${input.productId})
          or exists (select 1 from ${providerProductTypes} join ${products} on ${products.productType} = ${providerProductTypes.productType}
            where ${providerProductTypes.providerId} = ${providerProfiles.id} and ${products.id} = ${input.productId})
        )
    )
    select exists (select 1 from "target_location") as "location", exists (select 1 from "target_product") as "product",
      (select json_agg(json_build_array("id", "name", "image", "kind", "timezone", "duration", "buffer", "mode") order by "name", "id") from "serving") as "providers",
      (select json_agg(json_build_array(${providerWorkingHours.providerId}, ${providerWorkingHours.weekday}, ${providerWorkingHours.startTime}, ${providerWorkingHours.endTime})
        order by ${providerWorkingHours.weekday}, ${providerWorkingHours.startTime})
        from ${providerWorkingHours} where ${providerWorkingHours.providerId} in (select "id" from "serving")) as "hours",
      (select json_agg(json_build_array("b"."provider_id", "b"."start", "b"."end", "b"."hold", "b"."off")) from (
        select ${providerTimeOff.providerId} as "provider_id", ${epochMs(providerTimeOff.startsAt)} as "start", ${epochMs(providerTimeOff.endsAt)} as "end", null::bigint as "hold", true as "off"
        from ${providerTimeOff}
        where ${providerTimeOff.providerId} in (select "id" from "serving") and ${providerTimeOff.startsAt} < ${instant(range.end)} and ${providerTimeOff.endsAt} > ${instant(range.start)}
        union all
        select ${hcpSessions.providerId}, ${epochMs(hcpSessions.startsAt)}, ${epochMs(hcpSessions.occupiedUntil)},
          case when ${hcpSessions.status} = 'PENDING' then ${epochMs(hcpSessions.holdExpiresAt)} end, false
        from ${hcpSessions}
        where ${hcpSessions.providerId} in (select "id" from "serving")
          and ${hcpSessions.status} in (${sql.join(
            OCCUPYING_SESSION_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )})
          and tstzrange(${hcpSessions.startsAt}, ${hcpSessions.occupiedUntil}, '[)') && tstzrange(${instant(range.start)}, ${instant(range.end)}, '[)')
          and (${hcpSessions.status} in ('SCHEDULED', 'INPROGRESS') or ${hcpSessions.holdExpiresAt} > ${instant(now)})
      ) "b") as "busy"`;
}

type Computed = { answer: FreeTimesAnswer; holdsUntil: number | null };

/** The week from the database at `now`, and the earliest expiry of a hold it counted as busy. */
async function computeFreeTimes(db: Database, organizationId: string, input: FreeTimesInput, range: TimeRange, now: Date): Promise<Computed> {
  // Both drivers answer { rows: [...] }; the shared Database type cannot say so.
  const result = (await db.execute(schedulingStatement(organizationId, input, range, now))) as unknown as { rows: SchedulingRow[] };
  const row = result.rows[0];
  if (!row?.location) throw appError('LOCATION_NOT_FOUND');
  if (!row.product) throw appError('PRODUCT_NOT_AVAILABLE');
  const serving = row.providers ?? [];
  if (input.providerId && serving.length === 0) {
    // Another organization's provider is simply not found; one of ours that does not serve this is refused.
    if (!(await providerInOrganization(db, organizationId, input.providerId))) throw appError('NOT_FOUND');
    throw schedulingError('PROVIDER_NOT_AVAILABLE');
  }
  const hours = new Map<string, WorkingHours[]>();
  for (const [providerId, weekday, start, end] of row.hours ?? []) {
    const list = hours.get(providerId) ?? [];
    list.push({ weekday, start: clock(start), end: clock(end) });
    hours.set(providerId, list);
  }
  const busy = new Map<string, { timeOff: TimeRange[]; occupied: TimeRange[] }>();
  let holdsUntil: number | null = null;
  for (const [providerId, start, end, hold, off] of row.busy ?? []) {
    const times = busy.get(providerId) ?? { timeOff: [], occupied: [] };
    (off ? times.timeOff : times.occupied).push({ start: new Date(Number(start)), end: new Date(Number(end)) });
    busy.set(providerId, times);
    if (hold !== null) holdsUntil = holdsUntil === null ? Number(hold) : Math.min(holdsUntil, Number(hold));
  }
  const providers: ProviderView[] = [];
  const starts = serving.map(([id, name, image, kind, timezone, duration, buffer, mode]) => {
    providers.push({ id, name, image, kind: asKind(kind), timezone, consultDurationMinutes: duration, mode: asLocationMode(mode) });
    const schedule: ProviderSchedule = { timezone, durationMinutes: duration, bufferMinutes: buffer, workingHours: hours.get(id) ?? [] };
    const { timeOff, occupied } = busy.get(id) ?? { timeOff: [], occupied: [] };
    return freeStarts({ schedule, range, now, timeOff, occupied });
  });
  return { answer: { providers, days: freeTimesDays(starts, input.timezone, input.from, input.to) }, holdsUntil };
}

/**
 * freeTimes: what availableSlots answers, for at most a week (what the picker shows at once), with each start
 * time listed once. Same rules: working hours on the provider's clock, minus time off, minus occupied time
 * (consult plus buffer), minus the past. A week computed before is answered from the process's cache (the starts
 * now past left out) until availability changes, the earliest hold it counted expires, or its TTL ends.
 */
export async function freeTimes(deps: SchedulingReader & FreeTimesCacheDeps, organizationId: string, raw: unknown): Promise<FreeTimesAnswer> {
  const input: FreeTimesInput = parseInput(freeTimesInputSchema, raw, 'input');
  const cache = freeTimesCache(deps);
  const key = `${organizationId}|${input.locationId}|${input.productId}|${input.from}|${input.to}|${input.timezone}|${input.providerId ?? ''}`;
  const now = deps.now();
  const kept = cache.get(key, now);
  if (kept) return kept;
  const generation = cache.generation();
  const range = zonedDayRange(input.from, input.to, input.timezone);
  // Dates the schema accepts always make a range; the checks still run first, as availableSlots runs them.
  const { answer, holdsUntil } = await computeFreeTimes(deps.db, organizationId, input, range ?? { start: now, end: now }, now);
  if (!range) return { providers: [], days: [] };
  const firstStart = answer.days.reduce((first, day) => Math.min(first, day.morning[0]?.startsAt.getTime() ?? Infinity, day.afternoon[0]?.startsAt.getTime() ?? Infinity, day.evening[0]?.startsAt.getTime() ?? Infinity), Infinity);
  const expiresAt = Math.min(now.getTime() + FREE_TIMES_CACHE_TTL_MS, holdsUntil ?? Infinity);
  cache.set(key, { answer, organizationId, expiresAt, firstStart }, generation);
  return answer;
}
