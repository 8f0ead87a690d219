// The renewal API: OrderItem.autoRenewal (what the client sees coming), setAutoRenew (the client's switch), and
// the re-approval path (renewalsAwaitingApproval, approveRenewal, declineRenewal) for a category whose workflow
// asks a provider to approve each renewal.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { auditEvents, categoryWorkflowVersions, medicationOrders, orderItems, providerProfiles } from '../../server/db/schema/index.ts';
import { runDueOneShotJob } from '../../server/jobs/one-shot-queue.ts';
import { renewalOneShotHandlers } from '../../server/jobs/renewal-jobs.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { runRenewal } from '../../server/services/renewal/run-renewal.ts';
import { scanDueRenewals } from '../../server/services/renewal/scan-renewals.ts';
import { errorCode, expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { APPROVING_CARD, clientHeaders, createProgram, hcpHeaders, DECLINING_CARD, HAIR_CONSULT, HAIRCARE, renewalFootprint, saveCard, type Program } from './renewal-helpers.ts';
import { AISHA, createSignedInClient, DEMO_ORG, MARCUS, type TestClient } from './scheduling-helpers.ts';
import { createStaff } from './payments-helpers.ts';
import { foreignHcp } from './video-helpers.ts';

const ITEM = /* GraphQL */ `
  query Item($id: ID!) {
    orderItem(id: $id) {
      id status
      autoRenewal {
        enabled canChange nextRenewalAt nextAmount currencyCode requiresReapproval
        nextDirection { dose doseUnit sellingPrice costToBusiness }
        lastRenewal { status at amount orderItemId message }
      }
    }
  }
`;
const SET_AUTO_RENEW = /* GraphQL */ `mutation Set($input: SetAutoRenewInput!) { setAutoRenew(input: $input) { id status autoRenewal { enabled nextRenewalAt } } }`;
const AWAITING = /* GraphQL */ `
  query Awaiting {
    renewalsAwaitingApproval { orderItemId orderItemDisplayId programItemId cycle clientId clientName medicationName amount currencyCode dueAt direction { dose doseUnit } }
  }
`;
const APPROVE = /* GraphQL */ `mutation Approve($input: ApproveRenewalInput!) { approveRenewal(input: $input) { id status } }`;
const DECLINE = /* GraphQL */ `mutation Decline($input: DeclineRenewalInput!) { declineRenewal(input: $input) { id status } }`;

type AutoRenewalJson = {
  enabled: boolean;
  canChange: boolean;
  nextRenewalAt: string | null;
  nextAmount: number | null;
  currencyCode: string;
  requiresReapproval: boolean;
  nextDirection: { dose: number; doseUnit: string; sellingPrice: number; costToBusiness: number | null } | null;
  lastRenewal: { status: string; at: string; amount: number; orderItemId: string | null; message: string | null } | null;
};
type ItemJson = { orderItem: { id: string; status: string; autoRenewal: AutoRenewalJson | null } };
type AwaitingJson = { renewalsAwaitingApproval: { orderItemId: string; programItemId: string; cycle: number; clientId: string; clientName: string; medicationName: string; amount: number; direction: { dose: number } }[] };

describe('the renewal API', () => {
  let deps: TestDeps;
  let gql: Gql;
  let aishaUser: string;
  let marcusUser: string;
  // Headers signed at the test clock's now: tests move it by weeks.
  const aisha = () => hcpHeaders(deps, aishaUser);
  const marcus = () => hcpHeaders(deps, marcusUser);
  const as = (program: { client: TestClient }) => clientHeaders(deps, program.client);
  const ctx = () => ({ db: deps.db, now: deps.now });
  const drain = async () => {
    while (await runDueOneShotJob(ctx(), renewalOneShotHandlers(deps), 'worker-a', { heartbeatMs: 0 }));
  };
  const autoRenewal = async (program: Program, itemId = program.programItemId) =>
    expectOk(await gql<ItemJson>(ITEM, { id: itemId }, await as(program))).orderItem.autoRenewal;
  const mailsOf = async (program: Program) => deps.sentTo(`${program.client.userId}@clients.test`);

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-05-01T09:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    const userOf = async (profileId: string) => (await deps.db.select({ userId: providerProfiles.userId }).from(providerProfiles).where(eq(providerProfiles.id, profileId)))[0]!.userId;
    aishaUser = await userOf(AISHA);
    marcusUser = await userOf(MARCUS);
    // Hair care renewals wait for a provider's approval.
    const versions = await deps.db.select().from(categoryWorkflowVersions).where(and(eq(categoryWorkflowVersions.categoryId, HAIRCARE), eq(categoryWorkflowVersions.currentFlag, true)));
    for (const version of versions) {
      const config = JSON.parse(version.feConfiguration) as { states: Record<string, { meta?: Record<string, unknown> }> };
      const medication = config.states['medication'];
      if (!medication) throw new Error('the hair care workflow has no medication state');
      medication.meta = { ...medication.meta, renewalNeedsApproval: true };
      await deps.db.update(categoryWorkflowVersions).set({ feConfiguration: JSON.stringify(config) }).where(eq(categoryWorkflowVersions.id, version.id));
    }
  });
  afterAll(() => deps.close());

  test('the program item shows the next renewal (delivery + 21 days, the next month’s dose and amount), then the last one once charged', async () => {
    const deliveredAt = new Date('2026-05-01T10:00:00Z');
    const program = await createProgram(deps, { deliveredAt });
    expect(await autoRenewal(program)).toEqual({
      enabled: true,
      canChange: true,
      nextRenewalAt: '2026-05-22T10:00:00.000Z',
      nextAmount: 29_900,
      currencyCode: 'USD',
      requiresReapproval: false,
      nextDirection: { dose: 0.5, doseUnit: 'mg', sellingPrice: 29_900, costToBusiness: null },
      lastRenewal: null,
    });
    // Staff of the business see it too (cost to the business included); their read of the dose is audited.
    const admin = await createStaff(gql, deps, { businessCode: 'demo', organizationKey: 'demo', roleName: 'BUSINESS_ADMIN' });
    const seenByStaff = expectOk(await gql<ItemJson>(ITEM, { id: program.programItemId }, admin.headers)).orderItem.autoRenewal;
    expect(seenByStaff?.nextDirection).toEqual({ dose: 0.5, doseUnit: 'mg', sellingPrice: 29_900, costToBusiness: 9_000 });
    const audited = await deps.db.select().from(auditEvents).where(and(eq(auditEvents.actorUserId, admin.userId), eq(auditEvents.action, 'health_data_read')));
    expect(audited.map((a) => [a.targetId, a.metadata])).toEqual([[program.client.clientId, { kind: 'PRESCRIPTION', reads: 'OrderItem.autoRenewal', role: 'BUSINESS_ADMIN' }]]);

    deps.clock.set(new Date('2026-05-22T10:00:00Z'));
    await scanDueRenewals(ctx());
    await drain();
    const after = await autoRenewal(program);
    const [renewalItem] = (await renewalFootprint(deps, program)).renewalItems;
    expect(after).toMatchObject({ enabled: true, nextRenewalAt: null, nextAmount: 34_900, nextDirection: { dose: 1 } });
    expect(after?.lastRenewal).toEqual({ status: 'CHARGED', at: '2026-05-22T10:00:00.000Z', amount: 29_900, orderItemId: renewalItem?.id, message: null });
    // The renewal's own item is not a program item.
    expect(await autoRenewal(program, renewalItem!.id)).toBeNull();
    // Month 2 delivered: month 3 is due 21 days later, at the 1 mg dose.
    await deps.db.update(medicationOrders).set({ status: 'DELIVERED', deliveredAt: new Date('2026-05-27T15:00:00Z') }).where(eq(medicationOrders.orderItemId, renewalItem!.id));
    expect(await autoRenewal(program)).toMatchObject({ nextRenewalAt: '2026-06-17T15:00:00.000Z', nextAmount: 34_900 });
    deps.clock.set(new Date('2026-06-17T15:00:00Z'));
    await scanDueRenewals(ctx());
    await drain();
    const footprint = await renewalFootprint(deps, program);
    expect(footprint.renewals.map((r) => [r.cycle, r.status, r.amount]).sort()).toEqual([
      [2, 'CHARGED', 29_900],
      [3, 'CHARGED', 34_900],
    ]);
  });

  test('setAutoRenew: only the item’s client, only once processed; off stops the renewal, on again queues it at once when due', async () => {
    deps.clock.set(new Date('2026-07-01T09:00:00Z'));
    const program = await createProgram(deps, { deliveredAt: new Date('2026-07-01T08:00:00Z') });
    const off = { orderItemId: program.programItemId, enabled: false };
    const stranger = await createSignedInClient(deps, DEMO_ORG);
    expect(errorCode(await gql(SET_AUTO_RENEW, { input: off }, await as({ client: stranger })))).toBe('NOT_FOUND');
    expect(errorCode(await gql(SET_AUTO_RENEW, { input: off }, await aisha()))).toBe('FORBIDDEN');
    expect(expectOk(await gql(SET_AUTO_RENEW, { input: off }, await as(program)))).toEqual({
      setAutoRenew: { id: program.programItemId, status: 'TreatmentPlanStarted', autoRenewal: { enabled: false, nextRenewalAt: null } },
    });
    deps.clock.set(new Date('2026-07-25T09:00:00Z'));
    await scanDueRenewals(ctx());
    await drain();
    expect((await renewalFootprint(deps, program)).renewals).toEqual([]);
    // On again, already past due: renewed straight away.
    expectOk(await gql(SET_AUTO_RENEW, { input: { ...off, enabled: true } }, await as(program)));
    await drain();
    expect((await renewalFootprint(deps, program)).renewals.map((r) => r.status)).toEqual(['CHARGED']);

    // Before the booking is processed (treatment approved, medication not ordered yet) it cannot change.
    await deps.db.update(orderItems).set({ status: 'ConsultationCompleted' }).where(eq(orderItems.id, program.programItemId));
    const refused = await gql(SET_AUTO_RENEW, { input: off }, await as(program));
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.['reason']).toBe('AUTO_RENEW_NOT_CHANGEABLE');
    expect(await autoRenewal(program)).toMatchObject({ enabled: true, canChange: false });
  });

  test('a failed renewal is tried again when the client turns auto-renew back on, with a working card: charged once', async () => {
    deps.clock.set(new Date('2026-08-01T09:00:00Z'));
    const program = await createProgram(deps, { deliveredAt: new Date('2026-08-01T08:00:00Z'), cardDigits: DECLINING_CARD });
    deps.clock.set(new Date('2026-08-22T08:00:00Z'));
    await scanDueRenewals(ctx());
    await drain();
    expect(await autoRenewal(program)).toMatchObject({ enabled: false, nextRenewalAt: null, lastRenewal: { status: 'FAILED', amount: 29_900, message: 'The card was declined.' } });
    await saveCard(deps, program.client, APPROVING_CARD, true);
    expectOk(await gql(SET_AUTO_RENEW, { input: { orderItemId: program.programItemId, enabled: true } }, await as(program)));
    await drain();
    expectOk(await gql(SET_AUTO_RENEW, { input: { orderItemId: program.programItemId, enabled: true } }, await as(program)));
    await drain();
    const after = await renewalFootprint(deps, program);
    expect(after.renewals.map((r) => [r.status, r.attempt])).toEqual([['CHARGED', 2]]);
    expect(after.renewalItems.map((i) => i.status).sort()).toEqual(['Cancelled', 'MedicationOrdered']);
    expect(after.captures).toHaveLength(1);
    expect((await mailsOf(program)).map((m) => m.template)).toEqual(['renewal_charged', 'renewal_failed']);
  });

  test('re-approval: the renewal waits, uncharged; only a provider who treats the client sees and approves it; approved, it is charged once', async () => {
    deps.clock.set(new Date('2026-09-01T09:00:00Z'));
    const program = await createProgram(deps, { deliveredAt: new Date('2026-09-01T08:00:00Z'), productId: HAIR_CONSULT, categoryId: HAIRCARE });
    expect(await autoRenewal(program)).toMatchObject({ requiresReapproval: true, nextAmount: 29_900 });
    deps.clock.set(new Date('2026-09-22T08:00:00Z'));
    await scanDueRenewals(ctx());
    await drain();
    const waiting = await renewalFootprint(deps, program);
    expect(waiting.renewals.map((r) => [r.status, r.approvalRequired])).toEqual([['AWAITING_APPROVAL', true]]);
    expect(waiting.renewalItems.map((i) => i.status)).toEqual(['OrderCreated']);
    expect([waiting.medicationOrders.length, waiting.payments.length]).toEqual([0, 0]);
    const [mail] = await mailsOf(program);
    expect(mail?.template).toBe('renewal_awaitingApproval');
    expect(mail?.body).toContain('Your provider needs to approve it before it is ordered.');
    expect(await autoRenewal(program)).toMatchObject({ lastRenewal: { status: 'AWAITING_APPROVAL', amount: 29_900 }, nextRenewalAt: null });
    const renewalItem = await gql<{ orderItem: { status: string; renewal: { status: string; amount: number } | null; autoRenewal: unknown } }>(
      /* GraphQL */ `query RenewalItem($id: ID!) { orderItem(id: $id) { status renewal { status amount } autoRenewal { enabled } } }`,
      { id: waiting.renewalItems[0]!.id },
      await as(program),
    );
    expect(expectOk(renewalItem).orderItem).toEqual({ status: 'OrderCreated', renewal: { status: 'AWAITING_APPROVAL', amount: 29_900 }, autoRenewal: null });

    const renewalItemId = waiting.renewalItems[0]!.id;
    const listed = expectOk(await gql<AwaitingJson>(AWAITING, {}, await aisha())).renewalsAwaitingApproval.filter((r) => r.programItemId === program.programItemId);
    expect(listed).toEqual([
      expect.objectContaining({ orderItemId: renewalItemId, cycle: 2, clientId: program.client.clientId, clientName: 'Test Client', medicationName: 'Semaglutide', amount: 29_900, currencyCode: 'USD', direction: { dose: 0.5, doseUnit: 'mg' } }),
    ]);
    const audits = await deps.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, program.client.clientId), eq(auditEvents.action, 'health_data_read')));
    expect(audits.filter((a) => a.metadata.reads === 'Query.renewalsAwaitingApproval' && a.metadata.kind === 'PRESCRIPTION').length).toBeGreaterThan(0);
    // A provider who never saw the client, and one of another organization, neither see nor decide it.
    expect(expectOk(await gql<AwaitingJson>(AWAITING, {}, await marcus())).renewalsAwaitingApproval.filter((r) => r.programItemId === program.programItemId)).toEqual([]);
    expect(errorCode(await gql(APPROVE, { input: { orderItemId: renewalItemId } }, await marcus()))).toBe('NOT_FOUND');
    const foreign = await foreignHcp(deps, seedId('organization:sunrise'), seedId('business:sunrise'));
    expect(errorCode(await gql(APPROVE, { input: { orderItemId: renewalItemId } }, foreign.headers))).toBe('NOT_FOUND');
    expect(errorCode(await gql(APPROVE, { input: { orderItemId: renewalItemId } }, await as(program)))).toBe('FORBIDDEN');

    expect(expectOk(await gql(APPROVE, { input: { orderItemId: renewalItemId } }, await aisha()))).toEqual({ approveRenewal: { id: renewalItemId, status: 'MedicationOrdered' } });
    // The same approval again answers the same; a decline now is refused.
    expect(expectOk(await gql(APPROVE, { input: { orderItemId: renewalItemId } }, await aisha()))).toEqual({ approveRenewal: { id: renewalItemId, status: 'MedicationOrdered' } });
    const late = await gql(DECLINE, { input: { orderItemId: renewalItemId, reason: 'Too late' } }, await aisha());
    expect(late.errors?.[0]?.extensions?.['reason']).toBe('RENEWAL_NOT_AWAITING_APPROVAL');
    // And a rerun of the job changes nothing.
    expect((await runRenewal({ db: deps.db, now: deps.now, payments: deps.payments }, { programItemId: program.programItemId, cycle: 2 })).kind).toBe('existing');
    await drain();
    const after = await renewalFootprint(deps, program);
    expect(after.renewals[0]).toMatchObject({ status: 'CHARGED', decidedByProviderId: AISHA });
    expect([after.renewalItems.length, after.medicationOrders.length, after.captures.length]).toEqual([1, 1, 1]);
    expect((await mailsOf(program)).map((m) => m.template)).toEqual(['renewal_charged', 'renewal_awaitingApproval']);
  });

  test('re-approval declined: the item Cancelled with the reason, nothing charged, the client mailed; turning auto-renew off withdraws a waiting one', async () => {
    deps.clock.set(new Date('2026-10-01T09:00:00Z'));
    const program = await createProgram(deps, { deliveredAt: new Date('2026-10-01T08:00:00Z'), productId: HAIR_CONSULT, categoryId: HAIRCARE });
    deps.clock.set(new Date('2026-10-22T08:00:00Z'));
    await scanDueRenewals(ctx());
    await drain();
    const [item] = (await renewalFootprint(deps, program)).renewalItems;
    expect(errorCode(await gql(DECLINE, { input: { orderItemId: item!.id, reason: '  ' } }, await aisha()))).toBe('BAD_USER_INPUT');
    const reason = 'Please book a follow-up consultation before the next month.';
    expect(expectOk(await gql(DECLINE, { input: { orderItemId: item!.id, reason } }, await aisha()))).toEqual({ declineRenewal: { id: item!.id, status: 'Cancelled' } });
    await drain();
    const after = await renewalFootprint(deps, program);
    expect(after.renewals.map((r) => [r.status, r.declineReason])).toEqual([['DECLINED', reason]]);
    expect([after.medicationOrders.length, after.payments.length]).toEqual([0, 0]);
    expect(await autoRenewal(program)).toMatchObject({ lastRenewal: { status: 'DECLINED', message: reason }, nextRenewalAt: null });
    const [mail] = await mailsOf(program);
    expect(mail?.template).toBe('renewal_declined');
    expect(mail?.body).toContain(`Your provider’s reason: ${reason}`);

    const other = await createProgram(deps, { deliveredAt: new Date('2026-10-01T08:00:00Z'), productId: HAIR_CONSULT, categoryId: HAIRCARE });
    await scanDueRenewals(ctx());
    await drain();
    expectOk(await gql(SET_AUTO_RENEW, { input: { orderItemId: other.programItemId, enabled: false } }, await as(other)));
    const withdrawn = await renewalFootprint(deps, other);
    expect(withdrawn.renewals.map((r) => r.status)).toEqual(['CANCELLED']);
    expect(withdrawn.renewalItems.map((i) => i.status)).toEqual(['Cancelled']);
    const refused = await gql(APPROVE, { input: { orderItemId: withdrawn.renewalItems[0]!.id } }, await aisha());
    expect(refused.errors?.[0]?.extensions?.['reason']).toBe('RENEWAL_NOT_AWAITING_APPROVAL');
    // On again: it waits for approval once more (a new item), still uncharged.
    expectOk(await gql(SET_AUTO_RENEW, { input: { orderItemId: other.programItemId, enabled: true } }, await as(other)));
    await drain();
    const again = await renewalFootprint(deps, other);
    expect(again.renewals.map((r) => [r.status, r.attempt])).toEqual([['AWAITING_APPROVAL', 2]]);
    expect(again.renewalItems.map((i) => i.status).sort()).toEqual(['Cancelled', 'OrderCreated']);
    expect(again.payments).toEqual([]);
  });
});
