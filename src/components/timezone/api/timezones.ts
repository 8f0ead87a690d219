// timezones: the list the time zone pickers offer (profile, front desk client form) (public and unchanging, so GET and cached).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';

export const TimezonesDocument = graphql(`
  query Timezones {
    timezones {
      name
      label
    }
  }
`);

export function timezonesQueryOptions() {
  return queryOptions({
    queryKey: ['timezones'],
    queryFn: () => request(TimezonesDocument, {}, { auth: false, method: 'GET', skipLoading: true }).then((data) => data.timezones),
    staleTime: Infinity,
  });
}
