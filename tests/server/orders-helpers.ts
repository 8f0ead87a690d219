import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { isSandboxGateway } from '../../server/adapters/payments/sandbox.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { startSession } from '../../server/services/auth/sessions.ts';
import { giftCardNumberHash } from '../../server/services/ledger/gift-card-number.ts';
import { signAccessToken } from '../../server/services/auth/tokens.ts';
import { expectOk, roleHeaders, type Gql, type HeaderMap } from './accounts-helpers.ts';
import type { TestDeps } from './helpers/test-deps.ts';

export const DEMO = {
  organizationId: seedId('organization:demo'),
  businessId: seedId('business:demo'),
  locationId: seedId('location:demo:main'),
  downtownId: seedId('location:demo:downtown'),
};
export const SUNRISE = { organizationId: seedId('organization:sunrise'), businessId: seedId('business:sunrise'), locationId: seedId('location:sunrise:main') };

export const category = (code: string, business = 'demo') => seedId(`category:${business}:${code}`);
export const product = (key: string, business = 'demo') => seedId(`product:${business}:${key}`);

/** A cart line for a demo product in its category. */
export const item = (key: string, code: string, formResponseIds?: string[]) => ({ productId: product(key), categoryId: category(code), ...(formResponseIds ? { formResponseIds } : {}) });

type CheckoutItem = { productId: string; categoryId: string; formResponseIds?: string[] };
export type OrderInput = Record<string, unknown> & { items: CheckoutItem[] };

/** Categories whose seeded workflow has a pre-assessment step (server/seed/data/workflows.ts), by business. */
const PRE_ASSESSED: ReadonlyMap<string, string> = new Map([
  [category('WEIGHTLOSS'), 'demo'],
  [category('WEIGHTLOSS', 'sunrise'), 'sunrise'],
]);

/**
 * The checkout input with a passed pre-assessment for each item that needs one and names no answers: the server
 * refuses those items otherwise. The answers are stored as the server stores scored ones (the scoring itself is
 * tested in forms.test.ts). The same input object always gets the same answers, so a replay stays a replay.
 */
export function withPassedPreAssessments<I extends OrderInput>(deps: TestDeps, shopper: Shopper, input: I): Promise<I> {
  const known = answered.get(input) as Promise<I> | undefined;
  if (known) return known;
  const result = addPassedPreAssessments(deps, shopper, input);
  answered.set(input, result);
  return result;
}

const answered = new WeakMap<OrderInput, Promise<OrderInput>>();

async function addPassedPreAssessments<I extends OrderInput>(deps: TestDeps, shopper: Shopper, input: I): Promise<I> {
  const items: CheckoutItem[] = [];
  for (const entry of input.items) {
    const business = PRE_ASSESSED.get(entry.categoryId);
    if (!business || entry.formResponseIds) {
      items.push(entry);
      continue;
    }
    const [row] = await deps.db
      .insert(t.userResponses)
      .values({
        organizationId: seedId(`organization:${business}`),
        formId: seedId(`form:${business}:PRE_ASSESSMENT`),
        formVersionId: seedId(`form-version:${business}:PRE_ASSESSMENT:1`),
        productId: entry.productId,
        categoryId: entry.categoryId,
        createdBy: shopper.userId,
        createdFor: shopper.clientId,
        answers: { age: 35, weight: 180, heightFeet: 5, heightInches: 7, pregnancy: false, thyroidCancer: false, pancreatitis: false, eatingDisorder: false, triedLifestyle: true },
        score: { checks: 5, correct: 5, percentage: 100, passed: true },
        clientDraftId: randomUUID(),
      })
      .returning({ id: t.userResponses.id });
    if (!row) throw new Error('pre-assessment not stored');
    items.push({ ...entry, formResponseIds: [row.id] });
  }
  return { ...input, items };
}

export const GIFT_50 = '5000 0000 0000 0001';
export const GIFT_200 = '5000 0000 0000 0002';
export const SUNRISE_GIFT = '5000000000000003';

export const CARDS = { approve: '4242424242424242', decline: '4000000000000002', insufficient: '4000000000009995', expired: '4000000000000069' } as const;

/** A client made straight in the database (no password hashing) and signed in, with a default address in `state`. */
export type Shopper = { headers: HeaderMap; clientId: string; userId: string; addressId: string; cardId: string | null };

let shoppers = 0;

export async function createShopper(
  deps: TestDeps,
  gql: Gql,
  { organizationKey = 'demo', state = 'NY', card }: { organizationKey?: string; state?: string; card?: string } = {},
): Promise<Shopper> {
  const organizationId = seedId(`organization:${organizationKey}`);
  const email = `shopper${++shoppers}-${randomUUID()}@example.test`;
  const [user] = await deps.db
    .insert(t.users)
    .values({ email, passwordHash: 'not-used', firstName: 'Olive', lastName: 'Buyer', dob: '1990-04-05', gender: 'FEMALE', phone: '2125550100', timezone: 'America/New_York', status: 'ACTIVE' })
    .returning({ id: t.users.id });
  if (!user) throw new Error('user not created');
  const [client] = await deps.db.insert(t.clients).values({ organizationId, userId: user.id, status: 'active' }).returning({ id: t.clients.id });
  if (!client) throw new Error('client not created');
  await deps.db.insert(t.roleGrants).values({ organizationId, userId: user.id, roleName: 'CLIENT', targetType: 'CLIENT', targetId: client.id, displayName: 'Olive Buyer' });
  const [address] = await deps.db
    .insert(t.clientAddresses)
    .values({ organizationId, clientId: client.id, addressLine1: '1 Main Street', city: 'Albany', state, country: 'US', zipcode: '12207', isDefault: true })
    .returning({ id: t.clientAddresses.id });
  if (!address) throw new Error('address not created');
  const session = await startSession(deps.db, user.id, { ip: null, userAgent: null }, deps.now());
  const accessToken = await signAccessToken(deps.secrets.jwt, { userId: user.id, sessionId: session.sessionId }, deps.now());
  const headers = roleHeaders({ accessToken }, { organizationId, roleName: 'CLIENT', targetId: client.id });
  const shopper: Shopper = { headers, clientId: client.id, userId: user.id, addressId: address.id, cardId: null };
  if (card) shopper.cardId = await addCard(deps, gql, shopper, card);
  return shopper;
}

const ADD_CARD = /* GraphQL */ `mutation A($i: AddPaymentCardInput!) { addPaymentCard(input: $i) { id } }`;

/** Tokenizes a test card with the sandbox gateway and saves it for the shopper (billing address: its default). */
export async function addCard(deps: TestDeps, gql: Gql, shopper: Shopper, cardNumber: string): Promise<string> {
  if (!isSandboxGateway(deps.payments)) throw new Error('tests expect the sandbox gateway');
  const year = deps.now().getUTCFullYear() + 2;
  const token = await deps.payments.tokenize({ digits: cardNumber, brand: 'visa', expiryMonth: 12, expiryYear: year });
  const input = { clientId: shopper.clientId, token: token.token, cardLastFour: token.lastFour, cardType: token.brand, expiryMonth: 12, expiryYear: year, cardholderName: 'Olive Buyer', billingAddressId: shopper.addressId };
  return expectOk(await gql<{ addPaymentCard: { id: string } }>(ADD_CARD, { i: input }, shopper.headers)).addPaymentCard.id;
}

export const SUMMARY_FIELDS = /* GraphQL */ `
  currencyCode
  items { orderItemId categoryId categoryName productId productName productType hasHCPApproval feeBreakup { entityName entityType amount paid unpaid createdOn updatedOn } }
  paymentSummary { feeBreakupTotals { entityName entityType amount } totals { entityName entityType amount } totalAmount totalPaid totalUnpaid preAuthorized alreadyCharged giftCardApplied walletApplied cardAmount }
  refunds { id refundAmount status }
`;

export const QUOTE = /* GraphQL */ `query Q($input: OrderPricingSummaryInput!) { orderPricingSummary(input: $input) { ${SUMMARY_FIELDS} } }`;

export const CREATE_ORDER = /* GraphQL */ `
  mutation C($input: CreateOrderInput!) {
    createOrder(input: $input) {
      success message replayed
      order { id displayId organizationId organizationName businessId businessName businessLocationId businessLocationName createdAt currencyCode paymentMethod
        orderItems { id displayId categoryId categoryName productId productName productType orderId status createdAt updatedAt billingAddressId shippingAddressId }
        orderPricingSummary { ${SUMMARY_FIELDS} } }
    }
  }
`;

export type FeeLine = { entityName: string; entityType: string | null; amount: number; paid: number; unpaid: number; createdOn: string | null; updatedOn: string | null };
export type Summary = {
  currencyCode: string;
  items: { orderItemId: string | null; categoryId: string; productId: string; productName: string; productType: string; hasHCPApproval: boolean; feeBreakup: FeeLine[] }[];
  paymentSummary: {
    feeBreakupTotals: { entityName: string; entityType: string | null; amount: number }[];
    totals: { entityName: string; entityType: string | null; amount: number }[];
    totalAmount: number;
    totalPaid: number;
    totalUnpaid: number;
    preAuthorized: number;
    alreadyCharged: number;
    giftCardApplied: number;
    walletApplied: number;
    cardAmount: number;
  };
  refunds: unknown[];
};
export type PlacedOrder = { id: string; displayId: string; paymentMethod: string; orderItems: { id: string; displayId: string; status: string; productId: string; billingAddressId: string | null }[]; orderPricingSummary: Summary };
export type CreateResult = { createOrder: { success: boolean; message: string; replayed: boolean; order: PlacedOrder } };

/** A createOrder input paying by card with the shopper's card and address, at demo/main; override anything. */
export function orderInput(shopper: Shopper, items: CheckoutItem[], extra: Record<string, unknown> = {}): OrderInput {
  return {
    checkoutId: randomUUID(),
    locationId: DEMO.locationId,
    items,
    shippingAddressId: shopper.addressId,
    billingAddressId: shopper.addressId,
    paymentMethod: 'CARD',
    paymentCardId: shopper.cardId,
    ...extra,
  };
}

/** Row counts of everything a checkout writes, to show that a failed one wrote nothing. */
export async function checkoutRowCounts(deps: TestDeps): Promise<Record<string, number>> {
  const tables = {
    orders: t.orders,
    orderItems: t.orderItems,
    orderItemFees: t.orderItemFees,
    ledgerEntries: t.ledgerEntries,
    payments: t.payments,
    sandboxGatewayAuthorizations: t.sandboxGatewayAuthorizations,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await deps.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** A ledger account's balance (gift card by seed number, or a client's wallet). */
export async function giftCardBalance(deps: TestDeps, business: string, cardNumber: string): Promise<number> {
  const [row] = await deps.db.select({ balance: t.ledgerAccounts.balance }).from(t.ledgerAccounts).where(eq(t.ledgerAccounts.id, seedId(`gift-card:${business}:${cardNumber.replace(/\s/g, '')}`)));
  if (!row) throw new Error('no such gift card');
  return row.balance;
}

/** Issues a gift card straight in the ledger (as the seed does), with one ISSUED entry. */
export async function issueGiftCard(deps: TestDeps, { organizationKey = 'demo', number, amount, expiresAt = null, currencyCode = 'USD' }: { organizationKey?: string; number: string; amount: number; expiresAt?: Date | null; currencyCode?: string }): Promise<string> {
  const organizationId = seedId(`organization:${organizationKey}`);
  const [account] = await deps.db
    .insert(t.ledgerAccounts)
    .values({ organizationId, kind: 'GIFT_CARD', cardNumberHash: giftCardNumberHash(deps.secrets.jwtSecret, number), cardLastFour: number.slice(-4), currencyCode, balance: amount, expiresAt })
    .returning({ id: t.ledgerAccounts.id });
  if (!account) throw new Error('gift card not issued');
  await deps.db.insert(t.ledgerEntries).values({ organizationId, accountId: account.id, amount, balanceAfter: amount, reason: 'ISSUED', idempotencyKey: 'issued' });
  return account.id;
}

let giftCards = 0;
/** A fresh 16-digit gift card number for one test. */
export const freshGiftCardNumber = () => `7${String(Date.now() % 1e9).padStart(9, '0')}${String(++giftCards).padStart(6, '0')}`;

export async function accountBalance(deps: TestDeps, accountId: string): Promise<number> {
  const [row] = await deps.db.select({ balance: t.ledgerAccounts.balance }).from(t.ledgerAccounts).where(eq(t.ledgerAccounts.id, accountId));
  if (!row) throw new Error('no such ledger account');
  return row.balance;
}
