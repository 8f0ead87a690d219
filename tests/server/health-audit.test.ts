// Every read of health data writes one audit_events row (issue 14): who (the signed-in user), whose (the client),
// what (the kind from src/domain/security/health-data-reads.ts) and when, the client reading its own included.
// One case per entry of the typed table: an entry without a case here does not compile.
import { isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getSchema } from '../../server/schema/index.ts';
import { HEALTH_DATA_READ_NAMES, HEALTH_DATA_READS, type HealthDataRead } from '../../src/domain/security/health-data-reads.ts';
import { expectOk } from './accounts-helpers.ts';
import { APPROVED_CLIENT, DEMO_ORG, APPROVED_ITEM, programRenewal, healthWorld, newHealthReads, PROGRAM_CLIENT, PROGRAM_ITEM, PROGRAM_SESSION, type HealthWorld, type Party } from './health-access-helpers.ts';

type Case = { who: (w: HealthWorld) => Party; subject: string; query: string; variables?: Record<string, unknown> };

/** Ids only known once the world is built, named in the cases by a placeholder. */
const late: Record<string, string> = {};

const item = (selection: string) => /* GraphQL */ `query I($id: ID!) { orderItem(id: $id) { id ${selection} } }`;

const CASES = {
  'Query.metricReadings': { who: (w) => w.program, subject: PROGRAM_CLIENT, query: `query { metricReadings { totalCount nodes { valueKg } } }` },
  'Query.weeklyProgress': { who: (w) => w.aisha, subject: PROGRAM_CLIENT, query: `query W($c: ID) { weeklyProgress(filter: { clientId: $c }) { nodes { weightKg } } }`, variables: { c: PROGRAM_CLIENT } },
  'HcpSession.answers': { who: (w) => w.aisha, subject: PROGRAM_CLIENT, query: `query S($id: ID!) { hcpSession(HCPSessionId: $id) { answers { answers } } }`, variables: { id: PROGRAM_SESSION } },
  'UserResponse.answers': { who: (w) => w.admin, subject: PROGRAM_CLIENT, query: `query U($c: ID) { userResponses(filter: { clientId: $c }) { nodes { answers } } }`, variables: { c: PROGRAM_CLIENT } },
  'UserResponse.score': { who: (w) => w.program, subject: PROGRAM_CLIENT, query: `query { userResponses { nodes { score { passed } } } }` },
  'OrderItem.treatmentDecision': { who: (w) => w.admin, subject: PROGRAM_CLIENT, query: item('treatmentDecision { status prescription { medicationName } }'), variables: { id: PROGRAM_ITEM } },
  'OrderItem.medicationOptions': { who: (w) => w.approved, subject: APPROVED_CLIENT, query: item('medicationOptions { amountNow }'), variables: { id: APPROVED_ITEM } },
  'OrderItem.autoRenewal': { who: (w) => w.program, subject: PROGRAM_CLIENT, query: item('autoRenewal { enabled nextDirection { dose } }'), variables: { id: PROGRAM_ITEM } },
  'OrderItem.renewal': { who: (w) => w.program, subject: PROGRAM_CLIENT, query: item('renewal { status message }'), variables: { id: 'declined' } },
  'Query.renewalsAwaitingApproval': { who: (w) => w.aisha, subject: PROGRAM_CLIENT, query: `query { renewalsAwaitingApproval { clientId medicationName } }` },
  'MedicationOrder.medicationName': { who: (w) => w.reception, subject: PROGRAM_CLIENT, query: item('medicationOrder { status medicationName }'), variables: { id: PROGRAM_ITEM } },
  'MedicationOrder.direction': { who: (w) => w.fulfilment, subject: PROGRAM_CLIENT, query: `query { medicationOrdersToFulfil(filter: { statuses: [DELIVERED] }) { nodes { clientName medicationOrder { direction { dose } } } } }` },
  'Client.ssn': { who: (w) => w.program, subject: PROGRAM_CLIENT, query: `query C($c: ID!) { client(clientId: $c) { ssn } }`, variables: { c: PROGRAM_CLIENT } },
  'Client.driversLicense': { who: (w) => w.admin, subject: PROGRAM_CLIENT, query: `query C($c: ID!) { client(clientId: $c) { driversLicense } }`, variables: { c: PROGRAM_CLIENT } },
} as const satisfies Record<HealthDataRead, Case>;

const SET_IDENTITY = /* GraphQL */ `mutation U($c: ID!, $i: ClientInput) { updateClient(clientId: $c, clientInput: $i) { id } }`;

describe('health data: every read is audited once', () => {
  let w: HealthWorld;

  beforeAll(async () => {
    w = await healthWorld();
    await programRenewal(w, 'AWAITING_APPROVAL');
    late.declined = await programRenewal(w, 'DECLINED');
    expectOk(await w.gql(SET_IDENTITY, { c: PROGRAM_CLIENT, i: { ssn: '123-45-6789', driversLicense: 'D1234567' } }, w.program.headers));
  });
  afterAll(() => w.deps.close());

  test('the table names fields of the schema, and each entry has a case', () => {
    expect(Object.keys(CASES).sort()).toEqual([...HEALTH_DATA_READ_NAMES].sort());
    const schema = getSchema();
    for (const name of HEALTH_DATA_READ_NAMES) {
      const [typeName = '', field = ''] = name.split('.');
      const type = schema.getType(typeName);
      expect(isObjectType(type) ? Object.keys(type.getFields()) : [], name).toContain(field);
    }
  });

  test.each(HEALTH_DATA_READ_NAMES)('%s writes one health_data_read row with its actor, client and kind', async (read) => {
    const c: Case = CASES[read];
    const who = c.who(w);
    const since = await newHealthReads(w.deps);
    const variables = Object.fromEntries(Object.entries(c.variables ?? {}).map(([k, v]) => [k, typeof v === 'string' && v in late ? late[v] : v]));
    const data = expectOk(await w.gql(c.query, variables, who.headers));
    expect(JSON.stringify(data)).not.toBe('{}');
    const written = await since();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ actorUserId: who.userId, organizationId: DEMO_ORG, targetType: 'client', targetId: c.subject });
    expect(written[0]!.metadata).toMatchObject({ kind: HEALTH_DATA_READS[read], reads: read });
    // Never the values themselves.
    expect(JSON.stringify(written[0])).not.toMatch(/123-45-6789|D1234567|Semaglutide|follow-up/);
  });

  test('a list reading many fields of one client writes one row per kind in one request', async () => {
    const since = await newHealthReads(w.deps);
    const both = `query { userResponses { nodes { answers score { passed } } } metricReadings { totalCount } weeklyProgress { totalCount } }`;
    expectOk(await w.gql(both, {}, w.program.headers));
    const written = await since();
    // One row per kind: the fields read before it was written are named with it (the others of the same kind add none).
    expect(written.map((r) => r.metadata.kind).sort()).toEqual(['ANSWERS', 'PROGRESS']);
    const reads = written.flatMap((r) => String(r.metadata.reads).split(','));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.every((r) => ['UserResponse.answers', 'UserResponse.score', 'Query.metricReadings', 'Query.weeklyProgress'].includes(r))).toBe(true);
  });

  test('a refused read writes nothing', async () => {
    const since = await newHealthReads(w.deps);
    const refused = await w.gql(`query W($c: ID) { weeklyProgress(filter: { clientId: $c }) { totalCount } }`, { c: PROGRAM_CLIENT }, w.marcus.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await since()).toHaveLength(0);
  });
});
