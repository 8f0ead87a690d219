import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { roleGrants, users } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { hashPassword } from '../../server/services/auth/password.ts';
import { expectOk, grantOf, latestCode, roleHeaders, session, type Fetcher, type Gql, type Grant, type HeaderMap } from './accounts-helpers.ts';
import type { TestDeps } from './helpers/test-deps.ts';

export const TOKENIZE_URL = 'http://test/payments/sandbox/tokenize';

export type TokenizeAnswer = {
  status: number;
  text: string;
  body: { token?: string; lastFour?: string; brand?: string; expiryMonth?: number; expiryYear?: number; fingerprint?: string; error?: { code: string; message: string; fields?: Record<string, string> } };
};

/** What the card form sends to the gateway; a valid Visa expiring two years from `now` unless overridden. */
export function cardBody(clientKey: string, now: Date, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { clientKey, cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: now.getUTCFullYear() + 2, cvv: '123', cardholderName: 'Nora Blake', ...overrides };
}

/** POSTs to the tokenize endpoint as the browser does (same origin, JSON). */
export async function tokenize(app: Fetcher, body: unknown, headers: Record<string, string> = {}): Promise<TokenizeAnswer> {
  const response = await app.fetch(
    new Request(TOKENIZE_URL, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
  );
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as TokenizeAnswer['body'] };
}

/** A signed-in party with the role headers of one grant. */
export type Party = { headers: HeaderMap; grant: Grant; userId: string };

const SIGNUP = /* GraphQL */ `
  mutation Signup($password: String!, $userInput: UserInput!) { clientSignup(password: $password, userInput: $userInput) { id userId } }
`;
const CONFIRM = /* GraphQL */ `mutation Confirm($email: String!, $code: String!) { confirmUserSignUp(email: $email, code: $code) { success } }`;
const PASSWORD = 'Signup!Pass1';
let signups = 0;

/** A new client of the organization, signed up, confirmed and signed in; its CLIENT grant's headers. */
export async function signUpClient(gql: Gql, deps: TestDeps, organizationId: string): Promise<Party & { clientId: string }> {
  const email = `payer${++signups}-${Date.now()}@example.test`;
  const userInput = { firstName: 'Nora', lastName: 'Blake', email, phone: '(212) 555-0188', dob: '1991-02-03', gender: 'FEMALE', timezone: 'America/New_York' };
  expectOk(await gql(SIGNUP, { password: PASSWORD, userInput }, { 'x-organization-id': organizationId }));
  expectOk(await gql(CONFIRM, { email, code: await latestCode(deps, email) }));
  const { tokens, grants, userId } = await session(gql, email, PASSWORD);
  const grant = grantOf(grants, 'CLIENT');
  return { headers: roleHeaders(tokens, grant), grant, userId, clientId: grant.targetId };
}

/** A staff member (RECEPTIONIST, BUSINESS_ADMIN) of a business, created straight in the database and signed in. */
export async function createStaff(gql: Gql, deps: TestDeps, { businessCode, organizationKey, roleName }: { businessCode: string; organizationKey: string; roleName: string }): Promise<Party> {
  const email = `staff${++signups}-${Date.now()}@example.test`;
  const [user] = await deps.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Sam', lastName: 'Staff', dob: '1985-05-05', gender: 'MALE', phone: '3105550199', timezone: 'America/Los_Angeles', status: 'ACTIVE' })
    .returning({ id: users.id });
  if (!user) throw new Error('staff user not created');
  await deps.db.insert(roleGrants).values({ organizationId: seedId(`organization:${organizationKey}`), userId: user.id, roleName, targetType: 'BUSINESS', targetId: seedId(`business:${businessCode}`), displayName: businessCode });
  const { tokens, grants } = await session(gql, email, PASSWORD);
  const grant = grantOf(grants, roleName);
  return { headers: roleHeaders(tokens, grant), grant, userId: user.id };
}

/** Both drivers answer db.execute with { rows }; the shared Database type cannot say so. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  return Array.isArray(rows) ? rows.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null) : [];
}

/**
 * Every column of every table (all schemas but the system ones) whose text matches the POSIX regex `pattern`,
 * as 'schema.table.column'. `kinds` narrows the columns by data type (e.g. text and jsonb only).
 */
export async function columnsMatching(db: Database, pattern: string, kinds?: readonly string[]): Promise<string[]> {
  const columns = rowsOf(
    await db.execute(sql`
      select c.table_schema as s, c.table_name as t, c.column_name as c, c.data_type as d
      from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema not in ('pg_catalog', 'information_schema') and t.table_type = 'BASE TABLE' and c.data_type <> 'bytea'`),
  );
  const hits: string[] = [];
  for (const column of columns) {
    const [schema, table, name, type] = [String(column.s), String(column.t), String(column.c), String(column.d)];
    if (kinds && !kinds.includes(type)) continue;
    const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)} where ${sql.identifier(name)}::text ~ ${pattern}`));
    if (Number(row?.n ?? 0) > 0) hits.push(`${schema}.${table}.${name}`);
  }
  return hits;
}

/** How many columns the scan looks at, so a test can show the scan covered the database. */
export async function countTextColumns(db: Database): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`select count(*)::int as n from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema') and data_type in ('text', 'jsonb', 'character varying')`),
  );
  return Number(row?.n ?? 0);
}
