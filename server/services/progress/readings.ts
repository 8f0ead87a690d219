import { and, asc, count, desc, eq, gte, inArray, lte, sql, sum, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { WEIGHT_UNITS, weightSchema, type WeightUnit } from '../../../src/domain/progress/weight.ts';
import { isValidationMessageKey, message } from '../../../src/domain/validation/messages.ts';
import type { Database } from '../../db/client.ts';
import { metricReadings, metricReadingTotals } from '../../db/schema/index.ts';
import { idSchema, SORT_DIRECTIONS } from '../catalogue/inputs.ts';
import { appError, badInput, parseInput } from '../errors.ts';
import { rowOfJson } from '../json-rows.ts';
import { prepared } from '../prepared-statements.ts';
import type { ProgressActor } from './access.ts';

export type MetricReadingRow = typeof metricReadings.$inferSelect;
export type MetricReadingPage = { nodes: MetricReadingRow[]; totalCount: number };

/** Spec §3 "Metric reading" metricType: weight only so far. */
export const METRIC_TYPES = ['WEIGHT'] as const;

export const MAX_READINGS_PER_CALL = 100;
/** A reading may be stamped a little ahead of the server's clock (a phone's clock drifts), not more. */
const FUTURE_SLACK_MS = 5 * 60_000;

/**
 * A weight and its unit checked by the domain's schema (spec §5 bounds, inclusive, judged in the unit entered):
 * out of range is BAD_USER_INPUT under `field`, never clamped.
 */
export function checkedWeight(value: number, unit: WeightUnit, field: string): { value: number; unit: WeightUnit; valueKg: number } {
  const result = weightSchema.safeParse({ value, unit });
  if (result.success) return result.data;
  const key = result.error.issues[0]?.message;
  throw badInput({ [field]: isValidationMessageKey(key) ? key : 'validation.invalid' });
}

const readingSchema = z.object({
  clientReadingId: idSchema,
  metricType: z.enum(METRIC_TYPES, message('validation.invalid')),
  unit: z.enum(WEIGHT_UNITS, message('validation.invalid')),
  value: z.number(message('validation.required')),
  recordedAt: z.date(message('validation.invalid')).nullish(),
  category: z.string().trim().max(100, message('validation.tooLong')).nullish().transform((v) => (v ? v : null)),
});

const addSchema = z.object({
  readings: z.array(readingSchema).min(1, message('validation.required')).max(MAX_READINGS_PER_CALL, message('validation.invalid')),
});

export type ReadingInput = { clientReadingId: string; metricType: string; unit: WeightUnit; value: number; valueKg: number; recordedAt: Date; recordedAtGiven: boolean; category: string | null };

/** Checks readings at the edge: BAD_USER_INPUT with the path of the first bad field ('input.readings.2.value'). */
export function parseReadings(args: { readings: unknown }, now: Date): ReadingInput[] {
  const input = parseInput(addSchema, args, 'input');
  return input.readings.map((r, i) => {
    const weight = checkedWeight(r.value, r.unit, `input.readings.${i}.value`);
    if (r.recordedAt && r.recordedAt.getTime() > now.getTime() + FUTURE_SLACK_MS) throw badInput({ [`input.readings.${i}.recordedAt`]: 'validation.invalid' });
    return {
      clientReadingId: r.clientReadingId,
      metricType: r.metricType,
      unit: r.unit,
      value: r.value,
      valueKg: weight.valueKg,
      recordedAt: r.recordedAt ?? now,
      recordedAtGiven: Boolean(r.recordedAt),
      category: r.category,
    };
  });
}

function sameContent(row: MetricReadingRow, r: ReadingInput): boolean {
  return (
    row.metricType === r.metricType &&
    row.unit === r.unit &&
    row.value === r.value &&
    row.category === r.category &&
    (!r.recordedAtGiven || row.recordedAt.getTime() === r.recordedAt.getTime())
  );
}

const CONFLICT_MESSAGE = 'This reading was already sent with different values.';

/** IDEMPOTENCY_CONFLICT naming each refused reading by its place in the batch ('input.readings.2.clientReadingId'). */
function conflictAt(indexes: readonly number[]) {
  return appError('IDEMPOTENCY_CONFLICT', CONFLICT_MESSAGE, { fields: Object.fromEntries(indexes.map((i) => [`input.readings.${i}.clientReadingId`, 'validation.invalid'])) });
}

/**
 * Stores readings once per (client, clientReadingId): a key sent again answers the first row; the same key
 * with other content is IDEMPOTENCY_CONFLICT. A batch is all or nothing: when any reading conflicts, none of the
 * batch is stored and the error names every conflicting reading, so the sender can set those aside and send the
 * rest again (the offline outbox does). Rows come back in the order they were sent.
 */
export async function insertReadings(db: Database, actor: ProgressActor, readings: readonly ReadingInput[], now: Date): Promise<MetricReadingRow[]> {
  const byKey = new Map<string, ReadingInput>();
  const repeated: number[] = [];
  readings.forEach((r, i) => {
    const seen = byKey.get(r.clientReadingId);
    if (!seen) byKey.set(r.clientReadingId, r);
    else if (!(seen.unit === r.unit && seen.value === r.value && seen.metricType === r.metricType && seen.category === r.category && seen.recordedAt.getTime() === r.recordedAt.getTime())) {
      repeated.push(i);
    }
  });
  if (repeated.length > 0) throw conflictAt(repeated);
  const unique = [...byKey.values()];
  // One transaction: a conflict found after the insert (a key stored earlier with other values, or by a concurrent
  // call) rolls back the rows this call inserted, so a refused batch never leaves part of itself stored.
  return db.transaction(async (tx) => {
    await tx
      .insert(metricReadings)
      .values(
        unique.map((r) => ({
          organizationId: actor.organizationId,
          clientId: actor.clientId,
          clientReadingId: r.clientReadingId,
          category: r.category,
          metricType: r.metricType,
          unit: r.unit,
          value: r.value,
          valueKg: r.valueKg,
          recordedAt: r.recordedAt,
          createdBy: actor.userId,
          createdAt: now,
        })),
      )
      .onConflictDoNothing({ target: [metricReadings.clientId, metricReadings.clientReadingId] });
    const rows = await tx
      .select()
      .from(metricReadings)
      .where(and(eq(metricReadings.clientId, actor.clientId), inArray(metricReadings.clientReadingId, [...byKey.keys()])));
    const rowByKey = new Map(rows.map((row) => [row.clientReadingId, row]));
    const conflicts: number[] = [];
    const answer = readings.map((r, i) => {
      const row = rowByKey.get(r.clientReadingId);
      if (!row || row.organizationId !== actor.organizationId) throw appError('INTERNAL_SERVER_ERROR');
      if (!sameContent(row, r)) conflicts.push(i);
      return row;
    });
    if (conflicts.length > 0) throw conflictAt(conflicts);
    return answer;
  });
}

export const METRIC_READING_SORT_FIELDS = ['recordedAt', 'createdAt', 'value'] as const;

type MetricReadingSortField = (typeof METRIC_READING_SORT_FIELDS)[number];

const sortColumn = { recordedAt: metricReadings.recordedAt, createdAt: metricReadings.createdAt, value: metricReadings.valueKg } as const satisfies Record<MetricReadingSortField, SQLWrapper>;

const listSchema = z.object({
  limit: z.number().int().min(1, message('validation.invalid')).max(MAX_READINGS_PER_CALL, message('validation.invalid')).nullish().transform((v) => v ?? 50),
  offset: z.number().int().min(0, message('validation.invalid')).max(1_000_000, message('validation.invalid')).nullish().transform((v) => v ?? 0),
  sort: z
    .array(z.object({ field: z.enum(METRIC_READING_SORT_FIELDS, message('validation.invalid')), direction: z.enum(SORT_DIRECTIONS, message('validation.invalid')) }))
    .max(3, message('validation.invalid'))
    .nullish(),
  filter: z
    .object({
      clientId: idSchema.nullish(),
      metricType: z.enum(METRIC_TYPES, message('validation.invalid')).nullish(),
      from: z.date(message('validation.invalid')).nullish(),
      to: z.date(message('validation.invalid')).nullish(),
    })
    .nullish(),
});

export type ReadingListArgs = { filter?: unknown; sort?: unknown; limit?: unknown; offset?: unknown };

/** Validates the list's arguments before anyone is looked up (a bad clientId is BAD_USER_INPUT, not a miss). */
export function parseReadingList(args: ReadingListArgs): z.output<typeof listSchema> {
  return parseInput(listSchema, args);
}

type ReadingSort = { field: MetricReadingSortField; direction: 'asc' | 'desc' }[];

const readingOrder = (sort: ReadingSort, columns: Record<MetricReadingSortField, SQLWrapper>, id: SQLWrapper) => [
  ...sort.map((s) => (s.direction === 'asc' ? asc(columns[s.field]) : desc(columns[s.field]))),
  (sort[sort.length - 1]?.direction ?? 'desc') === 'asc' ? asc(id) : desc(id),
];

/**
 * The page and the kept total in one statement, prepared once per shape (sort, metric type filter) and reused:
 * the hot read of the progress screen builds no SQL per request. The page comes back as one json value (rowOfJson).
 */
function readingPageStatement(db: Database, sort: ReadingSort, byMetricType: boolean) {
  const name = `readings_json_${byMetricType ? 't' : 'a'}_${sort.map((s) => `${s.field}_${s.direction}`).join('_')}`;
  return prepared(db, name, (d) => {
    const where: SQL[] = [eq(metricReadings.clientId, sql.placeholder('clientId')), eq(metricReadings.organizationId, sql.placeholder('organizationId'))];
    const kept: SQL[] = [eq(metricReadingTotals.clientId, sql.placeholder('clientId')), eq(metricReadingTotals.organizationId, sql.placeholder('organizationId'))];
    if (byMetricType) {
      where.push(eq(metricReadings.metricType, sql.placeholder('metricType')));
      kept.push(eq(metricReadingTotals.metricType, sql.placeholder('metricType')));
    }
    const shown = d
      .select()
      .from(metricReadings)
      .where(and(...where))
      .orderBy(...readingOrder(sort, sortColumn, metricReadings.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const pageOrder = sql.join(readingOrder(sort, { recordedAt: shown.recordedAt, createdAt: shown.createdAt, value: shown.valueKg }, shown.id), sql`, `);
    const totals = d
      .select({ n: sql<number>`coalesce(${sum(metricReadingTotals.count)}, 0)::integer`.as('n') })
      .from(metricReadingTotals)
      .where(and(...kept))
      .as('totals');
    return d
      .select({ totalCount: totals.n, page: sql<Record<string, unknown>[]>`(select coalesce(json_agg("page" order by ${pageOrder}), '[]') from ${shown})` })
      .from(totals)
      .prepare(name);
  });
}

/**
 * metricReadings: one client's readings (filtered, sorted — newest recordedAt first by default — and paged) with the
 * total. Without a time range the total is the kept count (metric_reading_totals) and comes in the page's own
 * statement (one round trip, the same cost at 1,000 or 10,000 readings); a range counts its rows.
 */
export async function readingPage(db: Database, actor: ProgressActor, input: z.output<typeof listSchema>): Promise<MetricReadingPage> {
  const filter = input.filter;
  const sort = input.sort?.length ? input.sort : [{ field: 'recordedAt' as const, direction: 'desc' as const }];
  if (filter?.from || filter?.to) {
    const where: SQL[] = [eq(metricReadings.clientId, actor.clientId), eq(metricReadings.organizationId, actor.organizationId)];
    if (filter.metricType) where.push(eq(metricReadings.metricType, filter.metricType));
    if (filter.from) where.push(gte(metricReadings.recordedAt, filter.from));
    if (filter.to) where.push(lte(metricReadings.recordedAt, filter.to));
    const page = db.select().from(metricReadings).where(and(...where)).orderBy(...readingOrder(sort, sortColumn, metricReadings.id)).limit(input.limit).offset(input.offset);
    const [nodes, [total]] = await Promise.all([page, db.select({ n: count() }).from(metricReadings).where(and(...where))]);
    return { nodes, totalCount: total?.n ?? 0 };
  }
  const rows = await readingPageStatement(db, sort, Boolean(filter?.metricType)).execute({
    clientId: actor.clientId,
    organizationId: actor.organizationId,
    metricType: filter?.metricType ?? null,
    limit: input.limit,
    offset: input.offset,
  });
  const [row] = rows;
  return { nodes: (row?.page ?? []).map((json) => rowOfJson(metricReadings, json)), totalCount: row?.totalCount ?? 0 };
}
