// The progress screen's data (spec §7 metricReadings / addMetricReadings, weekly progress records): the client's
// latest weight readings (chart and list), its weekly records, and the two ways of logging. Each mutation carries
// a key the app made up front, so a retry (or, later, the offline outbox) stores it once.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { AddWeeklyProgressInput, MetricReadingInput, ProgressReadingsQuery, WeeklyProgressListQuery } from '../../../gql/graphql.ts';

/** The chart and the list show the latest 100 readings (the API's largest page). */
export const READINGS_SHOWN = 100;
export const RECORDS_SHOWN = 20;

export const ProgressReadingsDocument = graphql(`
  query ProgressReadings($limit: Int) {
    metricReadings(filter: { metricType: WEIGHT }, sort: [{ field: recordedAt, direction: desc }], limit: $limit) {
      totalCount
      nodes {
        id
        unit
        value
        valueKg
        category
        recordedAt
      }
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

export const AddWeightReadingDocument = graphql(`
  mutation AddWeightReading($input: AddMetricReadingsInput!) {
    addMetricReadings(input: $input) {
      id
    }
  }
`);

export const AddWeeklyProgressDocument = graphql(`
  mutation AddWeeklyProgress($input: AddWeeklyProgressInput!) {
    addWeeklyProgress(input: $input) {
      id
    }
  }
`);

export type WeightReading = ProgressReadingsQuery['metricReadings']['nodes'][number];
export type WeeklyRecord = WeeklyProgressListQuery['weeklyProgress']['nodes'][number];

export const progressQueryKey = (clientId: string) => ['progress', clientId] as const;

export function readingsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: [...progressQueryKey(clientId), 'readings'],
    queryFn: () => request(ProgressReadingsDocument, { limit: READINGS_SHOWN }).then((data) => data.metricReadings),
  });
}

export function weeklyRecordsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: [...progressQueryKey(clientId), 'weekly'],
    queryFn: () => request(WeeklyProgressListDocument, { limit: RECORDS_SHOWN }).then((data) => data.weeklyProgress),
  });
}

/** addMetricReadings with one WEIGHT reading; errors are the form's to show. */
export function useAddWeightReading(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reading: MetricReadingInput) => request(AddWeightReadingDocument, { input: { readings: [reading] } }, { toastErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressQueryKey(clientId) }),
  });
}

/** addWeeklyProgress; its weight also becomes a reading, so both lists refresh. */
export function useAddWeeklyProgress(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddWeeklyProgressInput) => request(AddWeeklyProgressDocument, { input }, { toastErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressQueryKey(clientId) }),
  });
}
