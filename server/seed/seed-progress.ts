import { and, desc, eq, inArray } from 'drizzle-orm';
import { toKg } from '../../src/domain/progress/weight.ts';
import type { Database } from '../db/client.ts';
import { clients, metricReadings, orderItems, users, weeklyProgressRecords } from '../db/schema/index.ts';
import { seedId } from './ids.ts';

const PROGRAM_CLIENT_EMAIL = 'program@demo.test';
const DAY_MS = 86_400_000;

/** Five weeks of Noah's program, oldest first: the weekly record (pounds, as he enters them) and a mid-week weigh-in. */
const WEEKS = [
  { weeksAgo: 4, weight: 216.0, midWeek: 216.8, feeling: 'OKAY', dosage: '0.25 mg' },
  { weeksAgo: 3, weight: 213.4, midWeek: 214.6, feeling: 'GOOD', dosage: '0.25 mg' },
  { weeksAgo: 2, weight: 211.2, midWeek: 212.0, feeling: 'GOOD', dosage: '0.25 mg' },
  { weeksAgo: 1, weight: 208.8, midWeek: 209.8, feeling: 'GREAT', dosage: '0.25 mg' },
  { weeksAgo: 0, weight: 206.6, midWeek: 207.4, feeling: 'GOOD', dosage: '0.5 mg' },
] as const;

function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The demo program client's progress (program@demo.test, created by the medication seed): five weekly records
 * over the last five weeks, each with its WEIGHT reading, and a mid-week reading between them. Skipped quietly
 * when that client is not there; idempotent (fixed ids and keys, "on conflict do nothing").
 */
export async function seedProgressFor(db: Database, now: Date = new Date()): Promise<void> {
  const [client] = await db
    .select({ id: clients.id, organizationId: clients.organizationId, userId: clients.userId })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(users.email, PROGRAM_CLIENT_EMAIL))
    .limit(1);
  if (!client) return;
  const [program] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.clientId, client.id), inArray(orderItems.status, ['TreatmentPlanStarted', 'MedicationDelivered'])))
    .orderBy(desc(orderItems.createdAt))
    .limit(1);
  const today = new Date(`${isoDay(now)}T12:00:00.000Z`);
  for (const week of WEEKS) {
    const day = new Date(today.getTime() - week.weeksAgo * 7 * DAY_MS);
    const recordedAt = day.getTime() > now.getTime() ? now : day;
    const key = `progress:${PROGRAM_CLIENT_EMAIL}:week:${week.weeksAgo}`;
    const base = { organizationId: client.organizationId, clientId: client.id, createdBy: client.userId };
    await db
      .insert(metricReadings)
      .values([
        {
          ...base,
          id: seedId(`${key}:reading`),
          clientReadingId: seedId(`${key}:record`),
          category: 'WEEKLY_PROGRESS',
          metricType: 'WEIGHT',
          unit: 'Lb',
          value: week.weight,
          valueKg: toKg(week.weight, 'Lb'),
          recordedAt,
          createdAt: recordedAt,
        },
        {
          ...base,
          id: seedId(`${key}:mid-week`),
          clientReadingId: seedId(`${key}:mid-week-key`),
          category: null,
          metricType: 'WEIGHT',
          unit: 'Lb',
          value: week.midWeek,
          valueKg: toKg(week.midWeek, 'Lb'),
          recordedAt: new Date(day.getTime() - 3 * DAY_MS - 4 * 3_600_000),
          createdAt: new Date(day.getTime() - 3 * DAY_MS - 4 * 3_600_000),
        },
      ])
      .onConflictDoNothing();
    await db
      .insert(weeklyProgressRecords)
      .values({
        ...base,
        id: seedId(`${key}:weekly`),
        clientRecordId: seedId(`${key}:record`),
        orderItemId: program?.id ?? null,
        weight: week.weight,
        weightUnit: 'Lb',
        weightKg: toKg(week.weight, 'Lb'),
        feeling: week.feeling,
        dosage: week.dosage,
        administeredBy: 'SELF',
        recordedOn: isoDay(day),
        metricReadingId: seedId(`${key}:reading`),
        createdAt: recordedAt,
      })
      .onConflictDoNothing();
  }
}
