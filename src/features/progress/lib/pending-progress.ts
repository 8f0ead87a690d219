// Readings and weekly records still in the outbox, shaped like the server's rows so the chart and the lists show
// them at once (with a 'Waiting to sync' mark). A reading the server already returns (same clientReadingId) is
// shown once, from the server.
import type { OutboxEntry, OutboxEntryState } from '../../../app/outbox/outbox-entry.ts';
import { toKg } from '../../../domain/progress/weight.ts';
import type { WeeklyRecord, WeightReading } from '../api/progress.ts';

/** Where a shown row stands: stored on the server (no mark), or still on this device. */
export type SyncMark = { state: Exclude<OutboxEntryState, 'rejected'>; entryId: string } | null;

export type ShownReading = WeightReading & { sync: SyncMark };
export type ShownRecord = WeeklyRecord & { sync: SyncMark };

/** The weekly record's weight is also stored as a reading, at noon (UTC) of its day unless that is still ahead. */
function weeklyReadingTime(recordedOn: string, createdAt: number): string {
  const noon = Date.parse(`${recordedOn}T12:00:00.000Z`);
  return new Date(Number.isNaN(noon) || noon > createdAt ? createdAt : noon).toISOString();
}

function markOf(entry: OutboxEntry): SyncMark {
  return entry.state === 'rejected' ? null : { state: entry.state, entryId: entry.id };
}

/** The server's readings plus the waiting ones (refused entries are listed apart), newest first. */
export function readingsWithPending(
  server: readonly WeightReading[],
  readings: readonly OutboxEntry<'metricReadings'>[],
  weekly: readonly OutboxEntry<'weeklyProgress'>[],
): ShownReading[] {
  const stored = new Set(server.map((r) => r.clientReadingId));
  const pending: ShownReading[] = [];
  for (const entry of readings) {
    if (entry.state === 'rejected' || stored.has(entry.id)) continue;
    const { unit, value, recordedAt } = entry.payload;
    pending.push({ id: entry.id, clientReadingId: entry.id, unit, value, valueKg: toKg(value, unit), category: null, recordedAt, sync: markOf(entry) });
  }
  for (const entry of weekly) {
    if (entry.state === 'rejected' || stored.has(entry.id)) continue;
    const { weightUnit: unit, weight: value, recordedOn } = entry.payload;
    pending.push({ id: entry.id, clientReadingId: entry.id, unit, value, valueKg: toKg(value, unit), category: 'WEEKLY_PROGRESS', recordedAt: weeklyReadingTime(recordedOn, entry.createdAt), sync: markOf(entry) });
  }
  const all = [...pending, ...server.map((r) => ({ ...r, sync: null }))];
  return all.sort((a, b) => b.recordedAt.localeCompare(a.recordedAt));
}

/** The server's weekly records plus the waiting ones, newest day first. */
export function recordsWithPending(server: readonly WeeklyRecord[], weekly: readonly OutboxEntry<'weeklyProgress'>[]): ShownRecord[] {
  const pending: ShownRecord[] = weekly
    .filter((entry) => entry.state !== 'rejected')
    .map((entry) => {
      const p = entry.payload;
      return {
        id: entry.id,
        orderItemId: p.orderItemId == null ? null : String(p.orderItemId),
        weight: p.weight,
        weightUnit: p.weightUnit,
        weightKg: toKg(p.weight, p.weightUnit),
        feeling: p.feeling,
        dosage: p.dosage,
        administeredBy: p.administeredBy,
        recordedOn: p.recordedOn,
        createdAt: new Date(entry.createdAt).toISOString(),
        sync: markOf(entry),
      };
    });
  const all = [...pending, ...server.map((r) => ({ ...r, sync: null }))];
  return all.sort((a, b) => b.recordedOn.localeCompare(a.recordedOn) || b.createdAt.localeCompare(a.createdAt));
}
