// createOrder's reads in one statement (issue 18): the earlier order with this checkoutId, the place, the client's
// named addresses and card, the products and coupon, the answers, the categories' workflow versions and the
// products' forms, as one json value. Under load each statement is a round trip that costs the server a socket
// write and read (a third of its CPU in the checkout's profile) and holds a pooled connection; PGlite decodes one
// json field far cheaper than a dozen results. The rules stay where they were (checkedPlace, pricedItemsOf,
// checkoutCoupon, checkResponseRows, checkPreAssessmentsOf): this file only reads what they need, with the filters
// the statements it replaces had (checkoutPlace, ownAddresses, ownCard, priceCheckoutItems, couponForCheckout,
// checkResponses, checkPreAssessments' answers and the catalogue loaders formsOfProduct, workflowVersionsOfCategory).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, categoryWorkflowVersions, clientAddresses, coupons, locations, paymentCards } from '../../db/schema/index.ts';
import { rowOfJson } from '../json-rows.ts';
import { prepared } from '../prepared-statements.ts';
import type { CouponRow } from '../coupons.ts';
import type { StoredFormScore } from '../../db/schema/responses.ts';
import type { AddressRow, PaymentCardRow } from './checkout-checks.ts';
import type { CheckoutPlace } from './checkout-place.ts';
import { checkoutProductRowOf, type CheckoutProductJson, type CheckoutProductRow } from './priced-items.ts';

type WorkflowVersionRow = typeof categoryWorkflowVersions.$inferSelect;

/** A form of a product as the pre-assessment rule reads it (active forms only, by name, as formsOfProduct). */
export type ProductFormFact = { id: string; type: string };
/** An answer named by the checkout, the client's own in the organization (checkResponses' and checkPreAssessments' filter). */
export type ResponseFact = { id: string; productId: string; orderItemId: string | null; formId: string; score: StoredFormScore };

export type CheckoutFacts = {
  /** The order this client already placed with the checkoutId (a replay), whatever else is true now. */
  earlier: { id: string; requestHash: string | null } | null;
  /** The active location of an ACTIVE business of the grant's organization (null: none). */
  place: CheckoutPlace | null;
  /** The client's own, not removed addresses among the named ones and the named card's billing address. */
  addresses: Map<string, AddressRow>;
  /** The named card, the client's own and not deleted. */
  card: PaymentCardRow | null;
  products: CheckoutProductRow[];
  /** The business's coupon with the promo code (undefined: none). */
  coupon: CouponRow | undefined;
  responses: ResponseFact[];
  /** Per category named, its workflow versions, newest first. */
  workflowVersions: Map<string, WorkflowVersionRow[]>;
  /** Per product named, its active forms by name. */
  forms: Map<string, ProductFormFact[]>;
};

type FactsJson = {
  earlier: { id: string; requestHash: string | null } | null;
  place: { location: Record<string, unknown>; business: Record<string, unknown>; organizationName: string } | null;
  addresses: Record<string, unknown>[] | null;
  card: Record<string, unknown> | null;
  /** [id, name, product type, status, shipping cost, medication product's shipping cost, price at the location, category id, category name] */
  products: CheckoutProductJson[] | null;
  coupon: Record<string, unknown> | null;
  responses: ResponseFact[] | null;
  workflowVersions: Record<string, unknown>[] | null;
  forms: (ProductFormFact & { productId: string })[] | null;
};

// One prepared statement; every id list travels as one array parameter. The place is `p` (empty when the location
// is not the grant organization's, inactive, or its business not ACTIVE); products and the coupon are its business's.
const factsStatement = (db: Database) =>
  prepared(db, 'create_order_reads', (d) =>
    d
      .select({
        facts: sql<FactsJson>`json_build_object(
        'earlier', (select json_build_object('id', o.id, 'requestHash', o.request_hash) from orders o
          where o.client_id = ${sql.placeholder('clientId')}::uuid and o.checkout_id = ${sql.placeholder('checkoutId')}::uuid limit 1),
        'place', (select json_build_object('location', row_to_json(l), 'business', row_to_json(b), 'organizationName', g.name)
          from locations l join businesses b on b.id = l.business_id join organizations g on g.id = b.organization_id
          where l.id = p.location_id),
        'addresses', (select json_agg(row_to_json(a)) from client_addresses a
          where a.client_id = ${sql.placeholder('clientId')}::uuid and a.deleted_at is null
            and (a.id = any(${sql.placeholder('addressIds')}::uuid[]) or a.id = (select c.billing_address_id from payment_cards c
              where c.id = ${sql.placeholder('cardId')}::uuid and c.client_id = ${sql.placeholder('clientId')}::uuid and c.deleted_at is null))),
        'card', (select row_to_json(c) from payment_cards c
          where c.id = ${sql.placeholder('cardId')}::uuid and c.client_id = ${sql.placeholder('clientId')}::uuid and c.deleted_at is null limit 1),
        'products', (select json_agg(json_build_array(pr.id, pr.name, pr.product_type, pr.status, pr.shipping_cost, mp.shipping_cost, pl.starting_price, ca.id, ca.name))
          from products pr
          left join product_locations pl on pl.product_id = pr.id and pl.location_id = p.location_id
          left join medication_products mp on mp.product_id = pr.id
          left join product_categories pc on pc.product_id = pr.id and pc.category_id = any(${sql.placeholder('categoryIds')}::uuid[])
          left join categories ca on ca.id = pc.category_id and ca.business_id = p.business_id
          where pr.id = any(${sql.placeholder('productIds')}::uuid[]) and pr.business_id = p.business_id),
        'coupon', (select row_to_json(k) from coupons k where k.business_id = p.business_id and k.code = ${sql.placeholder('promoCode')}::text limit 1),
        'responses', (select json_agg(json_build_object('id', r.id, 'productId', r.product_id, 'orderItemId', r.order_item_id, 'formId', r.form_id, 'score', r.score))
          from user_responses r
          where r.id = any(${sql.placeholder('responseIds')}::uuid[]) and r.organization_id = ${sql.placeholder('organizationId')}::uuid
            and r.created_for = ${sql.placeholder('clientId')}::uuid),
        'workflowVersions', (select json_agg(row_to_json(v) order by v.version desc) from category_workflow_versions v
          where v.category_id = any(${sql.placeholder('categoryIds')}::uuid[])),
        'forms', (select json_agg(json_build_object('productId', pf.product_id, 'id', f.id, 'type', f.type) order by f.name)
          from product_forms pf join forms f on f.id = pf.form_id
          where pf.product_id = any(${sql.placeholder('productIds')}::uuid[]) and f.status = 'ACTIVE')
      )`,
      })
      .from(
        sql`(select 1) as one left join lateral (select l.id as location_id, b.id as business_id from locations l join businesses b on b.id = l.business_id
          where l.id = ${sql.placeholder('locationId')}::uuid and l.is_active and b.status = 'ACTIVE' and b.organization_id = ${sql.placeholder('organizationId')}::uuid) p on true`,
      )
      .prepare('create_order_reads'),
  );

export type FactsRequest = {
  organizationId: string;
  clientId: string;
  checkoutId: string;
  locationId: string;
  items: readonly { productId: string; categoryId: string; formResponseIds: readonly string[] }[];
  addressIds: readonly (string | null | undefined)[];
  cardId: string | null | undefined;
  promoCode: string | undefined;
};

const unique = (values: readonly (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => typeof v === 'string'))];

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Everything createOrder checks before its transaction, in one round trip. */
export async function readCheckoutFacts(db: Database, request: FactsRequest): Promise<CheckoutFacts> {
  const [found] = await factsStatement(db).execute({
    organizationId: request.organizationId,
    clientId: request.clientId,
    checkoutId: request.checkoutId,
    locationId: request.locationId,
    productIds: unique(request.items.map((item) => item.productId)),
    categoryIds: unique(request.items.map((item) => item.categoryId)),
    responseIds: unique(request.items.flatMap((item) => item.formResponseIds)),
    addressIds: unique(request.addressIds),
    cardId: request.cardId ?? null,
    promoCode: request.promoCode ?? null,
  });
  const facts = found?.facts;
  if (!facts) throw new Error('createOrder: the checkout reads answered nothing');
  const place = facts.place
    ? { location: rowOfJson(locations, facts.place.location), business: rowOfJson(businesses, facts.place.business), organizationName: facts.place.organizationName }
    : null;
  const addresses = (facts.addresses ?? []).map((json) => rowOfJson(clientAddresses, json));
  return {
    earlier: facts.earlier,
    place,
    addresses: new Map(addresses.map((row) => [row.id, row])),
    card: facts.card ? rowOfJson(paymentCards, facts.card) : null,
    products: (facts.products ?? []).map(checkoutProductRowOf),
    coupon: facts.coupon ? rowOfJson(coupons, facts.coupon) : undefined,
    responses: facts.responses ?? [],
    workflowVersions: groupBy(
      (facts.workflowVersions ?? []).map((json) => rowOfJson(categoryWorkflowVersions, json)),
      (row) => row.categoryId,
    ),
    forms: groupBy(
      (facts.forms ?? []).map(({ productId, id, type }) => ({ productId, id, type })),
      (row) => row.productId,
    ),
  };
}
