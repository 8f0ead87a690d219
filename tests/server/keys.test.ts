// Issue 14, "Keys live apart from the data they protect": an attacker holding a full copy of the database (a
// backup, a dump) but not the key file cannot decrypt identity numbers, cannot mint a token the live API
// accepts and cannot reverse a card fingerprint or a gift card number. Each attack has a positive control
// with the live keys, so a test that passes proves the keys, not a broken attack.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sandboxKeys } from '../../server/adapters/payments/sandbox-keys.ts';
import { createSandboxGateway } from '../../server/adapters/payments/sandbox.ts';
import { createApp } from '../../server/app.ts';
import type { Database, DatabaseHandle } from '../../server/db/client.ts';
import { clients, ledgerAccounts, paymentCards, serverSecrets, sessions } from '../../server/db/schema/index.ts';
import { keySet } from '../../server/keys/key-set.ts';
import { loadSecrets, type ServerSecrets } from '../../server/secrets.ts';
import { seedGiftCards } from '../../server/seed/data/payments.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { signAccessToken } from '../../server/services/auth/tokens.ts';
import { decryptField, identityFieldContext } from '../../server/services/field-encryption.ts';
import { giftCardNumberHash } from '../../server/services/ledger/gift-card-number.ts';
import { expectCode, expectOk, gqlClient, grantOf, ME, roleHeaders, session, type Fetcher, type Gql } from './accounts-helpers.ts';
import { createTestDatabase } from './helpers/test-db.ts';
import { createTestDeps, testConfig, type TestDeps } from './helpers/test-deps.ts';
import { cardBody, rowsOf, tokenize } from './payments-helpers.ts';

const CLIENT = /* GraphQL */ `query C($id: ID!) { client(clientId: $id) { id ssn driversLicense } }`;
const UPDATE = /* GraphQL */ `mutation U($id: ID!, $c: ClientInput) { updateClient(clientId: $id, clientInput: $c) { id ssn } }`;
const ADD_ADDRESS = /* GraphQL */ `mutation AA($c: ID!, $a: AddressInput!) { addClientAddress(clientId: $c, addressInput: $a) { id } }`;
const ADD_CARD = /* GraphQL */ `mutation A($i: AddPaymentCardInput!) { addPaymentCard(input: $i) { id } }`;
const GATEWAY = /* GraphQL */ `query G($b: ID!) { gatewayDetail(input: { businessId: $b }) { clientKey } }`;

const CLIENT_ID = seedId('client:client@demo.test:demo');
const SSN = '123456789';
const CARD = '5555555555554444';
// The documented test cards: the "card space" an attacker would try against a fingerprint.
const CARD_SPACE = ['4242424242424242', '4000000000000002', '4000000000009995', '4000000000000069', CARD, '378282246310005', '6011111111111117'];

/** Every row of every public table as JSON text: what `pg_dump --data-only` would hand an attacker. */
async function dumpTables(db: Database): Promise<Map<string, string>> {
  const tables = rowsOf(await db.execute(sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`));
  const dump = new Map<string, string>();
  for (const { t } of tables) {
    const [row] = rowsOf(await db.execute(sql`select coalesce(json_agg(x), '[]')::text as rows from ${sql.identifier(String(t))} x`));
    dump.set(String(t), String(row?.rows ?? '[]'));
  }
  return dump;
}

/** Restores a dump into another (migrated, empty) database, constraints off as a restore does. */
async function restoreTables(db: Database, dump: Map<string, string>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [table, rows] of dump) {
      if (rows === '[]') continue;
      const columns = rowsOf(await tx.execute(sql`
        select column_name as c from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'`)).map((r) => sql.identifier(String(r.c)));
      const list = sql.join(columns, sql`, `);
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
      await tx.execute(sql`insert into ${sql.identifier(table)} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${rows}::json)`);
    }
  });
}

/** Every way a key could be written into a column: raw text, base64, base64url and hex. */
function encodings(key: Uint8Array | string): string[] {
  const bytes = typeof key === 'string' ? Buffer.from(key) : Buffer.from(key);
  return [bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex'), bytes.toString('latin1')].filter((e) => e.length >= 16);
}

function allKeys(secrets: ServerSecrets): (Uint8Array | string)[] {
  return [...secrets.jwt.keys.values(), ...secrets.dataKey.keys.values(), secrets.jwtSecret, secrets.sandboxGatewaySecret, secrets.vapid.privateKey];
}

describe('a copy of the database without the key file', () => {
  let dir: string;
  let live: TestDeps;
  let liveApp: Fetcher;
  let gql: Gql;
  let copy: DatabaseHandle | undefined;
  let copyDb: Database;
  let copyGql: Gql;
  let copiedSession: typeof sessions.$inferSelect;
  let dump: Map<string, string>;
  let attacker: ServerSecrets;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'carebook-keys-'));
    const base = await createTestDeps({ config: { keysFile: join(dir, 'live', 'keys.json'), addressRateLimitFactor: 100 } });
    const secrets = await loadSecrets(base.db, base.config);
    live = { ...base, secrets, payments: createSandboxGateway({ db: base.db, now: base.now, secret: secrets.sandboxGatewaySecret }) };
    await seedDemo(live.db, { giftCardSecret: secrets.jwtSecret });
    liveApp = createApp(live);
    gql = gqlClient(liveApp);

    // The client's identity number, a saved card and an open session: what the attacker is after.
    const client = await session(gql, 'client@demo.test');
    const headers = roleHeaders(client.tokens, grantOf(client.grants, 'CLIENT'));
    expectOk(await gql(UPDATE, { id: CLIENT_ID, c: { ssn: SSN } }, headers));
    const address = { addressLine1: '10 Main St', city: 'Albany', state: 'NY', country: 'US', zipcode: '12207' };
    const addressId = expectOk(await gql<{ addClientAddress: { id: string } }>(ADD_ADDRESS, { c: CLIENT_ID, a: address }, headers)).addClientAddress.id;
    const { clientKey } = expectOk(await gql<{ gatewayDetail: { clientKey: string } }>(GATEWAY, { b: seedId('business:demo') }, headers)).gatewayDetail;
    const card = await tokenize(liveApp, cardBody(clientKey, live.now(), { cardNumber: CARD, cvv: '275' }));
    expect(card.status, card.text).toBe(200);
    const { token, lastFour, brand, expiryMonth, expiryYear } = card.body;
    expectOk(await gql(ADD_CARD, { i: { clientId: CLIENT_ID, billingAddressId: addressId, token, cardLastFour: lastFour, cardType: brand, expiryMonth, expiryYear, cardholderName: 'Demo Client' } }, headers));

    // The dump, restored next to a server of the attacker's with a key file of its own.
    dump = await dumpTables(live.db);
    copy = await createTestDatabase();
    copyDb = copy.db;
    await restoreTables(copyDb, dump);
    const copyConfig = testConfig({ keysFile: join(dir, 'copy', 'keys.json') });
    attacker = await loadSecrets(copyDb, copyConfig);
    const [open] = await copyDb.select().from(sessions).where(sql`revoked_at is null and user_id = (select user_id from clients where id = ${CLIENT_ID})`);
    if (!open) throw new Error('the copy has no open session of the client');
    copiedSession = open;
    copyGql = gqlClient(createApp({ ...live, db: copyDb, config: copyConfig, secrets: attacker, payments: createSandboxGateway({ db: copyDb, now: live.now, secret: attacker.sandboxGatewaySecret }) }));
  });
  afterAll(async () => {
    await copy?.close();
    await live?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the copy is complete and holds no key: server_secrets is empty and no column carries a key in any encoding', async () => {
    const [liveClient] = await live.db.select().from(clients).where(eq(clients.id, CLIENT_ID));
    const [copiedClient] = await copyDb.select().from(clients).where(eq(clients.id, CLIENT_ID));
    expect(copiedClient?.ssnEncrypted).toBe(liveClient?.ssnEncrypted);
    expect(await copyDb.select().from(serverSecrets)).toEqual([]);
    const text = [...dump.values()].join('\n');
    // Positive control: the search finds what is stored (the ciphertext, and the card's last four).
    expect(text).toContain(String(liveClient?.ssnEncrypted));
    expect(text).toContain('4444');
    for (const key of allKeys(live.secrets)) {
      for (const encoded of encodings(key)) expect(text.includes(encoded), 'a live key is in the database').toBe(false);
    }
  });

  test('identity numbers do not decrypt: not through the copied app, not with any key the copy gives', async () => {
    const [row] = await copyDb.select().from(clients).where(eq(clients.id, CLIENT_ID));
    const stored = String(row?.ssnEncrypted);
    expect(stored).not.toContain(SSN);
    // Positive control: the live keys open it.
    expect(decryptField(live.secrets.dataKey, stored, identityFieldContext.ssn(CLIENT_ID))).toBe(SSN);
    expect(() => decryptField(attacker.dataKey, stored, identityFieldContext.ssn(CLIENT_ID))).toThrow();
    // Even a key filed under the live key's id (the id is in the ciphertext, so it is no secret).
    const liveId = live.secrets.dataKey.currentId;
    const guessed = keySet(liveId, new Map([[liveId, attacker.dataKey.keys.get(attacker.dataKey.currentId) ?? new Uint8Array(32)]]));
    expect(() => decryptField(guessed, stored, identityFieldContext.ssn(CLIENT_ID))).toThrow();

    const own = await session(copyGql, 'client@demo.test');
    const read = await copyGql<{ client: { ssn: string | null } }>(CLIENT, { id: CLIENT_ID }, roleHeaders(own.tokens, grantOf(own.grants, 'CLIENT')));
    expect(JSON.stringify(read)).not.toContain(SSN);
    expect(read.errors?.length ?? 0).toBeGreaterThan(0);
  });

  test('no token minted from the copy is accepted by the live API', async () => {
    // The session that was open when the copy was taken (the ids in a token are no secret either).
    const claims = { userId: copiedSession.userId, sessionId: copiedSession.id };
    const meWith = (accessToken: string) => gql(ME, {}, { authorization: `Bearer ${accessToken}` });
    // Positive control: these claims, signed with the live key, are a working token.
    const genuine = await signAccessToken(live.secrets.jwt, claims, live.now());
    expect(decodeProtectedHeader(genuine).kid).toBe(live.secrets.jwt.currentId);
    expect(expectOk(await meWith(genuine))).toMatchObject({ me: { email: 'client@demo.test' } });

    const liveKid = live.secrets.jwt.currentId;
    const attackerKey = attacker.jwt.keys.get(attacker.jwt.currentId) ?? new Uint8Array(48);
    const forgeries = [
      await signAccessToken(attacker.jwt, claims, live.now()),
      // The live kid is public (every token shows it): naming it does not help without its key.
      await signAccessToken(keySet(liveKid, new Map([[liveKid, attackerKey]])), claims, live.now()),
      // Signed with the server's other keys as the copy's server knows them.
      await signAccessToken(keySet(liveKid, new Map([[liveKid, attacker.jwtSecret]])), claims, live.now()),
    ];
    for (const forged of forgeries) {
      expect(decodeJwt(forged).sub).toBe(claims.userId);
      expectCode(await meWith(forged), 'UNAUTHENTICATED');
    }
  });

  test('a card fingerprint or a gift card number cannot be found by trying the card space', async () => {
    const [card] = await copyDb.select().from(paymentCards).where(eq(paymentCards.clientId, CLIENT_ID)).orderBy(sql`created_at desc`).limit(1);
    const fingerprint = String(card?.cardNumberHash);
    // Positive control: with the live gateway secret, trying the space finds the card.
    expect(CARD_SPACE.filter((n) => sandboxKeys(live.secrets.sandboxGatewaySecret).fingerprint(n) === fingerprint)).toEqual([CARD]);
    // With every key the attacker can get hold of, nothing matches.
    const candidates = [attacker.sandboxGatewaySecret, attacker.jwtSecret, ...attacker.jwt.keys.values(), ...attacker.dataKey.keys.values()];
    for (const key of candidates) expect(CARD_SPACE.filter((n) => sandboxKeys(key).fingerprint(n) === fingerprint)).toEqual([]);

    const gift = seedGiftCards.find((g) => g.business === 'demo');
    if (!gift) throw new Error('the seed has no demo gift card');
    const hashes = (await copyDb.select({ hash: ledgerAccounts.cardNumberHash }).from(ledgerAccounts)).map((r) => r.hash);
    expect(hashes).toContain(giftCardNumberHash(live.secrets.jwtSecret, gift.number));
    for (const key of candidates) expect(hashes).not.toContain(giftCardNumberHash(key, gift.number));
  });
});
