// The world of the health-data access and audit tests (issue 14): the seeded demo with its medication journey
// (program@demo.test treated by hcp@demo.test: a consult, an approved prescription, a delivered medication order,
// weekly progress), the client's pre-assessment answers attached to that consult, and every staff role signed in.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createApp } from '../../server/app.ts';
import { auditEvents, medicationRenewals, orderItems } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { foreignHcp } from './video-helpers.ts';

export const DEMO_ORG = seedId('organization:demo');
export const PROGRAM_CLIENT = seedId('client:program@demo.test:demo');
export const PROGRAM_ITEM = seedId('order-item:demo:program');
export const PROGRAM_SESSION = seedId('hcp-session:demo:program');
export const APPROVED_CLIENT = seedId('client:approved@demo.test:demo');
export const APPROVED_ITEM = seedId('order-item:demo:approved');
const PRE_ASSESSMENT = seedId('form:demo:PRE_ASSESSMENT');
const SEMAGLUTIDE = seedId('product:demo:semaglutide-program');
const WEIGHTLOSS = seedId('category:demo:WEIGHTLOSS');

export const PASSING = { age: 35, weight: 180, heightFeet: 5, heightInches: 7, pregnancy: false, thyroidCancer: false, pancreatitis: false, eatingDisorder: false, triedLifestyle: true };

export type Party = { userId: string; headers: HeaderMap };

export type HealthWorld = {
  deps: TestDeps;
  gql: Gql;
  program: Party;
  approved: Party;
  demoClient: Party;
  aisha: Party;
  marcus: Party;
  admin: Party;
  reception: Party;
  fulfilment: Party;
  sunriseReception: Party;
  sunriseHcp: Party;
  /** The program client's stored answers, attached to its consult. */
  programResponseId: string;
  /** client@demo.test's answers (no session with any provider). */
  demoClientResponseId: string;
};

async function signIn(gql: Gql, email: string, role: string): Promise<Party> {
  const signed = await session(gql, email);
  return { userId: signed.userId, headers: roleHeaders(signed.tokens, grantOf(signed.grants, role)) };
}

const STORE = /* GraphQL */ `mutation Store($input: StoreUserResponsesInput!) { storeUserResponses(input: $input) { id } }`;

async function storeAnswers(gql: Gql, who: Party, orderItemId?: string): Promise<string> {
  const input = { clientDraftId: randomUUID(), formId: PRE_ASSESSMENT, productId: SEMAGLUTIDE, categoryId: WEIGHTLOSS, answers: PASSING, ...(orderItemId ? { orderItemId } : {}) };
  return expectOk(await gql<{ storeUserResponses: { id: string } }>(STORE, { input }, who.headers)).storeUserResponses.id;
}

export async function healthWorld(): Promise<HealthWorld> {
  const deps = await createTestDeps();
  await seedDemo(deps.db);
  const gql = gqlClient(createApp(deps));
  const program = await signIn(gql, 'program@demo.test', 'CLIENT');
  const demoClient = await signIn(gql, 'client@demo.test', 'CLIENT');
  const sunrise = await foreignHcp(deps, seedId('organization:sunrise'), seedId('business:sunrise'));
  return {
    deps,
    gql,
    program,
    approved: await signIn(gql, 'approved@demo.test', 'CLIENT'),
    demoClient,
    aisha: await signIn(gql, 'hcp@demo.test', 'HEALTHCARE_PROVIDER'),
    marcus: await signIn(gql, 'hcp2@demo.test', 'HEALTHCARE_PROVIDER'),
    admin: await signIn(gql, 'admin@demo.test', 'BUSINESS_ADMIN'),
    reception: await signIn(gql, 'reception@demo.test', 'RECEPTIONIST'),
    fulfilment: await signIn(gql, 'fulfilment@demo.test', 'SERVICE_PROVIDER'),
    sunriseReception: await signIn(gql, 'reception@sunrise.test', 'RECEPTIONIST'),
    sunriseHcp: sunrise,
    programResponseId: await storeAnswers(gql, program, PROGRAM_ITEM),
    demoClientResponseId: await storeAnswers(gql, demoClient),
  };
}

let renewals = 0;

/**
 * A renewal of the program (its own item in the program's order): AWAITING_APPROVAL is what
 * renewalsAwaitingApproval lists; DECLINED carries the provider's reason. Answers the renewal's item id.
 */
export async function programRenewal(world: HealthWorld, status: 'AWAITING_APPROVAL' | 'DECLINED'): Promise<string> {
  renewals += 1;
  const orderId = seedId('order:demo:program');
  const [item] = await world.deps.db
    .insert(orderItems)
    .values({ organizationId: DEMO_ORG, orderId, displayId: `CB-HR${renewals}`, clientId: PROGRAM_CLIENT, categoryId: WEIGHTLOSS, productId: SEMAGLUTIDE, status: status === 'DECLINED' ? 'Cancelled' : 'OrderCreated' })
    .returning({ id: orderItems.id });
  await world.deps.db.insert(medicationRenewals).values({
    organizationId: DEMO_ORG,
    programItemId: PROGRAM_ITEM,
    cycle: 10 + renewals,
    clientId: PROGRAM_CLIENT,
    status,
    dueAt: world.deps.now(),
    orderId,
    orderItemId: item!.id,
    directionId: seedId('prescription-direction:demo:program:1'),
    amount: 29_900,
    currencyCode: 'USD',
    approvalRequired: true,
    declineReason: status === 'DECLINED' ? 'Please book a follow-up consult first.' : null,
  });
  return item!.id;
}

/** The health_data_read rows written so far; call the answer for those written after this call. */
export async function newHealthReads(deps: TestDeps) {
  const rows = () => deps.db.select().from(auditEvents).where(eq(auditEvents.action, 'health_data_read'));
  const seen = new Set((await rows()).map((r) => r.id));
  return async () => (await rows()).filter((r) => !seen.has(r.id));
}
