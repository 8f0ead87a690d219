// The progress screen's data (spec §7 metricReadings / addMetricReadings, weekly progress records): the client's
// latest weight readings (chart and list), its weekly records, and the two ways of logging. Both go through the
// app's outbox (src/app/outbox): stored on the device with their key first, sent now or once back online.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { addToOutbox } from '../../../app/outbox/outbox.ts';
import type { OutboxPayloads } from '../../../app/outbox/outbox-entry.ts';
import { unpackReadings, type ShownWeightReading } from '../../../domain/progress/packed-readings.ts';
import type { WeightUnit } from '../../../domain/progress/weight.ts';
import type { WeeklyProgressListQuery } from '../../../gql/graphql.ts';

/** The chart and the list show the latest 100 readings (the API's largest page). */
export const READINGS_SHOWN = 100;
export const RECORDS_SHOWN = 20;

// The readings come packed (one JSON leaf; src/domain/progress/packed-readings.ts): the server answers a kept page
// with no per-reading work. Unpacked here into the rows the chart and the list read.
export const ProgressReadingsDocument = graphql(`
  query ProgressReadings($limit: Int) {
    metricReadings(filter: { metricType: WEIGHT }, sort: [{ field: recordedAt, direction: desc }], limit: $limit) {
      totalCount
      packedNodes
    }
  }
`);

export const WeeklyProgressListDocument = graphql(`
  query WeeklyProgressList($limit: Int, $orderItemId: ID) {
    weeklyProgress(filter: { orderItemId: $orderItemId }, limit: $limit) {
      totalCount
      nodes {
        id
        orderItemId
        weight
        weightUnit
        weightKg
        feeling
        dosage
        administeredBy
        recordedOn
        createdAt
      }
    }
  }
`);

export type WeightReading = ShownWeightReading;
export type WeeklyRecord = WeeklyProgressListQuery['weeklyProgress']['nodes'][number];

export const progressQueryKey = (clientId: string) => ['progress', clientId] as const;

export function readingsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: [...progressQueryKey(clientId), 'readings'],
    queryFn: () =>
      request(ProgressReadingsDocument, { limit: READINGS_SHOWN }).then(({ metricReadings }) => ({ totalCount: metricReadings.totalCount, nodes: unpackReadings(metricReadings.packedNodes) })),
  });
}

export function weeklyRecordsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: [...progressQueryKey(clientId), 'weekly'],
    queryFn: () => request(WeeklyProgressListDocument, { limit: RECORDS_SHOWN }).then((data) => data.weeklyProgress),
  });
}

/** A weight measured now, written to the outbox (IndexedDB) first: shown at once as waiting, sent when online. */
export function logWeightReading(clientId: string, weight: { value: number; unit: WeightUnit }) {
  return addToOutbox({
    kind: 'metricReadings',
    payload: { metricType: 'WEIGHT', unit: weight.unit, value: weight.value, recordedAt: new Date().toISOString() },
    invalidates: [progressQueryKey(clientId)],
  });
}

/** A weekly record through the outbox; its weight also becomes a reading, so both lists refresh once stored. */
export function logWeeklyProgress(clientId: string, record: OutboxPayloads['weeklyProgress']) {
  return addToOutbox({ kind: 'weeklyProgress', payload: record, invalidates: [progressQueryKey(clientId)] });
}
