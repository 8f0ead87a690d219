// createOrder's pipelined transaction (issue 18, checkout): on PostgreSQL BEGIN with the client's lock and the
// checkout's statements are written at once, before any is answered. A statement that fails aborts the transaction,
// every later one fails with it, and nothing is kept; the pooled connection leaves pipeline mode and stays usable.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as t from '../../server/db/schema/index.ts';
import { pipelinedCheckoutTransaction, type PipelinedAnswer } from '../../server/services/orders/create-order-transaction.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { rowsOf } from './payments-helpers.ts';

type PoolLike = { totalCount?: unknown };

describe('createOrder pipelined transaction', () => {
  let deps: TestDeps;
  const onPostgres = () => typeof (deps.db as unknown as { $client: PoolLike }).$client.totalCount === 'number';
  const tokenRow = (token: string) =>
    sql`insert into sandbox_gateway_tokens (token, behaviour, fingerprint, last_four, brand, expiry_month, expiry_year) values (${token}, 'APPROVE', 'fp', '4242', 'visa', 12, 2040)`;
  const stored = async (token: string) => (await deps.db.select().from(t.sandboxGatewayTokens).where(eq(t.sandboxGatewayTokens.token, token))).length;

  beforeAll(async () => {
    deps = await createTestDeps();
  });
  afterAll(() => deps.close());

  test('on PGlite it declines (null): the caller runs the ordinary transaction', async () => {
    if (onPostgres()) return;
    expect(await pipelinedCheckoutTransaction(deps.db, randomUUID(), [sql`select 1`], async () => 'ran')).toBeNull();
  });

  test('statements run in order in one transaction, each seeing the writes before it, and commit', async () => {
    if (!onPostgres()) return;
    const token = `tok_pipeline_${randomUUID()}`;
    let seen: PipelinedAnswer[] = [];
    const placed = await pipelinedCheckoutTransaction(deps.db, randomUUID(), [tokenRow(token), sql`select count(*)::int as n from sandbox_gateway_tokens where token = ${token}`], async (answers, tx) => {
      seen = answers;
      // A statement sent through the transaction after the pipeline runs in it too.
      const [row] = rowsOf(await tx.execute(sql`select count(*)::int as n from sandbox_gateway_tokens where token = ${token}`));
      return row?.n;
    });
    expect(placed).toEqual({ result: 1 });
    expect(seen.map((answer) => answer.ok)).toEqual([true, true]);
    expect(seen[1]).toEqual({ ok: true, rows: [{ n: 1 }] });
    expect(await stored(token)).toBe(1);
  });

  test('a failing statement aborts the transaction: later ones fail, nothing is kept, the connection is reusable', async () => {
    if (!onPostgres()) return;
    const token = `tok_pipeline_${randomUUID()}`;
    let seen: PipelinedAnswer[] = [];
    const failed = pipelinedCheckoutTransaction(deps.db, randomUUID(), [tokenRow(token), sql`select 1 / (select count(*)::int - 1 from sandbox_gateway_tokens where token = ${token})`, tokenRow(`${token}_2`)], async (answers) => {
      seen = answers;
      const failure = answers.find((answer) => !answer.ok);
      if (failure && !failure.ok) throw failure.error;
      return 'committed';
    });
    await expect(failed).rejects.toMatchObject({ code: '22012' });
    expect(seen.map((answer) => answer.ok)).toEqual([true, false, false]);
    expect(seen[2]).toMatchObject({ ok: false, error: { code: '25P02' } });
    expect(await stored(token)).toBe(0);
    expect(await stored(`${token}_2`)).toBe(0);
    // Every pooled connection is out of pipeline mode and answers the next transaction.
    for (let i = 0; i < 6; i++) {
      const again = `tok_pipeline_${randomUUID()}`;
      expect(await pipelinedCheckoutTransaction(deps.db, randomUUID(), [tokenRow(again)], async ([answer]) => answer?.ok)).toEqual({ result: true });
      expect(await stored(again)).toBe(1);
    }
    const pool = (deps.db as unknown as { $client: { connect: () => Promise<{ pipeline?: boolean; release: () => void }> } }).$client;
    const client = await pool.connect();
    expect(client.pipeline).toBe(false);
    client.release();
  });

  test('an error thrown while reading the answers rolls back what the statements wrote', async () => {
    if (!onPostgres()) return;
    const token = `tok_pipeline_${randomUUID()}`;
    await expect(
      pipelinedCheckoutTransaction(deps.db, randomUUID(), [tokenRow(token)], async () => {
        throw new Error('refused after reading');
      }),
    ).rejects.toThrow('refused after reading');
    expect(await stored(token)).toBe(0);
  });
});
