// Minimum necessary access to health data (issue 14): a provider reads answers, progress and prescriptions only of
// the clients of its own sessions (booked with it or taken over by it); BUSINESS_ADMIN keeps the business-wide
// view; a RECEPTIONIST sees that a form was completed, not the answers; fulfilment sees what a shipment needs.
// Anyone else's row is NOT_FOUND, another tenant's too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hcpSessions } from '../../server/db/schema/index.ts';
import { expectCode, expectOk } from './accounts-helpers.ts';
import { programRenewal, healthWorld, PROGRAM_CLIENT, PROGRAM_SESSION, type HealthWorld, type Party } from './health-access-helpers.ts';
import { AISHA, createSignedInClient, DEMO_ORG, MARCUS } from './scheduling-helpers.ts';
import { bookedSession } from './video-helpers.ts';

const READINGS = /* GraphQL */ `query R($clientId: ID) { metricReadings(filter: { clientId: $clientId }) { totalCount } }`;
const WEEKLY = /* GraphQL */ `query W($clientId: ID) { weeklyProgress(filter: { clientId: $clientId }) { totalCount } }`;
const RESPONSES = /* GraphQL */ `query U($clientId: ID) { userResponses(filter: { clientId: $clientId }, limit: 100) { totalCount nodes { id answers score { passed } createdFor { id } } } }`;
const SESSION = /* GraphQL */ `query S($id: ID!) { hcpSession(HCPSessionId: $id) { id answers { answers } } }`;
const RENEWALS = /* GraphQL */ `query { renewalsAwaitingApproval { clientId medicationName } }`;
const CLIENT = /* GraphQL */ `query C($id: ID!) { client(clientId: $id) { id ssn } }`;
const QUEUE = /* GraphQL */ `query Q { medicationOrdersToFulfil(filter: { statuses: [DELIVERED] }) { nodes { clientName shipping { city } medicationOrder { medicationName } } } }`;

type ResponsesJson = { userResponses: { totalCount: number; nodes: { id: string; answers: unknown; score: { passed: boolean } | null; createdFor: { id: string } }[] } };

describe('health data: minimum necessary access', () => {
  let w: HealthWorld;
  const run = <T = Record<string, unknown>>(query: string, who: Party, variables: Record<string, unknown> = {}) => w.gql<T>(query, variables, who.headers);

  beforeAll(async () => {
    w = await healthWorld();
    await programRenewal(w, 'AWAITING_APPROVAL');
  });
  afterAll(() => w.deps.close());

  test('a provider with a session of its own with the client reads its answers, progress and renewals', async () => {
    const vars = { clientId: PROGRAM_CLIENT };
    expect(expectOk(await run<{ metricReadings: { totalCount: number } }>(READINGS, w.aisha, vars)).metricReadings.totalCount).toBeGreaterThan(0);
    expect(expectOk(await run<{ weeklyProgress: { totalCount: number } }>(WEEKLY, w.aisha, vars)).weeklyProgress.totalCount).toBeGreaterThan(0);
    const responses = expectOk(await run<ResponsesJson>(RESPONSES, w.aisha, vars)).userResponses;
    expect(responses.nodes.map((n) => n.id)).toContain(w.programResponseId);
    expect(responses.nodes.every((n) => n.answers !== null && n.createdFor.id === PROGRAM_CLIENT)).toBe(true);
    const own = expectOk(await run<{ hcpSession: { answers: unknown[] } | null }>(SESSION, w.aisha, { id: PROGRAM_SESSION })).hcpSession;
    expect(own?.answers.length).toBeGreaterThan(0);
    const renewals = expectOk(await run<{ renewalsAwaitingApproval: { clientId: string }[] }>(RENEWALS, w.aisha)).renewalsAwaitingApproval;
    expect(renewals.map((r) => r.clientId)).toContain(PROGRAM_CLIENT);
  });

  test('a provider without a session with the client gets NOT_FOUND for each operation (or nothing in its lists)', async () => {
    const vars = { clientId: PROGRAM_CLIENT };
    expectCode(await run(READINGS, w.marcus, vars), 'NOT_FOUND');
    expectCode(await run(WEEKLY, w.marcus, vars), 'NOT_FOUND');
    expectCode(await run(RESPONSES, w.marcus, vars), 'NOT_FOUND');
    // hcpSession answers null for anyone else's session (its documented answer), so nothing of it is shown.
    expect(expectOk(await run<{ hcpSession: unknown }>(SESSION, w.marcus, { id: PROGRAM_SESSION })).hcpSession).toBeNull();
    const unfiltered = expectOk(await run<ResponsesJson>(RESPONSES, w.marcus, {})).userResponses;
    expect(unfiltered.nodes.map((n) => n.createdFor.id)).not.toContain(PROGRAM_CLIENT);
    expect(expectOk(await run<{ renewalsAwaitingApproval: { clientId: string }[] }>(RENEWALS, w.marcus)).renewalsAwaitingApproval.map((r) => r.clientId)).not.toContain(PROGRAM_CLIENT);
    // Client@demo.test answered, but has no session with Aisha: not hers either.
    expect(expectOk(await run<ResponsesJson>(RESPONSES, w.aisha, {})).userResponses.nodes.map((n) => n.id)).not.toContain(w.demoClientResponseId);
  });

  test('a session taken over counts for the provider who took it, not the one it was booked with; a hold counts for nobody', async () => {
    const client = await createSignedInClient(w.deps, DEMO_ORG);
    const taken = await bookedSession(w.deps, client.clientId, '2026-02-02T15:00:00Z', { providerId: MARCUS, status: 'COMPLETED', itemStatus: 'ConsultationCompleted' });
    await w.deps.db.update(hcpSessions).set({ fallbackFromProviderId: AISHA, reassignedAt: new Date('2026-02-02T15:05:00Z') }).where(eq(hcpSessions.id, taken.sessionId));
    expectOk(await run(READINGS, w.marcus, { clientId: client.clientId }));
    expectCode(await run(READINGS, w.aisha, { clientId: client.clientId }), 'NOT_FOUND');

    const held = await createSignedInClient(w.deps, DEMO_ORG);
    await bookedSession(w.deps, held.clientId, '2026-02-03T15:00:00Z', { status: 'PENDING' });
    expectCode(await run(READINGS, w.aisha, { clientId: held.clientId }), 'NOT_FOUND');
    expectCode(await run(RESPONSES, w.aisha, { clientId: held.clientId }), 'NOT_FOUND');
  });

  test('a receptionist sees that a form was completed, never the answers, and no progress or provider views', async () => {
    const seen = expectOk(await run<ResponsesJson>(RESPONSES, w.reception, { clientId: PROGRAM_CLIENT })).userResponses;
    expect(seen.nodes.map((n) => n.id)).toContain(w.programResponseId);
    expect(seen.nodes.every((n) => n.answers === null)).toBe(true);
    expectCode(await run(READINGS, w.reception, { clientId: PROGRAM_CLIENT }), 'FORBIDDEN');
    expectCode(await run(WEEKLY, w.reception, { clientId: PROGRAM_CLIENT }), 'FORBIDDEN');
    expectCode(await run(SESSION, w.reception, { id: PROGRAM_SESSION }), 'FORBIDDEN');
    expectCode(await run(RENEWALS, w.reception), 'FORBIDDEN');
  });

  test('fulfilment sees what a shipment needs (name, address, medication) and no answers, progress or record', async () => {
    const queue = expectOk(await run<{ medicationOrdersToFulfil: { nodes: { clientName: string; shipping: { city: string } | null; medicationOrder: { medicationName: string } }[] } }>(QUEUE, w.fulfilment)).medicationOrdersToFulfil;
    expect(queue.nodes).toEqual(expect.arrayContaining([expect.objectContaining({ clientName: 'Noah Bennett', medicationOrder: { medicationName: 'Semaglutide' } })]));
    expect(queue.nodes.every((n) => n.shipping !== null)).toBe(true);
    expectCode(await run(RESPONSES, w.fulfilment, { clientId: PROGRAM_CLIENT }), 'FORBIDDEN');
    expectCode(await run(READINGS, w.fulfilment, { clientId: PROGRAM_CLIENT }), 'FORBIDDEN');
    expectCode(await run(CLIENT, w.fulfilment, { id: PROGRAM_CLIENT }), 'FORBIDDEN');
    expectCode(await run(SESSION, w.fulfilment, { id: PROGRAM_SESSION }), 'FORBIDDEN');
  });

  test('the business admin keeps the business-wide view of answers', async () => {
    const all = expectOk(await run<ResponsesJson>(RESPONSES, w.admin, {})).userResponses;
    expect(all.nodes.map((n) => n.id)).toEqual(expect.arrayContaining([w.programResponseId, w.demoClientResponseId]));
    expect(all.nodes.every((n) => n.answers !== null)).toBe(true);
    expectOk(await run(CLIENT, w.admin, { id: PROGRAM_CLIENT }));
  });

  test("another tenant's staff and providers get NOT_FOUND (or nothing in their lists)", async () => {
    expectCode(await run(READINGS, w.sunriseHcp, { clientId: PROGRAM_CLIENT }), 'NOT_FOUND');
    expectCode(await run(WEEKLY, w.sunriseHcp, { clientId: PROGRAM_CLIENT }), 'NOT_FOUND');
    expectCode(await run(RESPONSES, w.sunriseHcp, { clientId: PROGRAM_CLIENT }), 'NOT_FOUND');
    expect(expectOk(await run<{ hcpSession: unknown }>(SESSION, w.sunriseHcp, { id: PROGRAM_SESSION })).hcpSession).toBeNull();
    expect(expectOk(await run<{ renewalsAwaitingApproval: unknown[] }>(RENEWALS, w.sunriseHcp)).renewalsAwaitingApproval).toEqual([]);
    expect(expectOk(await run<ResponsesJson>(RESPONSES, w.sunriseReception, { clientId: PROGRAM_CLIENT })).userResponses.totalCount).toBe(0);
    expectCode(await run(CLIENT, w.sunriseReception, { id: PROGRAM_CLIENT }), 'NOT_FOUND');
  });
});
