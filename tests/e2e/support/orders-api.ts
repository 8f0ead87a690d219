import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { ConfirmedPerson } from './accounts.ts';
import { addAddress, clientSession, graphql, NEW_YORK_ADDRESS, type ClientSession } from './client-api.ts';
import { DEMO_PASSWORD } from './people.ts';
import { passedPreAssessment } from './pre-assessment-api.ts';

// Orders placed through the API (as the checkout does it) and staff calls, for tests of what comes after checkout.

export type PlacedItem = { orderId: string; itemId: string; displayId: string; orderDisplayId: string };

export type Shopper = ClientSession & { locationId: string; addressId: string; cardId: string; placeOrder(productName: string): Promise<PlacedItem> };

/** Signs the client in through the API, saves a New York address and a sandbox card, and returns a way to order. */
export async function shopperFor(request: APIRequestContext, person: ConfirmedPerson): Promise<Shopper> {
  const session = await clientSession(request, person);
  const { decodeBusinessAndLocation: place } = await graphql<{ decodeBusinessAndLocation: { business: { id: string }; location: { id: string } } }>(
    request,
    'query { decodeBusinessAndLocation(businessShortId: "demo", locationShortId: "main") { business { id } location { id } } }',
    {},
  );
  const locationId = place.location.id;
  const addressId = await addAddress(request, session, NEW_YORK_ADDRESS, true);
  const { gatewayDetail } = await graphql<{ gatewayDetail: { clientKey: string } }>(request, 'query($input: GatewayDetailInput!) { gatewayDetail(input: $input) { clientKey } }', { input: { businessId: place.business.id } }, session.headers);
  const expiryYear = new Date().getUTCFullYear() + 2;
  const tokenized = await request.post('/payments/sandbox/tokenize', {
    data: { clientKey: gatewayDetail.clientKey, cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear, cvv: '123', cardholderName: 'Test Client' },
  });
  const card = (await tokenized.json()) as { token: string; lastFour: string; brand: string };
  const { addPaymentCard } = await graphql<{ addPaymentCard: { id: string } }>(
    request,
    'mutation($input: AddPaymentCardInput!) { addPaymentCard(input: $input) { id } }',
    { input: { clientId: session.clientId, token: card.token, cardLastFour: card.lastFour, cardType: card.brand, expiryMonth: 12, expiryYear, cardholderName: 'Test Client', billingAddressId: addressId, makeDefault: true } },
    session.headers,
  );
  const { productsByLocation } = await graphql<{ productsByLocation: { id: string; name: string; categories: { id: string }[] }[] }>(
    request,
    'query($id: ID!) { productsByLocation(locationId: $id) { id name categories { id } } }',
    { id: locationId },
  );
  const placeOrder = async (productName: string): Promise<PlacedItem> => {
    const product = productsByLocation.find((p) => p.name === productName);
    expect(product, `${productName} is offered at demo/main`).toBeDefined();
    const line = { productId: product?.id ?? '', categoryId: product?.categories[0]?.id ?? '' };
    const formResponseIds = await passedPreAssessment(request, session, line, locationId);
    const { createOrder } = await graphql<{ createOrder: { order: { id: string; displayId: string; orderItems: { id: string; displayId: string }[] } } }>(
      request,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id displayId orderItems { id displayId } } } }',
      {
        input: {
          checkoutId: randomUUID(),
          locationId,
          items: [{ ...line, formResponseIds }],
          shippingAddressId: addressId,
          billingAddressId: addressId,
          paymentMethod: 'CARD',
          paymentCardId: addPaymentCard.id,
        },
      },
      session.headers,
    );
    const [item] = createOrder.order.orderItems;
    return { orderId: createOrder.order.id, orderDisplayId: createOrder.order.displayId, itemId: item?.id ?? '', displayId: item?.displayId ?? '' };
  };
  return { ...session, locationId, addressId, cardId: addPaymentCard.id, placeOrder };
}

type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

/**
 * A staff call as a demo staff member (admin@demo.test by default). Demo logins allow one session at a time and
 * other tests sign in with them too, so a call whose session was superseded signs in again and retries.
 */
export async function asDemoStaff<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>, { email = 'admin@demo.test', roleName = 'BUSINESS_ADMIN' } = {}): Promise<T> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const tokens = await graphql<{ login: { accessToken: string } }>(
      request,
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }',
      { email, password: DEMO_PASSWORD },
    );
    const authorization = `Bearer ${tokens.login.accessToken}`;
    const me = await graphql<{ me: { roleGrants: { roleName: string; targetId: string; organizationId: string }[] } }>(request, 'query { me { roleGrants { roleName targetId organizationId } } }', {}, { authorization });
    const grant = me.me.roleGrants.find((entry) => entry.roleName === roleName);
    expect(grant, `${email} has a ${roleName} grant`).toBeDefined();
    const headers = { authorization, 'x-organization-id': grant?.organizationId ?? '', 'x-role-name': roleName, 'x-role-target': grant?.targetId ?? '' };
    const response = await request.post('/graphql', { data: { query, variables }, headers });
    const body = (await response.json()) as Answer<T>;
    if (body.errors?.some((error) => ['SESSION_SUPERSEDED', 'UNAUTHENTICATED'].includes(error.extensions?.code ?? ''))) continue;
    expect(body.errors, `GraphQL errors for ${query.slice(0, 60)}`).toBeUndefined();
    return body.data as T;
  }
  throw new Error(`${email} kept losing its session to other tests`);
}
