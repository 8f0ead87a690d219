// The time-slot picker (checkout, front desk): the providers of a consult (or the lab collectors of a lab test), their free
// times, and holding one (10 minutes) so createOrder can book it with the order.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { CheckoutHoldSlotMutation, CheckoutSlotsQuery, ProviderKind } from '../../../gql/graphql.ts';

export const CheckoutProvidersDocument = graphql(`
  query CheckoutProviders($input: ProvidersInput!) {
    providers(input: $input) {
      id
      name
    }
  }
`);

export const CheckoutSlotsDocument = graphql(`
  query CheckoutSlots($input: AvailableSlotsInput!) {
    availableSlots(input: $input) {
      date
      morning {
        startTime
        time
        provider {
          id
          name
        }
      }
      afternoon {
        startTime
        time
        provider {
          id
          name
        }
      }
      evening {
        startTime
        time
        provider {
          id
          name
        }
      }
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

export type CheckoutSlotDay = CheckoutSlotsQuery['availableSlots'][number];
export type CheckoutSlot = CheckoutSlotDay['morning'][number];
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

export function checkoutSlotsQueryOptions(input: SlotsRequest) {
  return queryOptions({
    queryKey: ['checkout', 'slots', input],
    queryFn: (): Promise<CheckoutSlotDay[]> => request(CheckoutSlotsDocument, { input }, { toastErrors: false }).then((data) => data.availableSlots),
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
