// businessLocationsByLatLong and businessLocationsByState: the locations a person can pick on /near (public).
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { LocationsByLatLongQuery } from '../../../gql/graphql.ts';

export const LocationsByLatLongDocument = graphql(`
  query LocationsByLatLong($businessId: ID!, $latitude: Float!, $longitude: Float!, $radius: Int!) {
    businessLocationsByLatLong(businessId: $businessId, latitude: $latitude, longitude: $longitude, radius: $radius) {
      id
      shortId
      name
      addressLine1
      addressLine2
      city
      addressState
      zipcode
      country
      states
      distanceKm
    }
  }
`);

export const LocationsByStateDocument = graphql(`
  query LocationsByState($businessId: ID!, $state: String!, $city: String, $zipcode: String) {
    businessLocationsByState(businessId: $businessId, state: $state, city: $city, zipcode: $zipcode) {
      id
      shortId
      name
      addressLine1
      addressLine2
      city
      addressState
      zipcode
      country
      states
      distanceKm
    }
  }
`);

// Both queries select the same fields; the runtime tag is plain text, so no fragment is shared (graphql-tag.ts).
export type NearbyLocation = LocationsByLatLongQuery['businessLocationsByLatLong'][number];

// The screen shows its own message for a failure, so the transport's toast is turned off.
const quiet = { auth: false, toastErrors: false } as const;

export function locationsNearPoint(variables: { businessId: string; latitude: number; longitude: number; radius: number }): Promise<readonly NearbyLocation[]> {
  return request(LocationsByLatLongDocument, variables, quiet).then((data) => data.businessLocationsByLatLong);
}

export function locationsServingState(variables: { businessId: string; state: string; city?: string; zipcode?: string }): Promise<readonly NearbyLocation[]> {
  return request(LocationsByStateDocument, variables, quiet).then((data) => data.businessLocationsByState);
}
