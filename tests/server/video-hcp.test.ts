import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { formVersions, hcpSessions, productForms, userResponses } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { AISHA, createSignedInClient, DEMO_ORG, MARCUS, SUNRISE_ORG, WEIGHTLOSS_CONSULT, type TestClient } from './scheduling-helpers.ts';
import { bookedSession, foreignHcp, seededHcp, type BookedSession } from './video-helpers.ts';

const HCP_SESSIONS = /* GraphQL */ `query Sessions($filter: HcpSessionsFilter!) { hcpSessions(filter: $filter) { id status startTime provider { id } } }`;
const HCP_SESSION = /* GraphQL */ `
  query Session($id: ID!) {
    hcpSession(HCPSessionId: $id) {
      id status canJoin
      client { clientId firstName lastName email }
      orderItem { id status hasHCPApproval }
      answers { id formName formType answers isHCPReviewed formSchema }
    }
  }
`;
const ITEM_FIELDS = 'id status hasHCPApproval treatmentDecision { status declineReason prescription { medicationName currencyCode notes approvedByHCP directions { position dosageName dose doseUnit route frequencyEvery frequencyTimeUnit durationEvery durationTimeUnit sellingPrice costToBusiness } } }';
const REVIEWED = /* GraphQL */ `mutation Reviewed($input: OrderItemRefInput!) { markAnswersReviewed(input: $input) { id } }`;
const APPROVE = /* GraphQL */ `mutation Approve($input: ApproveTreatmentInput!) { approveTreatment(input: $input) { ${ITEM_FIELDS} } }`;
const DECLINE = /* GraphQL */ `mutation Decline($input: DeclineTreatmentInput!) { declineTreatment(input: $input) { ${ITEM_FIELDS} } }`;
const ORDER_SUMMARY = /* GraphQL */ `query Order($orderId: ID!) { order(orderId: $orderId) { orderPricingSummary { items { orderItemId hasHCPApproval } } } }`;

const DIRECTION = { dosageName: null, dose: 0.25, doseUnit: 'mg', route: 'Subcutaneous injection', frequencyEvery: 1, frequencyTimeUnit: 'Week', durationEvery: 4, durationTimeUnit: 'Week', sellingPrice: 19900, costToBusiness: 8000 };
const PRESCRIPTION = { medicationName: 'Semaglutide', directions: [DIRECTION, { ...DIRECTION, dosageName: 'Step up', dose: 0.5, sellingPrice: 24900 }], notes: 'Start low.' };

type SessionJson = {
  id: string;
  status: string;
  client: { clientId: string; firstName: string; lastName: string; email: string } | null;
  orderItem: { id: string; status: string; hasHCPApproval: boolean } | null;
  answers: { id: string; formName: string; formType: string; answers: Record<string, unknown>; isHCPReviewed: boolean; formSchema: unknown }[];
};
type ItemJson = { id: string; hasHCPApproval: boolean; treatmentDecision: { status: string; declineReason: string | null; prescription: Record<string, unknown> | null } | null };

describe('the provider console operations', () => {
  let deps: TestDeps;
  let gql: Gql;
  let client: TestClient;
  let aisha: { userId: string; headers: HeaderMap };
  let marcus: { userId: string; headers: HeaderMap };
  let sunriseHcp: { userId: string; headers: HeaderMap };
  let today: BookedSession;
  let responseId: string;

  const setStatus = (sessionId: string, status: string) => deps.db.update(hcpSessions).set({ status }).where(eq(hcpSessions.id, sessionId));

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-09T12:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    client = await createSignedInClient(deps, DEMO_ORG);
    aisha = await seededHcp(deps, 'hcp@demo.test');
    marcus = await seededHcp(deps, 'hcp2@demo.test');
    sunriseHcp = await foreignHcp(deps, SUNRISE_ORG, seedId('business:sunrise'));
    today = await bookedSession(deps, client.clientId, '2026-03-09T12:05:00Z');
    // The client's pre-assessment answers, attached to the booked item as checkout attaches them.
    const [form] = await deps.db
      .select({ formId: productForms.formId, versionId: formVersions.id })
      .from(productForms)
      .innerJoin(formVersions, and(eq(formVersions.formId, productForms.formId), eq(formVersions.currentFlag, true)))
      .where(eq(productForms.productId, WEIGHTLOSS_CONSULT))
      .limit(1);
    const [response] = await deps.db
      .insert(userResponses)
      .values({
        organizationId: DEMO_ORG,
        formId: form!.formId,
        formVersionId: form!.versionId,
        productId: WEIGHTLOSS_CONSULT,
        categoryId: seedId('category:demo:WEIGHTLOSS'),
        orderItemId: today.orderItemId,
        createdBy: client.userId,
        createdFor: client.clientId,
        answers: { age: 42, weightLbs: 210 },
        score: { checks: 0, correct: 0, percentage: 100, passed: true },
        clientDraftId: randomUUID(),
      })
      .returning({ id: userResponses.id });
    responseId = response!.id;
  });
  afterAll(() => deps.close());

  test("hcpSessions lists the provider's own booked sessions in the range, not holds nor anyone else's", async () => {
    const tomorrow = await bookedSession(deps, client.clientId, '2026-03-10T15:00:00Z');
    await bookedSession(deps, client.clientId, '2026-03-09T16:00:00Z', { status: 'PENDING' });
    const marcusSession = await bookedSession(deps, client.clientId, '2026-03-09T14:00:00Z', { providerId: MARCUS });
    const filter = { from: '2026-03-09T00:00:00Z', to: '2026-03-11T00:00:00Z' };
    const mine = expectOk(await gql<{ hcpSessions: { id: string; provider: { id: string } }[] }>(HCP_SESSIONS, { filter }, aisha.headers)).hcpSessions;
    expect(mine.map((s) => s.id)).toEqual([today.sessionId, tomorrow.sessionId]);
    expect(mine.every((s) => s.provider.id === AISHA)).toBe(true);
    const theirs = expectOk(await gql<{ hcpSessions: { id: string }[] }>(HCP_SESSIONS, { filter }, marcus.headers)).hcpSessions;
    expect(theirs.map((s) => s.id)).toEqual([marcusSession.sessionId]);
    expect(expectOk(await gql<{ hcpSessions: unknown[] }>(HCP_SESSIONS, { filter }, sunriseHcp.headers)).hcpSessions).toEqual([]);
    expectCode(await gql(HCP_SESSIONS, { filter }, client.headers), 'FORBIDDEN');
    expectCode(await gql(HCP_SESSIONS, { filter: { from: 'yesterday', to: filter.to } }, aisha.headers), 'BAD_USER_INPUT');
    expectCode(await gql(HCP_SESSIONS, { filter: { from: filter.to, to: filter.from } }, aisha.headers), 'BAD_USER_INPUT');
  });

  test("hcpSession shows its own provider the client, the item and the item's answers; nobody else", async () => {
    const view = expectOk(await gql<{ hcpSession: SessionJson }>(HCP_SESSION, { id: today.sessionId }, aisha.headers)).hcpSession;
    expect(view).toMatchObject({ id: today.sessionId, status: 'SCHEDULED', client: { clientId: client.clientId, firstName: 'Test', lastName: 'Client' } });
    expect(view.orderItem).toEqual({ id: today.orderItemId, status: 'Scheduled', hasHCPApproval: false });
    expect(view.answers).toHaveLength(1);
    expect(view.answers[0]).toMatchObject({ id: responseId, answers: { age: 42, weightLbs: 210 }, isHCPReviewed: false });
    expect(view.answers[0]?.formSchema).toBeTruthy();

    expect(expectOk(await gql<{ hcpSession: null }>(HCP_SESSION, { id: today.sessionId }, marcus.headers)).hcpSession).toBeNull();
    expect(expectOk(await gql<{ hcpSession: null }>(HCP_SESSION, { id: today.sessionId }, sunriseHcp.headers)).hcpSession).toBeNull();
    expect(expectOk(await gql<{ hcpSession: null }>(HCP_SESSION, { id: 'not-a-uuid' }, aisha.headers)).hcpSession).toBeNull();
    expectCode(await gql(HCP_SESSION, { id: today.sessionId }, client.headers), 'FORBIDDEN');
  });

  test('the provider marks the answers reviewed; another provider cannot', async () => {
    const input = { orderItemId: today.orderItemId };
    expectCode(await gql(REVIEWED, { input }, marcus.headers), 'NOT_FOUND');
    expectCode(await gql(REVIEWED, { input }, sunriseHcp.headers), 'NOT_FOUND');
    expectCode(await gql(REVIEWED, { input }, client.headers), 'FORBIDDEN');
    expectOk(await gql(REVIEWED, { input }, aisha.headers));
    const [row] = await deps.db.select({ reviewed: userResponses.isHcpReviewed }).from(userResponses).where(eq(userResponses.id, responseId));
    expect(row?.reviewed).toBe(true);
  });

  test('approval after the consult records the prescription and sets hasHCPApproval; one decision per item', async () => {
    const input = { orderItemId: today.orderItemId, prescription: PRESCRIPTION };
    const early = await gql(APPROVE, { input }, aisha.headers);
    expectCode(early, 'TREATMENT_DECISION_REFUSED');
    expect(early.errors?.[0]?.extensions?.reason).toBe('CONSULT_NOT_HELD');
    await setStatus(today.sessionId, 'INPROGRESS');

    const invalid = await gql(APPROVE, { input: { ...input, prescription: { ...PRESCRIPTION, directions: [{ ...DIRECTION, dose: 0 }], medicationName: ' ' } } }, aisha.headers);
    expectCode(invalid, 'BAD_USER_INPUT');
    expect(invalid.errors?.[0]?.extensions?.fields).toMatchObject({ 'prescription.directions.0.dose': 'validation.invalid', 'prescription.medicationName': 'validation.required' });
    const none = await gql(APPROVE, { input: { ...input, prescription: { ...PRESCRIPTION, directions: [] } } }, aisha.headers);
    expectCode(none, 'BAD_USER_INPUT');
    const seven = await gql(APPROVE, { input: { ...input, prescription: { ...PRESCRIPTION, directions: Array.from({ length: 7 }, () => DIRECTION) } } }, aisha.headers);
    expectCode(seven, 'BAD_USER_INPUT');
    expectCode(await gql(APPROVE, { input }, client.headers), 'FORBIDDEN');
    expectCode(await gql(APPROVE, { input }, marcus.headers), 'NOT_FOUND');
    expectCode(await gql(APPROVE, { input }, sunriseHcp.headers), 'NOT_FOUND');

    const approved = expectOk(await gql<{ approveTreatment: ItemJson }>(APPROVE, { input }, aisha.headers)).approveTreatment;
    expect(approved).toMatchObject({ id: today.orderItemId, hasHCPApproval: true, treatmentDecision: {
        status: 'APPROVED',
        declineReason: null,
        prescription: {
          medicationName: 'Semaglutide',
          notes: 'Start low.',
          currencyCode: 'USD',
          approvedByHCP: 'Dr. Aisha Patel',
          directions: [
            { ...DIRECTION, position: 0 },
            { ...DIRECTION, position: 1, dosageName: 'Step up', dose: 0.5, sellingPrice: 24900 },
          ],
        },
      },
    });
    const summary = expectOk(await gql<{ order: { orderPricingSummary: { items: { orderItemId: string; hasHCPApproval: boolean }[] } } }>(ORDER_SUMMARY, { orderId: today.orderId }, client.headers));
    expect(summary.order.orderPricingSummary.items).toEqual([{ orderItemId: today.orderItemId, hasHCPApproval: true }]);

    const again = await gql(DECLINE, { input: { orderItemId: today.orderItemId, reason: 'Changed my mind' } }, aisha.headers);
    expectCode(again, 'TREATMENT_DECISION_REFUSED');
    expect(again.errors?.[0]?.extensions?.reason).toBe('ALREADY_DECIDED');
    expectCode(await gql(APPROVE, { input }, aisha.headers), 'TREATMENT_DECISION_REFUSED');
  });

  test('prescriptions, answers and call tokens never reach the logs', async () => {
    const lines: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))),
    );
    try {
      const booked = await bookedSession(deps, client.clientId, '2026-03-09T11:50:00Z', { providerId: MARCUS, status: 'INPROGRESS', itemStatus: 'ConsultationInProgress' });
      const call = await gql<{ startVideoCall: { token: string } }>(
        /* GraphQL */ `mutation S($input: VideoCallInput!) { startVideoCall(input: $input) { token } }`,
        { input: { HCPSessionId: booked.sessionId } },
        marcus.headers,
      );
      const token = expectOk(call).startVideoCall.token;
      expectOk(await gql(APPROVE, { input: { orderItemId: booked.orderItemId, prescription: { ...PRESCRIPTION, medicationName: 'Tirzepatide-log-probe' } } }, marcus.headers));
      // A refused duplicate goes through the error path too.
      expectCode(await gql(APPROVE, { input: { orderItemId: booked.orderItemId, prescription: { ...PRESCRIPTION, medicationName: 'Tirzepatide-log-probe' } } }, marcus.headers), 'TREATMENT_DECISION_REFUSED');
      await gql(HCP_SESSION, { id: today.sessionId }, aisha.headers);
      const logged = lines.join('\n');
      expect(logged).not.toContain(token);
      expect(logged).not.toContain('Tirzepatide-log-probe');
      expect(logged).not.toContain('weightLbs');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  test('declining records the reason for the client; hasHCPApproval stays false', async () => {
    const done = await bookedSession(deps, client.clientId, '2026-03-09T09:00:00Z', { status: 'COMPLETED', itemStatus: 'ConsultationCompleted' });
    expectCode(await gql(DECLINE, { input: { orderItemId: done.orderItemId, reason: '   ' } }, aisha.headers), 'BAD_USER_INPUT');
    const declined = expectOk(await gql<{ declineTreatment: ItemJson }>(DECLINE, { input: { orderItemId: done.orderItemId, reason: 'Not suitable with your current medication.' } }, aisha.headers)).declineTreatment;
    expect(declined).toMatchObject({ hasHCPApproval: false, treatmentDecision: { status: 'DECLINED', declineReason: 'Not suitable with your current medication.', prescription: null } });
    const summary = expectOk(await gql<{ order: { orderPricingSummary: { items: { hasHCPApproval: boolean }[] } } }>(ORDER_SUMMARY, { orderId: done.orderId }, client.headers));
    expect(summary.order.orderPricingSummary.items[0]?.hasHCPApproval).toBe(false);
  });
});
