import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { ConfirmedPerson } from './accounts.ts';
import { clientSession, graphql, type ClientSession } from './client-api.ts';
import { asDemoStaff } from './orders-api.ts';
import { DEMO_PASSWORD } from './people.ts';
import { withProviderLock } from './provider-lock.ts';

// Issue 11's browser tests start after the consultation: a fresh client's video consultation is booked with the
// demo endpoint, and the provider takes it through the API (joins, completes it, approves or declines the
// treatment), the way the provider console does.

/**
 * The second demo provider, shared with the console tests (hcp@demo.test belongs to the video call and login
 * tests). The demo has no third provider: a sign-in here ends the provider's console session and a new demo
 * session ends the provider's overlapping ones, so the set-up is kept short (one sign-in, a few calls).
 */
export const MEDICATION_PROVIDER = 'hcp2@demo.test';

export type ConsultedItem = { orderId: string; orderItemId: string; sessionId: string };

/** A semaglutide titration like the demo seed's: 0.25 mg, then 0.5 mg, then 1 mg, weekly, $249 / $299 / $349 a month. */
export const SEMAGLUTIDE = {
  medicationName: 'Semaglutide',
  notes: 'Inject on the same day each week.',
  directions: [
    { dosageName: 'Starter', dose: 0.25, doseUnit: 'mg', route: 'Subcutaneous injection', frequencyEvery: 1, frequencyTimeUnit: 'Week', durationEvery: 4, durationTimeUnit: 'Week', sellingPrice: 24_900, costToBusiness: 9_000 },
    { dosageName: 'Step up', dose: 0.5, doseUnit: 'mg', route: 'Subcutaneous injection', frequencyEvery: 1, frequencyTimeUnit: 'Week', durationEvery: 4, durationTimeUnit: 'Week', sellingPrice: 29_900, costToBusiness: 11_000 },
    { dosageName: 'Maintenance', dose: 1, doseUnit: 'mg', route: 'Subcutaneous injection', frequencyEvery: 1, frequencyTimeUnit: 'Week', durationEvery: 8, durationTimeUnit: 'Week', sellingPrice: 34_900, costToBusiness: 13_000 },
  ],
} as const;

const PROVIDER = { email: MEDICATION_PROVIDER, roleName: 'HEALTHCARE_PROVIDER' };

const JOIN = 'mutation($input: VideoCallInput!) { startVideoCall(input: $input) { token } }';

type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
type ProviderCall = <T>(query: string, variables: Record<string, unknown>) => Promise<T>;

/**
 * The provider's API calls over one sign-in: each sign-in ends the provider's other session (another test's),
 * so the set-up signs in once, and again only when another test took the session meanwhile.
 */
async function providerCalls(request: APIRequestContext): Promise<ProviderCall> {
  const signIn = async (): Promise<Record<string, string>> => {
    const { login } = await graphql<{ login: { accessToken: string } }>(
      request,
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }',
      { email: MEDICATION_PROVIDER, password: DEMO_PASSWORD },
    );
    const authorization = `Bearer ${login.accessToken}`;
    const { me } = await graphql<{ me: { roleGrants: { roleName: string; targetId: string; organizationId: string }[] } }>(request, 'query { me { roleGrants { roleName targetId organizationId } } }', {}, { authorization });
    const grant = me.roleGrants.find((entry) => entry.roleName === PROVIDER.roleName);
    expect(grant, `${MEDICATION_PROVIDER} has a provider grant`).toBeDefined();
    return { authorization, 'x-organization-id': grant?.organizationId ?? '', 'x-role-name': PROVIDER.roleName, 'x-role-target': grant?.targetId ?? '' };
  };
  let headers = await signIn();
  return async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const body = (await (await request.post('/graphql', { data: { query, variables }, headers })).json()) as Answer<T>;
      if (body.errors?.some((error) => ['SESSION_SUPERSEDED', 'UNAUTHENTICATED'].includes(error.extensions?.code ?? ''))) {
        headers = await signIn();
        continue;
      }
      expect(body.errors, `GraphQL errors for ${query.slice(0, 60)}`).toBeUndefined();
      return body.data as T;
    }
    throw new Error(`${MEDICATION_PROVIDER} kept losing its session to other tests`);
  };
}

/**
 * A video consultation of the client with the provider, held (both sides join, so it is in progress) and
 * completed: the item is ConsultationCompleted. `session` is the client's API session (made here when not given).
 */
async function completedConsultation(request: APIRequestContext, provider: ProviderCall, client: ConfirmedPerson, session?: ClientSession): Promise<ConsultedItem> {
  const response = await request.post('/dev/video-session', { data: { clientEmail: client.email, providerEmail: MEDICATION_PROVIDER } });
  expect(response.ok(), `POST /dev/video-session answered ${response.status()}`).toBe(true);
  const booked = (await response.json()) as ConsultedItem;
  const own = session ?? (await clientSession(request, client));
  await graphql(request, JOIN, { input: { HCPSessionId: booked.sessionId } }, own.headers);
  await provider(JOIN, { input: { HCPSessionId: booked.sessionId } });
  await provider('mutation($input: VideoCallInput!) { completeSession(input: $input) { id status } }', { input: { HCPSessionId: booked.sessionId } });
  return booked;
}

/** The client's consultation, completed and its treatment approved with SEMAGLUTIDE. */
export async function approvedTreatment(request: APIRequestContext, client: ConfirmedPerson, session?: ClientSession): Promise<ConsultedItem> {
  return withProviderLock(async () => {
    const provider = await providerCalls(request);
    const item = await completedConsultation(request, provider, client, session);
    await provider('mutation($input: ApproveTreatmentInput!) { approveTreatment(input: $input) { id status } }', { input: { orderItemId: item.orderItemId, prescription: SEMAGLUTIDE } });
    return item;
  });
}

/** The client's consultation, completed and its treatment declined with `reason`. */
export async function declinedTreatment(request: APIRequestContext, client: ConfirmedPerson, reason: string): Promise<ConsultedItem> {
  return withProviderLock(async () => {
    const provider = await providerCalls(request);
    const item = await completedConsultation(request, provider, client);
    await provider('mutation($input: DeclineTreatmentInput!) { declineTreatment(input: $input) { id status } }', { input: { orderItemId: item.orderItemId, reason } });
    return item;
  });
}

/** The item's medication order id, read as the client. */
export async function medicationOrderId(request: APIRequestContext, session: ClientSession, orderItemId: string): Promise<string> {
  const { orderItem } = await graphql<{ orderItem: { medicationOrder: { id: string } | null } }>(
    request,
    'query($id: ID!) { orderItem(id: $id) { medicationOrder { id } } }',
    { id: orderItemId },
    session.headers,
  );
  expect(orderItem.medicationOrder, 'the item has a medication order').not.toBeNull();
  return orderItem.medicationOrder?.id ?? '';
}

/** The business ships the medication order (as its admin, through the fulfilment API). */
export async function shipMedication(request: APIRequestContext, medicationOrder: string, parcel: { carrier: string; trackingNumber: string; trackingUrl: string }): Promise<void> {
  await asDemoStaff(
    request,
    'mutation($input: ShipMedicationOrderInput!) { shipMedicationOrder(input: $input) { id status } }',
    { input: { medicationOrderId: medicationOrder, ...parcel } },
    { email: 'admin@demo.test', roleName: 'BUSINESS_ADMIN' },
  );
}

/** The client orders the approved medication's first month through the API, paying with its saved card. */
export async function orderMedication(request: APIRequestContext, shopper: ClientSession & { addressId: string; cardId: string }, orderItemId: string): Promise<string> {
  const { createMedicationOrder } = await graphql<{ createMedicationOrder: { orderItem: { status: string } | null } }>(
    request,
    'mutation($input: CreateMedicationOrderInput!) { createMedicationOrder(input: $input) { orderItem { status } } }',
    { input: { orderItemId, idempotencyKey: randomUUID(), shippingAddressId: shopper.addressId, payment: { method: 'CARD', paymentCardId: shopper.cardId } } },
    shopper.headers,
  );
  expect(createMedicationOrder.orderItem?.status).toBe('MedicationOrdered');
  return medicationOrderId(request, shopper, orderItemId);
}
