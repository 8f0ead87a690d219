// The bookings list's statement kept per shape (server/services/bookings/kept-statement.ts): a named prepared
// statement answers exactly what the same SQL answers through db.execute, whatever the values hold (quotes,
// backslashes, LIKE wildcards, null, numbers, uuids, timestamps), and a shape is prepared once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { executeKept } from '../../server/services/bookings/kept-statement.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

const shape = (text: string | null, n: number, id: string, at: string) =>
  sql`select ${text}::text as "text", ${n}::integer as "n", ${id}::uuid as "id", (${at}::timestamptz)::text as "at",
    ${text} like ${'%' + (text ?? '') + '%'} as "matches", json_build_object('text', ${text}::text, 'n', ${n}::integer) as "json"`;

describe('kept statements', () => {
  let deps: TestDeps;
  const sent: string[] = [];

  beforeAll(async () => {
    deps = await createTestDeps();
    const client = (deps.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      sent.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text ?? ''));
      return query(...args);
    };
  });
  afterAll(() => deps.close());

  test('the same rows as db.execute, whatever the values hold', async () => {
    const values: [string | null, number][] = [
      ["o'brien", 1],
      ['back\\slash \\\' and \'\' quotes', -2],
      ['100% _sure_ \\%', 3],
      ['ünïcødé — 日本', 0],
      [null, 42],
      ["'); drop table users; --", 7],
    ];
    for (const [text, n] of values) {
      const statement = shape(text, n, '3f2504e0-4f89-41d3-9a0c-0305e82c3301', '2026-03-10T15:00:00.123456Z');
      const expected = ((await deps.db.execute(statement)) as unknown as { rows: unknown[] }).rows;
      expect((await executeKept(deps.db, statement)).rows).toEqual(expected);
    }
  });

  test('a shape is prepared once, then each run is one statement', async () => {
    const statement = (n: number) => sql`select ${n}::integer + 1 as "m"`;
    await executeKept(deps.db, statement(1));
    const start = sent.length;
    expect((await executeKept(deps.db, statement(2))).rows).toEqual([{ m: 3 }]);
    expect((await executeKept(deps.db, statement(5))).rows).toEqual([{ m: 6 }]);
    expect(sent.slice(start).filter((text) => /^prepare /.test(text))).toEqual([]);
    expect(sent.length - start).toBe(2);
  });
});
