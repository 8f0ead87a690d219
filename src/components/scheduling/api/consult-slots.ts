// The time-slot picker (checkout, front desk): the providers of a consult (or the lab collectors of a lab test), their free
// times, and holding one (10 minutes) so createOrder can book it with the order.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { CheckoutFreeTimesQuery, CheckoutHoldSlotMutation, ProviderKind } from '../../../gql/graphql.ts';

export const CheckoutProvidersDocument = graphql(`
  query CheckoutProviders($input: ProvidersInput!) {
    providers(input: $input) {
      id
      name
    }
  }
`);

// The picker's week in the compact shape: providers once, each start time once with the indexes of the providers
// free then (a week of 20 providers is a few KB rather than a megabyte of repeated provider objects), the days as one
// packed value (the server answers a week it keeps without completing each time as a GraphQL object).
export const CheckoutFreeTimesDocument = graphql(`
  query CheckoutFreeTimes($input: AvailableSlotsInput!) {
    freeTimes(input: $input) {
      providers {
        id
        name
      }
      packedDays
    }
  }
`);

export const CheckoutHoldSlotDocument = graphql(`
  mutation CheckoutHoldSlot($input: HoldSlotInput!) {
    holdSlot(input: $input) {
      id
      startTime
      holdExpiresAt
      provider {
        id
        name
      }
    }
  }
`);

export const CheckoutReleaseSlotDocument = graphql(`
  mutation CheckoutReleaseSlot($sessionId: ID!, $clientId: ID) {
    releaseSlot(sessionId: $sessionId, clientId: $clientId)
  }
`);

/** A free time with one provider free then: what the picker shows and holds. */
export type CheckoutSlot = { readonly startTime: string; readonly provider: { readonly id: string; readonly name: string } };
/** One day of the picker: its free times by part of day, several providers at one time in the providers' name order. */
export type CheckoutSlotDay = { readonly date: string; readonly morning: CheckoutSlot[]; readonly afternoon: CheckoutSlot[]; readonly evening: CheckoutSlot[] };
export type HeldSlot = CheckoutHoldSlotMutation['holdSlot'];
/** A held slot and when this device treats the hold as over (holdDeadline, epoch ms). */
export type CheckoutHold = HeldSlot & { readonly deadline: number };

export type SlotsRequest = { productId: string; locationId: string; providerId: string | null; from: string; to: string; timezone: string };

/** The providers of a consult, or with `kind` LAB_COLLECTOR the lab collectors of a lab test (lab collector selection). */
export function checkoutProvidersQueryOptions(productId: string, locationId: string, kind: ProviderKind | null) {
  return queryOptions({
    queryKey: ['checkout', 'providers', productId, locationId, kind],
    queryFn: () => request(CheckoutProvidersDocument, { input: { productId, locationId, kind } }, { toastErrors: false }).then((data) => data.providers),
    staleTime: 5 * 60_000,
  });
}

/** The compact answer spelled out per day: each time once per provider free then. */
export function slotDaysOf(answer: CheckoutFreeTimesQuery['freeTimes']): CheckoutSlotDay[] {
  const spell = (times: ReadonlyArray<readonly [string, ReadonlyArray<number>]>): CheckoutSlot[] =>
    times.flatMap(([startTime, providers]) => providers.flatMap((index) => {
      const provider = answer.providers[index];
      return provider ? [{ startTime, provider }] : [];
    }));
  return answer.packedDays.map((day) => ({ date: day.date, morning: spell(day.morning), afternoon: spell(day.afternoon), evening: spell(day.evening) }));
}

/** One week of free times (from..to, 7 days at most): what the picker shows at once. */
export function fetchSlotDays(input: SlotsRequest): Promise<CheckoutSlotDay[]> {
  return request(CheckoutFreeTimesDocument, { input }, { toastErrors: false }).then((data) => slotDaysOf(data.freeTimes));
}

export function checkoutSlotsQueryOptions(input: SlotsRequest) {
  return queryOptions({
    queryKey: ['checkout', 'slots', input],
    queryFn: () => fetchSlotDays(input),
    // Free times change as others book: asked afresh each time.
    staleTime: 0,
  });
}

/** The screen says what went wrong in place, so the transport's toast is off. `clientId`: the front desk holds for a client. */
export function holdSlot(input: { providerId: string; productId: string; locationId: string; startTime: string; clientId?: string | null }): Promise<HeldSlot> {
  return request(CheckoutHoldSlotDocument, { input }, { toastErrors: false }).then((data) => data.holdSlot);
}

/** Lets go of a hold replaced by another pick; a failure only means the hold lapses by itself. */
export function releaseSlot(sessionId: string, clientId: string | null = null): Promise<void> {
  return request(CheckoutReleaseSlotDocument, { sessionId, clientId }, { toastErrors: false }).then(
    () => undefined,
    () => undefined,
  );
}
