import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { formatIsoDate, utcDateParts } from '../../../src/domain/calendar-date.ts';
import { makeWeeklyProgressSchema } from '../../../src/domain/progress/weekly-progress.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import type { Database } from '../../db/client.ts';
import { metricReadings, orderItems, weeklyProgressRecords } from '../../db/schema/index.ts';
import { idSchema } from '../catalogue/inputs.ts';
import { appError, badInput, fieldErrorsOf, parseInput, type FieldErrors } from '../errors.ts';
import type { ProgressActor } from './access.ts';

export type WeeklyProgressRow = typeof weeklyProgressRecords.$inferSelect;
export type WeeklyProgressPage = { nodes: WeeklyProgressRow[]; totalCount: number };

/** UTC+14, the latest zone on earth: a client's today is never later than this date. */
const LATEST_ZONE_OFFSET_MS = 14 * 3_600_000;

const keysSchema = z.object({
  clientRecordId: idSchema,
  orderItemId: idSchema.nullish(),
  weight: z.number(message('validation.required')),
  weightUnit: z.string(message('validation.required')),
});

export type WeeklyProgressArgs = {
  clientRecordId: unknown;
  orderItemId?: unknown;
  weight: unknown;
  weightUnit: unknown;
  feeling: unknown;
  dosage: unknown;
  administeredBy: unknown;
  recordedOn: unknown;
};

/** The domain's field paths ('weight.value') as the operation's arguments ('input.weight'). */
function inputFields(fields: FieldErrors): FieldErrors {
  const renamed: FieldErrors = {};
  for (const [path, key] of Object.entries(fields)) {
    const name = path === 'weight.value' || path === 'weight' ? 'weight' : path === 'weight.unit' ? 'weightUnit' : path;
    renamed[`input.${name}`] ??= key;
  }
  return renamed;
}

export type WeeklyProgressValues = ReturnType<typeof parseWeeklyProgress>;

/** Checks a record with the domain's schema (§5 weight bounds in the unit entered, recorded on not in the future). */
export function parseWeeklyProgress(args: WeeklyProgressArgs, now: Date) {
  const keys = parseInput(keysSchema, args, 'input');
  const schema = makeWeeklyProgressSchema({ today: () => formatIsoDate(utcDateParts(new Date(now.getTime() + LATEST_ZONE_OFFSET_MS))) });
  const result = schema.safeParse({
    weight: { value: args.weight, unit: args.weightUnit },
    feeling: args.feeling,
    dosage: args.dosage,
    administeredBy: args.administeredBy,
    recordedOn: args.recordedOn,
  });
  if (!result.success) throw badInput(inputFields(fieldErrorsOf(result.error)));
  return { ...result.data, clientRecordId: keys.clientRecordId, orderItemId: keys.orderItemId ?? null };
}

/** The reading's time for a record: noon UTC of its day, or now when that is still ahead. */
function readingTime(recordedOn: string, now: Date): Date {
  const noon = new Date(`${recordedOn}T12:00:00.000Z`);
  return noon.getTime() > now.getTime() ? now : noon;
}

function sameRecord(row: WeeklyProgressRow, v: WeeklyProgressValues): boolean {
  return (
    row.weight === v.weight.value &&
    row.weightUnit === v.weight.unit &&
    row.feeling === v.feeling &&
    row.dosage === v.dosage &&
    row.administeredBy === v.administeredBy &&
    row.recordedOn === v.recordedOn &&
    row.orderItemId === v.orderItemId
  );
}

async function recordByKey(db: Database, actor: ProgressActor, clientRecordId: string): Promise<WeeklyProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(weeklyProgressRecords)
    .where(and(eq(weeklyProgressRecords.clientId, actor.clientId), eq(weeklyProgressRecords.clientRecordId, clientRecordId)))
    .limit(1);
  return row;
}

/**
 * addWeeklyProgress: one record per (client, clientRecordId), stored with a WEIGHT reading of the same weight
 * (the reading's key is the record's). A replay answers the first record; other content under the key is
 * IDEMPOTENCY_CONFLICT. An order item, when given, must be the client's own.
 */
export async function addWeeklyProgress(db: Database, actor: ProgressActor, v: WeeklyProgressValues, now: Date): Promise<WeeklyProgressRow> {
  const replay = (row: WeeklyProgressRow) => {
    if (!sameRecord(row, v)) throw appError('IDEMPOTENCY_CONFLICT', 'This progress record was already sent with different values.');
    return row;
  };
  const existing = await recordByKey(db, actor, v.clientRecordId);
  if (existing) return replay(existing);
  if (v.orderItemId) {
    const [item] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.id, v.orderItemId), eq(orderItems.clientId, actor.clientId), eq(orderItems.organizationId, actor.organizationId)))
      .limit(1);
    if (!item) throw appError('NOT_FOUND');
  }
  const inserted = await db.transaction(async (tx) => {
    const [record] = await tx
      .insert(weeklyProgressRecords)
      .values({
        organizationId: actor.organizationId,
        clientId: actor.clientId,
        clientRecordId: v.clientRecordId,
        orderItemId: v.orderItemId,
        weight: v.weight.value,
        weightUnit: v.weight.unit,
        weightKg: v.weight.valueKg,
        feeling: v.feeling,
        dosage: v.dosage,
        administeredBy: v.administeredBy,
        recordedOn: v.recordedOn,
        createdBy: actor.userId,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [weeklyProgressRecords.clientId, weeklyProgressRecords.clientRecordId] })
      .returning();
    if (!record) return null; // a concurrent replay stored it first
    const [reading] = await tx
      .insert(metricReadings)
      .values({
        organizationId: actor.organizationId,
        clientId: actor.clientId,
        clientReadingId: v.clientRecordId,
        category: 'WEEKLY_PROGRESS',
        metricType: 'WEIGHT',
        unit: v.weight.unit,
        value: v.weight.value,
        valueKg: v.weight.valueKg,
        recordedAt: readingTime(v.recordedOn, now),
        createdBy: actor.userId,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [metricReadings.clientId, metricReadings.clientReadingId] })
      .returning({ id: metricReadings.id });
    if (!reading) return record;
    const [linked] = await tx.update(weeklyProgressRecords).set({ metricReadingId: reading.id }).where(eq(weeklyProgressRecords.id, record.id)).returning();
    return linked ?? record;
  });
  if (inserted) return inserted;
  const first = await recordByKey(db, actor, v.clientRecordId);
  if (!first) throw appError('INTERNAL_SERVER_ERROR');
  return replay(first);
}

const listSchema = z.object({
  limit: z.number().int().min(1, message('validation.invalid')).max(100, message('validation.invalid')).nullish().transform((v) => v ?? 20),
  offset: z.number().int().min(0, message('validation.invalid')).max(1_000_000, message('validation.invalid')).nullish().transform((v) => v ?? 0),
  filter: z.object({ clientId: idSchema.nullish(), orderItemId: idSchema.nullish() }).nullish(),
});

export function parseWeeklyList(args: { filter?: unknown; limit?: unknown; offset?: unknown }): z.output<typeof listSchema> {
  return parseInput(listSchema, args);
}

/** weeklyProgress: one client's records, latest recorded day first, with the total. */
export async function weeklyProgressPage(db: Database, actor: ProgressActor, input: z.output<typeof listSchema>): Promise<WeeklyProgressPage> {
  const where: SQL[] = [eq(weeklyProgressRecords.clientId, actor.clientId), eq(weeklyProgressRecords.organizationId, actor.organizationId)];
  if (input.filter?.orderItemId) where.push(eq(weeklyProgressRecords.orderItemId, input.filter.orderItemId));
  const [nodes, [total]] = await Promise.all([
    db
      .select()
      .from(weeklyProgressRecords)
      .where(and(...where))
      .orderBy(desc(weeklyProgressRecords.recordedOn), desc(weeklyProgressRecords.createdAt), desc(weeklyProgressRecords.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(weeklyProgressRecords).where(and(...where)),
  ]);
  return { nodes, totalCount: total?.n ?? 0 };
}
