// Issue 16: the admin's forms, workflows and money. A sunrise admin changes nothing of demo; publishing a form
// version keeps stored answers on their version; an invalid workflow is refused with §4's message; creates are
// idempotent; a refund goes back through the payments adapter once.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { auditEvents, categoryWorkflowVersions, coupons, formVersions, forms, paymentRefunds, payments, userResponses } from '../../server/db/schema/index.ts';
import { captureItemCharge } from '../../server/services/payments/capture-item.ts';
import { preAssessmentForm } from '../../server/seed/data/pre-assessment-form.ts';
import { workflows } from '../../server/seed/data/workflows.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type GqlResponse, type HeaderMap } from './accounts-helpers.ts';
import { placeOrder } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, createShopper, DEMO, item, SUNRISE } from './orders-helpers.ts';

const DEMO_FORM = seedId('form:demo:PRE_ASSESSMENT');
const DEMO_FORM_V1 = seedId('form-version:demo:PRE_ASSESSMENT:1');
const WEIGHTLOSS = seedId('category:demo:WEIGHTLOSS');
const SEMAGLUTIDE = seedId('product:demo:semaglutide-program');
const PASSING = { age: 35, weight: 180, heightFeet: 5, heightInches: 7, pregnancy: false, thyroidCancer: false, pancreatitis: false, eatingDisorder: false, triedLifestyle: true };

const FORM_FIELDS = 'id name type status businessId versions { id version currentFlag answerCount schema uiSchema texts { locale name texts } }';
const CREATE_FORM = `mutation C($input: CreateFormInput!) { createForm(input: $input) { ${FORM_FIELDS} } }`;
const PUBLISH_FORM = `mutation P($input: PublishFormVersionInput!) { publishFormVersion(input: $input) { id version currentFlag schema } }`;
const SET_STATUS = `mutation S($input: SetFormStatusInput!) { setFormStatus(input: $input) { id status } }`;
const ADMIN_FORMS = `query F($businessId: ID!) { adminForms(businessId: $businessId) { ${FORM_FIELDS} } }`;
const ADMIN_FORM = `query F($id: ID!) { adminForm(id: $id) { ${FORM_FIELDS} } }`;
const WORKFLOWS = `query W($businessId: ID!) { adminWorkflowCategories(businessId: $businessId) { id code workflowVersions { id version currentFlag feConfiguration } } }`;
const PUBLISH_WORKFLOW = `mutation P($input: PublishWorkflowInput!) { publishWorkflowVersion(input: $input) { id version currentFlag workflowId } }`;
const MONEY = `query M($businessId: ID!) { adminMoney(businessId: $businessId) { platformFee cancellationChargePercent cancellationWindowHours currencyCode coupons { id code savingType savingValue expiresAt } giftCards { id lastFour balance issuedAmount } } }`;
const UPDATE_MONEY = `mutation U($input: MoneySettingsInput!) { updateMoneySettings(input: $input) { platformFee cancellationChargePercent cancellationWindowHours } }`;
const CREATE_COUPON = `mutation C($input: CreateCouponInput!) { createCoupon(input: $input) { id code savingType savingValue expiresAt } }`;
const END_COUPON = `mutation E($couponId: ID!) { endCoupon(couponId: $couponId) { id expiresAt } }`;
const ISSUE_GIFT = `mutation I($input: IssueGiftCardInput!) { issueGiftCard(input: $input) { id cardNumber lastFour balance } }`;
const REFUNDABLE = `query R($businessId: ID!, $displayId: String!) { adminRefundable(businessId: $businessId, displayId: $displayId) { orderItemId paid refunded refundable } }`;
const REFUND = `mutation R($input: RefundOrderItemInput!) { refundOrderItem(input: $input) { id refundAmount refundFor status } }`;
const STORE = `mutation Store($input: StoreUserResponsesInput!) { storeUserResponses(input: $input) { id formVersionId } }`;

const newQuestion = { type: 'object', properties: { ...preAssessmentForm.schema.properties, sleep: { type: 'boolean', title: 'Do you sleep well?', expectedAnswer: true } }, required: [...preAssessmentForm.schema.required, 'sleep'] };

describe('admin forms, workflows and money', () => {
  let deps: TestDeps;
  let gql: Gql;
  let demoAdmin: HeaderMap;
  let sunriseAdmin: HeaderMap;
  let receptionist: HeaderMap;
  let client: HeaderMap;

  const errorOf = (response: GqlResponse<unknown>) => response.errors?.[0];

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    const as = async (email: string, role: string) => {
      const signed = await session(gql, email);
      return roleHeaders(signed.tokens, grantOf(signed.grants, role));
    };
    demoAdmin = await as('admin@demo.test', 'BUSINESS_ADMIN');
    sunriseAdmin = await as('admin@sunrise.test', 'BUSINESS_ADMIN');
    receptionist = await as('reception@demo.test', 'RECEPTIONIST');
    client = await as('client@demo.test', 'CLIENT');
  });
  afterAll(() => deps.close());

  test('a sunrise admin, a receptionist and a client change nothing of demo', async () => {
    const key = randomUUID();
    const formInput = { idempotencyKey: key, businessId: DEMO.businessId, type: 'MEDICAL_CONSENT', name: 'Consent', schema: { type: 'object', properties: { agree: { type: 'boolean' } } } };
    const attempts: [string, Record<string, unknown>][] = [
      [ADMIN_FORMS, { businessId: DEMO.businessId }],
      [ADMIN_FORM, { id: DEMO_FORM }],
      [CREATE_FORM, { input: formInput }],
      [PUBLISH_FORM, { input: { idempotencyKey: randomUUID(), formId: DEMO_FORM, name: 'x', schema: newQuestion } }],
      [SET_STATUS, { input: { formId: DEMO_FORM, status: 'INACTIVE' } }],
      [WORKFLOWS, { businessId: DEMO.businessId }],
      [PUBLISH_WORKFLOW, { input: { idempotencyKey: randomUUID(), categoryId: WEIGHTLOSS, feConfiguration: JSON.stringify(workflows.WEIGHTLOSS) } }],
      [MONEY, { businessId: DEMO.businessId }],
      [UPDATE_MONEY, { input: { businessId: DEMO.businessId, platformFee: 1, cancellationChargePercent: 100, cancellationWindowHours: 1000 } }],
      [CREATE_COUPON, { input: { idempotencyKey: randomUUID(), businessId: DEMO.businessId, code: '777', savingType: 'PERCENT', savingValue: 10_000 } }],
      [END_COUPON, { couponId: seedId('coupon:demo:2026') }],
      [ISSUE_GIFT, { input: { idempotencyKey: randomUUID(), businessId: DEMO.businessId, amount: 100_000 } }],
    ];
    for (const [query, variables] of attempts) {
      expectCode(await gql(query, variables, sunriseAdmin), 'NOT_FOUND');
      expectCode(await gql(query, variables, receptionist), 'FORBIDDEN');
      expectCode(await gql(query, variables, client), 'FORBIDDEN');
    }
    const [demoForms] = await Promise.all([deps.db.select().from(forms).where(eq(forms.businessId, DEMO.businessId))]);
    expect(demoForms.map((f) => f.status)).toEqual(['ACTIVE']);
    expect(await deps.db.select().from(forms).where(eq(forms.id, key))).toEqual([]);
    // And the sunrise admin's own business answers.
    expect(expectOk(await gql<{ adminForms: unknown[] }>(ADMIN_FORMS, { businessId: SUNRISE.businessId }, sunriseAdmin)).adminForms).toHaveLength(1);
  });

  test('publishing a new form version keeps stored answers on their version; creates are idempotent', async () => {
    const stored = expectOk(await gql<{ storeUserResponses: { id: string; formVersionId: string } }>(STORE, { input: { clientDraftId: randomUUID(), formId: DEMO_FORM, productId: SEMAGLUTIDE, categoryId: WEIGHTLOSS, answers: PASSING } }, client)).storeUserResponses;
    expect(stored.formVersionId).toBe(DEMO_FORM_V1);

    const key = randomUUID();
    const input = { idempotencyKey: key, formId: DEMO_FORM, name: 'Weight loss pre-assessment', schema: newQuestion, uiSchema: preAssessmentForm.uiSchema, passingPercentage: 80, translations: [{ locale: 'es', name: 'Evaluación', texts: { '/schema/properties/sleep/title': '¿Duermes bien?', '/schema/nowhere': 'x' } }] };
    const v2 = expectOk(await gql<{ publishFormVersion: { id: string; version: number; currentFlag: boolean; schema: { passingPercentage: number } } }>(PUBLISH_FORM, { input }, demoAdmin)).publishFormVersion;
    expect(v2).toMatchObject({ id: key, version: 2, currentFlag: true, schema: { passingPercentage: 80 } });
    // The same key again answers the same version; other content under it is a conflict.
    expect(expectOk(await gql<{ publishFormVersion: { id: string } }>(PUBLISH_FORM, { input }, demoAdmin)).publishFormVersion.id).toBe(key);
    expectCode(await gql(PUBLISH_FORM, { input: { ...input, passingPercentage: 90 } }, demoAdmin), 'IDEMPOTENCY_CONFLICT');

    const [answer] = await deps.db.select().from(userResponses).where(eq(userResponses.id, stored.id));
    expect(answer?.formVersionId).toBe(DEMO_FORM_V1);
    const [v1] = await deps.db.select().from(formVersions).where(eq(formVersions.id, DEMO_FORM_V1));
    expect(v1).toMatchObject({ currentFlag: false, schema: preAssessmentForm.schema });
    type AF = { adminForm: { versions: { id: string; version: number; currentFlag: boolean; answerCount: number; texts: { locale: string; texts: Record<string, string> }[] }[] } };
    const versions = expectOk(await gql<AF>(ADMIN_FORM, { id: DEMO_FORM }, demoAdmin)).adminForm.versions;
    expect(versions.map((v) => [v.version, v.currentFlag, v.answerCount])).toEqual([[2, true, 0], [1, false, 1]]);
    expect(versions[0]?.texts).toEqual([{ locale: 'es', name: 'Evaluación', texts: { '/schema/properties/sleep/title': '¿Duermes bien?' } }]);
    // New answers go to the new version and must answer its new question.
    expectCode(await gql(STORE, { input: { clientDraftId: randomUUID(), formId: DEMO_FORM, productId: SEMAGLUTIDE, categoryId: WEIGHTLOSS, answers: PASSING } }, client), 'BAD_USER_INPUT');
    const onV2 = expectOk(await gql<{ storeUserResponses: { formVersionId: string } }>(STORE, { input: { clientDraftId: randomUUID(), formId: DEMO_FORM, productId: SEMAGLUTIDE, categoryId: WEIGHTLOSS, answers: { ...PASSING, sleep: true } } }, client)).storeUserResponses;
    expect(onV2.formVersionId).toBe(key);

    // A schema the engine or the questionnaire cannot use is refused with its problems.
    const bad = await gql(PUBLISH_FORM, { input: { ...input, idempotencyKey: randomUUID(), schema: { type: 'object', required: ['ghost'], properties: { a: { type: 'text' }, b: { type: 'boolean', expectedAnswer: 'yes' } } }, uiSchema: { 'ui:order': ['b', 'a', 'c'] } } }, demoAdmin);
    expectCode(bad, 'BAD_USER_INPUT');
    expect(errorOf(bad)?.extensions?.['problems']).toEqual([{ code: 'requiredUnknown', at: 'ghost' }, { code: 'unknownType', at: 'a' }, { code: 'expectedAnswerInvalid', at: 'b' }, { code: 'uiOrderUnknown', at: 'c' }]);

    // A new form of another §3 type, created once for one key, audited.
    const createKey = randomUUID();
    const create = { idempotencyKey: createKey, businessId: DEMO.businessId, type: 'MEDICAL_CONSENT', name: 'Medical consent', schema: { type: 'object', required: ['agree'], properties: { agree: { type: 'boolean', title: 'I agree', const: true } } } };
    type CF = { createForm: { id: string; type: string; versions: { version: number; currentFlag: boolean }[] } };
    const created = expectOk(await gql<CF>(CREATE_FORM, { input: create }, demoAdmin)).createForm;
    expect(created).toMatchObject({ id: createKey, type: 'MEDICAL_CONSENT', versions: [{ version: 1, currentFlag: true }] });
    expect(expectOk(await gql<CF>(CREATE_FORM, { input: create }, demoAdmin)).createForm.id).toBe(createKey);
    expect(await deps.db.select().from(forms).where(eq(forms.id, createKey))).toHaveLength(1);
    const audits = await deps.db.select().from(auditEvents).where(and(eq(auditEvents.targetType, 'form'), eq(auditEvents.targetId, createKey)));
    expect(audits).toHaveLength(1);
    expect(expectOk(await gql<{ setFormStatus: { status: string } }>(SET_STATUS, { input: { formId: createKey, status: 'INACTIVE' } }, demoAdmin)).setFormStatus.status).toBe('INACTIVE');
  });

  test("an invalid workflow is refused with §4's message; publishing sets currentFlag", async () => {
    const refusals: [string, string][] = [
      ['[1, 2]', 'Workflow must be a valid object'],
      ['not json', 'Workflow must be a valid object'],
      ['{}', 'Workflow configuration is empty'],
      ['{"states": {"a": {"type": "final"}}}', 'No initial state specified'],
      ['{"initial": "a", "states": {}}', 'States object cannot be empty'],
    ];
    for (const [text, message] of refusals) {
      const response = await gql(PUBLISH_WORKFLOW, { input: { idempotencyKey: randomUUID(), categoryId: WEIGHTLOSS, feConfiguration: text } }, demoAdmin);
      expectCode(response, 'BAD_USER_INPUT');
      expect(errorOf(response)?.message).toBe(message);
      expect(errorOf(response)?.extensions?.['reason']).toBe('WORKFLOW_INVALID');
    }
    const config = { ...workflows.WEIGHTLOSS, states: { ...workflows.WEIGHTLOSS.states, review: { tags: ['Form'], on: { OK: 'done' } } } };
    const key = randomUUID();
    const published = expectOk(await gql<{ publishWorkflowVersion: { id: string; version: number; currentFlag: boolean; workflowId: string } }>(PUBLISH_WORKFLOW, { input: { idempotencyKey: key, categoryId: WEIGHTLOSS, feConfiguration: JSON.stringify(config) } }, demoAdmin)).publishWorkflowVersion;
    expect(published).toEqual({ id: key, version: 2, currentFlag: true, workflowId: 'weightloss' });
    const rows = await deps.db.select().from(categoryWorkflowVersions).where(eq(categoryWorkflowVersions.categoryId, WEIGHTLOSS));
    expect(rows.filter((r) => r.currentFlag).map((r) => r.id)).toEqual([key]);
    type W = { adminWorkflowCategories: { id: string; workflowVersions: { version: number; currentFlag: boolean }[] }[] };
    const listed = expectOk(await gql<W>(WORKFLOWS, { businessId: DEMO.businessId }, demoAdmin)).adminWorkflowCategories.find((c) => c.id === WEIGHTLOSS);
    expect(listed?.workflowVersions.map((v) => [v.version, v.currentFlag])).toEqual([[2, true], [1, false]]);
  });

  test('money: settings, coupons, gift cards issued once per key', async () => {
    const settings = { businessId: DEMO.businessId, platformFee: 350, cancellationChargePercent: 25, cancellationWindowHours: 24 };
    expect(expectOk(await gql<{ updateMoneySettings: unknown }>(UPDATE_MONEY, { input: settings }, demoAdmin)).updateMoneySettings).toEqual({ platformFee: 350, cancellationChargePercent: 25, cancellationWindowHours: 24 });
    expectCode(await gql(UPDATE_MONEY, { input: { ...settings, cancellationChargePercent: 101 } }, demoAdmin), 'BAD_USER_INPUT');

    const couponKey = randomUUID();
    const coupon = { idempotencyKey: couponKey, businessId: DEMO.businessId, code: '424242', savingType: 'PERCENT', savingValue: 1500 };
    expect(expectOk(await gql<{ createCoupon: { id: string } }>(CREATE_COUPON, { input: coupon }, demoAdmin)).createCoupon.id).toBe(couponKey);
    expect(expectOk(await gql<{ createCoupon: { id: string } }>(CREATE_COUPON, { input: coupon }, demoAdmin)).createCoupon.id).toBe(couponKey);
    expectCode(await gql(CREATE_COUPON, { input: { ...coupon, savingValue: 2000 } }, demoAdmin), 'IDEMPOTENCY_CONFLICT');
    const taken = await gql(CREATE_COUPON, { input: { ...coupon, idempotencyKey: randomUUID() } }, demoAdmin);
    expect(errorOf(taken)?.extensions?.['reason']).toBe('COUPON_CODE_TAKEN');
    expectCode(await gql(CREATE_COUPON, { input: { ...coupon, idempotencyKey: randomUUID(), code: '12a' } }, demoAdmin), 'BAD_USER_INPUT');
    const ended = expectOk(await gql<{ endCoupon: { expiresAt: string } }>(END_COUPON, { couponId: couponKey }, demoAdmin)).endCoupon;
    expect(ended.expiresAt).not.toBeNull();
    expect((await deps.db.select().from(coupons).where(eq(coupons.id, couponKey)))[0]?.expiresAt?.toISOString()).toBe(ended.expiresAt);

    const giftKey = randomUUID();
    type G = { issueGiftCard: { id: string; cardNumber: string; lastFour: string; balance: number } };
    const gift = expectOk(await gql<G>(ISSUE_GIFT, { input: { idempotencyKey: giftKey, businessId: DEMO.businessId, amount: 2500 } }, demoAdmin)).issueGiftCard;
    expect(gift).toMatchObject({ id: giftKey, balance: 2500, lastFour: gift.cardNumber.slice(-4) });
    expect(gift.cardNumber).toMatch(/^\d{16}$/);
    // A retry answers the same card and number; the number is stored nowhere.
    expect(expectOk(await gql<G>(ISSUE_GIFT, { input: { idempotencyKey: giftKey, businessId: DEMO.businessId, amount: 2500 } }, demoAdmin)).issueGiftCard.cardNumber).toBe(gift.cardNumber);
    expectCode(await gql(ISSUE_GIFT, { input: { idempotencyKey: giftKey, businessId: DEMO.businessId, amount: 9900 } }, demoAdmin), 'IDEMPOTENCY_CONFLICT');
    const audit = await deps.db.select().from(auditEvents).where(eq(auditEvents.targetId, giftKey));
    expect(JSON.stringify(audit)).not.toContain(gift.cardNumber);
    // The client can redeem it.
    const redeemed = expectOk(await gql<{ redeemGiftCard: { balance: number } }>(`mutation R($input: RedeemGiftCardInput!) { redeemGiftCard(input: $input) { balance } }`, { input: { cardNumber: gift.cardNumber } }, client));
    expect(redeemed.redeemGiftCard.balance).toBeGreaterThanOrEqual(2500);
    type M = { adminMoney: { platformFee: number; coupons: { id: string }[]; giftCards: { id: string; issuedAmount: number }[] } };
    const money = expectOk(await gql<M>(MONEY, { businessId: DEMO.businessId }, demoAdmin)).adminMoney;
    expect(money.platformFee).toBe(350);
    expect(money.coupons.map((c) => c.id)).toContain(couponKey);
    expect(money.giftCards.find((g) => g.id === giftKey)?.issuedAmount).toBe(2500);
  });

  test('refunding an order item: back to the card through the adapter, once per key, never more than paid', async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    const order = await placeOrder(deps, gql, shopper, [item('hair-consult', 'HAIRCARE')], { paymentMethod: 'CARD', paymentCardId: shopper.cardId, billingAddressId: shopper.addressId });
    const itemId = order.orderItems[0]?.id ?? '';
    const lookup = { businessId: DEMO.businessId, displayId: order.orderItems[0]?.displayId ?? '' };
    // The service took place: its price is captured from the hold.
    const captured = await deps.db.transaction((tx) => captureItemCharge(tx, deps.payments, itemId, deps.now()));
    expect(captured.captured).toBeGreaterThan(0);
    type R = { adminRefundable: { paid: number; refunded: number; refundable: number } };
    expect(expectOk(await gql<R>(REFUNDABLE, lookup, demoAdmin)).adminRefundable).toMatchObject({ orderItemId: itemId, paid: captured.captured, refunded: 0, refundable: captured.captured });
    expectCode(await gql(REFUNDABLE, lookup, sunriseAdmin), 'NOT_FOUND');
    expectCode(await gql(REFUNDABLE, { ...lookup, businessId: SUNRISE.businessId }, sunriseAdmin), 'NOT_FOUND');

    const key = randomUUID();
    const input = { idempotencyKey: key, orderItemId: itemId, amount: 1000, reason: 'Goodwill' };
    expectCode(await gql(REFUND, { input }, sunriseAdmin), 'NOT_FOUND');
    type F = { refundOrderItem: { id: string; refundAmount: number; refundFor: string; status: string } };
    expect(expectOk(await gql<F>(REFUND, { input }, demoAdmin)).refundOrderItem).toEqual({ id: key, refundAmount: 1000, refundFor: 'CARD', status: 'SUCCEEDED' });
    expect(expectOk(await gql<F>(REFUND, { input }, demoAdmin)).refundOrderItem.id).toBe(key);
    expectCode(await gql(REFUND, { input: { ...input, amount: 1200 } }, demoAdmin), 'IDEMPOTENCY_CONFLICT');
    const steps = await deps.db.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.kind, 'REFUND')));
    expect(steps.map((s) => [s.amount, s.status])).toEqual([[1000, 'SUCCEEDED']]);
    expect(await deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderItemId, itemId))).toHaveLength(1);

    const tooMuch = await gql(REFUND, { input: { ...input, idempotencyKey: randomUUID(), amount: captured.captured } }, demoAdmin);
    expect(errorOf(tooMuch)?.extensions?.['reason']).toBe('REFUND_TOO_LARGE');
    expect(expectOk(await gql<R>(REFUNDABLE, lookup, demoAdmin)).adminRefundable).toMatchObject({ refunded: 1000, refundable: captured.captured - 1000 });
  });
});
