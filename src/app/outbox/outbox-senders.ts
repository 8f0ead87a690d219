// How each kind of entry goes to the server: readings in batches (addMetricReadings takes up to 100), the others
// one call each, always under the grant the entry was written in and without the transport's own retries (the
// runner backs off instead, so a dead server is not hammered by 4 tries per entry).
import { request, type RequestOptions } from '../graphql-client.ts';
import type { OutboxEntry, OutboxKind } from './outbox-entry.ts';
import { AddWeeklyProgressDocument, AddWeightReadingDocument, MarkMedicationDeliveredDocument, StoreAssessmentAnswersDocument } from './outbox-operations.ts';

/** The API's largest addMetricReadings call (server MAX_READINGS_PER_CALL). */
export const MAX_READINGS_PER_BATCH = 100;

/** Sends one batch: several metricReadings entries, or exactly one entry of another kind. */
export type SendBatch = (entries: readonly OutboxEntry[]) => Promise<void>;

function optionsFor(entry: OutboxEntry): RequestOptions {
  return { grant: entry.grant, retry: 'none', skipLoading: true, toastErrors: false, suppressAuthErrors: true };
}

type Sender<K extends OutboxKind> = (entries: readonly OutboxEntry<K>[]) => Promise<unknown>;

const senders: { [K in OutboxKind]: Sender<K> } = {
  metricReadings: (entries) => {
    const [first] = entries;
    if (!first) return Promise.resolve();
    const readings = entries.map((entry) => ({ ...entry.payload, clientReadingId: entry.id }));
    return request(AddWeightReadingDocument, { input: { readings } }, optionsFor(first));
  },
  weeklyProgress: ([entry]) => (entry ? request(AddWeeklyProgressDocument, { input: { ...entry.payload, clientRecordId: entry.id } }, optionsFor(entry)) : Promise.resolve()),
  deliveryConfirmation: ([entry]) => {
    if (!entry) return Promise.resolve();
    const { orderItemId, received, note } = entry.payload;
    return request(MarkMedicationDeliveredDocument, { input: { orderItemId, received, idempotencyKey: entry.id, ...(note ? { note } : {}) } }, optionsFor(entry));
  },
  preAssessmentAnswers: ([entry]) => (entry ? request(StoreAssessmentAnswersDocument, { input: { ...entry.payload, clientDraftId: entry.id } }, optionsFor(entry)) : Promise.resolve()),
};

/** The real sender: picks the kind's call from the batch's first entry (a batch holds one kind). */
export const sendBatch: SendBatch = async (entries) => {
  const kind = entries[0]?.kind;
  if (!kind) return;
  await (senders[kind] as Sender<OutboxKind>)(entries);
};

/**
 * Splits due entries into calls in creation order. A reading starts a batch that also takes the readings created
 * after it (same grant, up to the API's limit), even past entries of other kinds: readings depend on nothing, and
 * 1,000 entries mixing readings and weekly records would otherwise cost one call per short run of readings.
 */
export function batchesOf(entries: readonly OutboxEntry[]): OutboxEntry[][] {
  const batches: OutboxEntry[][] = [];
  const placed = new Set<string>();
  entries.forEach((entry, index) => {
    if (placed.has(entry.id)) return;
    placed.add(entry.id);
    const batch = [entry];
    if (entry.kind === 'metricReadings') {
      for (const later of entries.slice(index + 1)) {
        if (batch.length >= MAX_READINGS_PER_BATCH) break;
        const joins = later.kind === 'metricReadings' && !placed.has(later.id) && later.grant.organizationId === entry.grant.organizationId && later.grant.targetId === entry.grant.targetId;
        if (!joins) continue;
        placed.add(later.id);
        batch.push(later);
      }
    }
    batches.push(batch);
  });
  return batches;
}
