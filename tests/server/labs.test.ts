// Lab tests end to end through the API (issue 17): the collector's day list and every status move
// (LabBooked -> LabInProgress -> LabReceived -> LabCompleted with the report, LabCancelled, LabExpired by the lapse
// job), refused jumps, another collector refused, the requisition letter and the report by signed links that
// only the client, their providers and the collector get, each fetch audited, and links that expire.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { auditEvents, hcpSessions, orderItemFees, orderItems } from '../../server/db/schema/index.ts';
import { lapseSessions } from '../../server/jobs/lapse-sessions.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { moveClock } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createCollector } from './labs-helpers.ts';
import { pdfText } from './labs-pdf-text.ts';
import { CARDS, CREATE_ORDER, createShopper, item, orderInput, type CreateResult, type Shopper } from './orders-helpers.ts';
import { HOLD_SLOT, LIPID_PANEL, MAIN, SOFIA, WEIGHTLOSS_CONSULT, AISHA, type SessionJson } from './scheduling-helpers.ts';

const VISITS = /* GraphQL */ `
  query V($from: String!, $to: String!) {
    labVisits(from: $from, to: $to) { orderItemId orderItemDisplayId status clientName productName sku startsAt place { kind name addressLine1 instructions } hasReport }
  }
`;
const MOVE = /* GraphQL */ `mutation M($id: ID!, $status: LabTestMove!) { changeLabTestStatus(orderItemId: $id, status: $status) { orderItemId status } }`;
const UPLOAD_LINK = /* GraphQL */ `mutation U($id: ID!) { labReportUploadLink(orderItemId: $id) { url expiresAt } }`;
const DOC_LINK = /* GraphQL */ `mutation D($id: ID!, $kind: LabDocumentKind!) { labDocumentLink(orderItemId: $id, kind: $kind) { url expiresAt } }`;
const ITEM = /* GraphQL */ `query I($id: ID!) { orderItem(id: $id) { id status labTest { status sku collectorName startsAt reportAvailable place { kind name } } } }`;

type Visit = { orderItemId: string; orderItemDisplayId: string; status: string; clientName: string; productName: string; sku: string; place: { kind: string; name: string | null; addressLine1: string; instructions: string | null } };

// Monday 2 March 2026 in New York (EST): Sofia works 09:00-17:00.
const DAY = { from: '2026-03-02T05:00:00.000Z', to: '2026-03-03T05:00:00.000Z' };
const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 2, 2, hour + 5, minute)).toISOString();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('lab tests: the collector moves a visit, the client and their providers get the documents', () => {
  let deps: TestDeps;
  let gql: Gql;
  let app: ReturnType<typeof createApp>;
  let lena: Shopper;
  let omar: Shopper;
  let sofia: HeaderMap;
  let other: HeaderMap;
  let fulfilment: HeaderMap;
  let aisha: HeaderMap;

  const fetchPath = (path: string, init?: RequestInit) => app.fetch(new Request(`http://test${path}`, init));

  /** A lab test booked by a new client (one active booking per category and client). */
  async function bookLab(startTime: string): Promise<{ id: string; displayId: string; client: Shopper }> {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    const held = expectOk(await gql<{ holdSlot: SessionJson }>(HOLD_SLOT, { input: { providerId: SOFIA, productId: LIPID_PANEL, locationId: MAIN, startTime } }, shopper.headers)).holdSlot;
    const lab = { ...item('lipid-panel', 'LABS'), heldSessionId: held.id };
    const placed = expectOk(await gql<CreateResult>(CREATE_ORDER, { input: orderInput(shopper, [lab]) }, shopper.headers)).createOrder;
    const booked = placed.order.orderItems[0];
    if (!booked) throw new Error('no item');
    expect(booked.status).toBe('LabBooked');
    return { id: booked.id, displayId: booked.displayId, client: shopper };
  }
  const move = (headers: HeaderMap, id: string, status: string) => gql<{ changeLabTestStatus: { status: string } }>(MOVE, { id, status }, headers);
  const sessionOf = async (orderItemId: string) => (await deps.db.select().from(hcpSessions).where(eq(hcpSessions.orderItemId, orderItemId)))[0];
  const statusOf = async (id: string) => (await deps.db.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.id, id)))[0]?.status;

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    app = createApp(deps);
    gql = gqlClient(app);
    lena = await createShopper(deps, gql, { card: CARDS.approve });
    omar = await createShopper(deps, gql, { card: CARDS.approve });
    const lab = await session(gql, 'lab@demo.test');
    sofia = roleHeaders(lab.tokens, grantOf(lab.grants, 'SERVICE_PROVIDER'));
    const staff = await session(gql, 'fulfilment@demo.test');
    fulfilment = roleHeaders(staff.tokens, grantOf(staff.grants, 'SERVICE_PROVIDER'));
    const hcp = await session(gql, 'hcp@demo.test');
    aisha = roleHeaders(hcp.tokens, grantOf(hcp.grants, 'HEALTHCARE_PROVIDER'));
    other = (await createCollector(deps, 'Theo')).headers;
  });
  afterAll(() => deps.close());

  test('the demo seed gives lab@demo.test visits around the day it was seeded: one at the lab, a callout with instructions, one at the clinic', async () => {
    const real = Date.now();
    const range = { from: new Date(real - 86_400_000).toISOString(), to: new Date(real + 4 * 86_400_000).toISOString() };
    const seeded = expectOk(await gql<{ labVisits: Visit[] }>(VISITS, range, sofia)).labVisits.filter((v) => v.clientName === 'Maria Lopez');
    expect(seeded.map((v) => [v.productName, v.status, v.place.kind])).toEqual([
      ['Lipid Panel', 'LabReceived', 'FACILITY'],
      ['Comprehensive Metabolic Panel', 'LabBooked', 'CALLOUT'],
      ['Hemoglobin A1c', 'LabBooked', 'FACILITY'],
    ]);
    expect(seeded[1]?.place).toMatchObject({ addressLine1: '75 Henry Street', instructions: expect.stringContaining('Ring 5B') });
  });

  test('the collector sees the day’s visits with the test, sku and place; fulfilment staff and another collector do not', async () => {
    const booked = await bookLab(at(9));
    const { labVisits } = expectOk(await gql<{ labVisits: Visit[] }>(VISITS, DAY, sofia));
    expect(labVisits).toContainEqual(
      expect.objectContaining({ orderItemId: booked.id, orderItemDisplayId: booked.displayId, status: 'LabBooked', clientName: 'Olive Buyer', productName: 'Lipid Panel', sku: 'LAB-LIPID', place: expect.objectContaining({ kind: 'FACILITY' }) }),
    );
    expectCode(await gql(VISITS, DAY, fulfilment), 'FORBIDDEN');
    expect(expectOk(await gql<{ labVisits: Visit[] }>(VISITS, DAY, other)).labVisits).toEqual([]);
    expectCode(await gql(VISITS, { from: DAY.from, to: '2026-04-02T05:00:00.000Z' }, sofia), 'BAD_USER_INPUT');
  });

  test('the collector’s grant on their own person reads no fulfilment queue and ships nothing: fulfilment needs a grant on the business', async () => {
    const QUEUE = /* GraphQL */ `query Q { medicationOrdersToFulfil(filter: { statuses: [ORDERED, PREPARING, SHIPPED, DELIVERED] }) { totalCount nodes { medicationOrder { medicationName } } } }`;
    const PREPARE = /* GraphQL */ `mutation P($id: ID!) { markMedicationOrderPreparing(input: { medicationOrderId: $id }) { id } }`;
    const queue = expectOk(await gql<{ medicationOrdersToFulfil: { totalCount: number } }>(QUEUE, {}, fulfilment)).medicationOrdersToFulfil;
    expect(queue.totalCount).toBeGreaterThan(0);
    expectCode(await gql(QUEUE, {}, sofia), 'FORBIDDEN');
    expectCode(await gql(QUEUE, {}, other), 'FORBIDDEN');
    expectCode(await gql(PREPARE, { id: '00000000-0000-4000-8000-000000000000' }, sofia), 'FORBIDDEN');
  });

  test('every move: start, sample received (the hold is captured), results with the report; jumps are refused', async () => {
    const booked = await bookLab(at(10));
    // A jump (straight to LabReceived) and a report before the lab has the sample are refused.
    const jump = await move(sofia, booked.id, 'LabReceived');
    expectCode(jump, 'BAD_USER_INPUT');
    expect(jump.errors?.[0]?.extensions?.reason).toBe('ORDER_ITEM_TRANSITION_REFUSED');
    expectCode(await gql(UPLOAD_LINK, { id: booked.id }, sofia), 'BAD_USER_INPUT');

    expect(expectOk(await move(sofia, booked.id, 'LabInProgress')).changeLabTestStatus.status).toBe('LabInProgress');
    expect((await sessionOf(booked.id))?.status).toBe('INPROGRESS');
    expectCode(await move(sofia, booked.id, 'LabInProgress'), 'BAD_USER_INPUT');
    expect(expectOk(await move(sofia, booked.id, 'LabReceived')).changeLabTestStatus.status).toBe('LabReceived');
    expect((await sessionOf(booked.id))?.status).toBe('COMPLETED');
    // The collection happened: what the item owed is captured from the card hold.
    const fees = await deps.db.select({ unpaid: orderItemFees.unpaid, paid: orderItemFees.paid }).from(orderItemFees).where(eq(orderItemFees.orderItemId, booked.id));
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((f) => f.unpaid === 0 && f.paid > 0)).toBe(true);
    // The report is not there yet: nobody gets a link to it.
    expectCode(await gql(DOC_LINK, { id: booked.id, kind: 'REPORT' }, booked.client.headers), 'NOT_FOUND');

    const { labReportUploadLink } = expectOk(await gql<{ labReportUploadLink: { url: string } }>(UPLOAD_LINK, { id: booked.id }, sofia));
    // Type and size are checked on the bytes: a text file named .pdf is refused, and so is an empty one.
    const wrong = await fetchPath(labReportUploadLink.url, { method: 'POST', body: 'not a pdf', headers: { 'x-file-name': 'results.pdf' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: { code: 'BAD_USER_INPUT', reason: 'LAB_REPORT_UNSUPPORTED_TYPE' } });
    const tooBig = await fetchPath(labReportUploadLink.url, { method: 'POST', body: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) });
    expect(tooBig.status).toBe(413);
    expect(await statusOf(booked.id)).toBe('LabReceived');

    const uploaded = await fetchPath(labReportUploadLink.url, { method: 'POST', body: PDF, headers: { 'content-type': 'application/pdf', 'x-file-name': 'Lipid results (final).pdf' } });
    expect(uploaded.status).toBe(200);
    expect(await uploaded.json()).toEqual({ orderItemId: booked.id, status: 'LabCompleted' });
    // Results are final: a second upload is refused by the transition table.
    const again = await fetchPath(labReportUploadLink.url, { method: 'POST', body: PDF });
    expect(again.status).toBe(400);

    const seen = expectOk(await gql<{ orderItem: { status: string; labTest: { reportAvailable: boolean; sku: string; collectorName: string } } }>(ITEM, { id: booked.id }, booked.client.headers)).orderItem;
    expect(seen).toMatchObject({ status: 'LabCompleted', labTest: { reportAvailable: true, sku: 'LAB-LIPID', collectorName: 'Sofia Alvarez' } });
    expectCode(await gql(DOC_LINK, { id: booked.id, kind: 'REPORT' }, omar.headers), 'NOT_FOUND');
    const link = expectOk(await gql<{ labDocumentLink: { url: string } }>(DOC_LINK, { id: booked.id, kind: 'REPORT' }, booked.client.headers)).labDocumentLink;
    const report = await fetchPath(link.url);
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toBe('application/pdf');
    expect(report.headers.get('content-disposition')).toBe('attachment; filename="Lipid-results-final.pdf"');
    expect(Buffer.from(await report.arrayBuffer())).toEqual(PDF);
  });

  test('cancel: a booked visit is cancelled (session CANCELLED), one under way too (session INCOMPLETE); then nothing moves', async () => {
    const first = await bookLab(at(11));
    expect(expectOk(await move(sofia, first.id, 'LabCancelled')).changeLabTestStatus.status).toBe('LabCancelled');
    expect((await sessionOf(first.id))?.status).toBe('CANCELLED');
    const second = await bookLab(at(11, 30));
    expectOk(await move(sofia, second.id, 'LabInProgress'));
    expectOk(await move(sofia, second.id, 'LabCancelled'));
    expect((await sessionOf(second.id))?.status).toBe('INCOMPLETE');
    expect(await statusOf(second.id)).toBe('LabCancelled');
    // A cancelled visit is off the collector's list of things to do: a later move is refused or not found.
    expect((await move(sofia, second.id, 'LabReceived')).errors?.[0]).toBeDefined();
  });

  test('another collector cannot touch the visit: NOT_FOUND for moves, upload links and documents', async () => {
    const booked = await bookLab(at(12));
    expectCode(await move(other, booked.id, 'LabInProgress'), 'NOT_FOUND');
    expectCode(await gql(DOC_LINK, { id: booked.id, kind: 'REQUISITION' }, other), 'NOT_FOUND');
    expectOk(await move(sofia, booked.id, 'LabInProgress'));
    expectOk(await move(sofia, booked.id, 'LabReceived'));
    expectCode(await gql(UPLOAD_LINK, { id: booked.id }, other), 'NOT_FOUND');
    expectCode(await move(fulfilment, booked.id, 'LabCancelled'), 'FORBIDDEN');
    expect(await statusOf(booked.id)).toBe('LabReceived');
  });

  test('the requisition letter: the client, their provider and the collector get it, audited; another client and another provider do not', async () => {
    const booked = await bookLab(at(13));
    const linkFor = (headers: HeaderMap) => gql<{ labDocumentLink: { url: string; expiresAt: string } }>(DOC_LINK, { id: booked.id, kind: 'REQUISITION' }, headers);
    expectCode(await linkFor(omar.headers), 'NOT_FOUND');
    // Aisha is not Lena's provider until Lena books a consultation with her.
    expectCode(await linkFor(aisha), 'NOT_FOUND');
    const consult = expectOk(await gql<{ holdSlot: SessionJson }>(HOLD_SLOT, { input: { providerId: AISHA, productId: WEIGHTLOSS_CONSULT, locationId: MAIN, startTime: at(14) } }, booked.client.headers)).holdSlot;
    await deps.db.update(hcpSessions).set({ status: 'SCHEDULED', holdExpiresAt: null }).where(eq(hcpSessions.id, consult.id));

    for (const [who, headers] of [['CLIENT', booked.client.headers], ['HEALTHCARE_PROVIDER', aisha], ['LAB_COLLECTOR', sofia]] as const) {
      const link = expectOk(await linkFor(headers)).labDocumentLink;
      expect(new Date(link.expiresAt).getTime() - deps.now().getTime()).toBeLessThanOrEqual(10 * 60_000);
      const response = await fetchPath(link.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('no-store, private');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(bytes);
      expect(text).toContain(booked.displayId);
      expect(text).toContain('Olive Buyer');
      expect(text).toContain('LAB-LIPID');
      expect(text).toContain('Lipid Panel');
      expect(text).toContain('Dr. Aisha Patel');
      const audits = await deps.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'lab_document_read'), eq(auditEvents.targetId, booked.id)));
      expect(audits.at(-1)?.metadata).toEqual({ kind: 'requisition', reader: who });
    }
    // A link names the person it was given to: passing it off as someone else's breaks the signature.
    const link = expectOk(await linkFor(booked.client.headers)).labDocumentLink;
    expect((await fetchPath(link.url.replace(/user=[^&]+/, `user=${omar.userId}`))).status).toBe(403);
    // And the report of someone else's booking is NOT_FOUND for another client.
    expectCode(await gql(DOC_LINK, { id: booked.id, kind: 'REPORT' }, omar.headers), 'NOT_FOUND');
  });

  test('a link expires after 10 minutes', async () => {
    const booked = await bookLab(at(15));
    const link = expectOk(await gql<{ labDocumentLink: { url: string } }>(DOC_LINK, { id: booked.id, kind: 'REQUISITION' }, booked.client.headers)).labDocumentLink;
    expect((await fetchPath(link.url)).status).toBe(200);
    await moveClock(deps, new Date(deps.now().getTime() + 10 * 60_000 + 1000), booked.client.headers, omar.headers, lena.headers, sofia, other, fulfilment, aisha);
    const expired = await fetchPath(link.url);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('expired');
  });

  test('an unattended booking lapses to LabExpired through the lapse job; an expired visit cannot be started', async () => {
    const booked = await bookLab(at(16));
    await moveClock(deps, '2026-03-02T22:00:00Z', booked.client.headers, omar.headers, sofia, lena.headers, other, fulfilment, aisha);
    await lapseSessions({ db: deps.db, now: deps.now });
    expect(await statusOf(booked.id)).toBe('LabExpired');
    expect((await sessionOf(booked.id))?.status).toBe('LAPSED');
    expectCode(await move(sofia, booked.id, 'LabInProgress'), 'BAD_USER_INPUT');
  });
});
