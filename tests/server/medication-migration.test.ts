// The 0012 migration converts each existing prescription (one dose, a named frequency, a duration in days, a
// price) into one direction (spec §3, §9 units): ONCE_DAILY -> every 1 Day, TWICE_DAILY -> 12 Hours, ... ; the
// duration in days stays days; the price becomes the selling price. Run on a database migrated up to 0011 with
// old rows in it (foreign keys off for the fixture rows: only the conversion is under test).
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDatabase, MIGRATIONS_FOLDER, type DatabaseHandle } from '../../server/db/client.ts';

type Journal = { entries: { idx: number; tag: string }[] };

function statementsOf(tag: string): string[] {
  return readFileSync(`${MIGRATIONS_FOLDER}/${tag}.sql`, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const FREQUENCIES = [
  ['ONCE_DAILY', 1, 'Day'],
  ['TWICE_DAILY', 12, 'Hours'],
  ['THREE_TIMES_DAILY', 8, 'Hours'],
  ['FOUR_TIMES_DAILY', 6, 'Hours'],
  ['EVERY_OTHER_DAY', 2, 'Day'],
  ['ONCE_WEEKLY', 1, 'Week'],
  ['ONCE_MONTHLY', 1, 'Month'],
  ['AS_NEEDED', 1, 'Day'],
] as const;

describe('migration 0012: prescriptions to directions', () => {
  let handle: DatabaseHandle;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    handle = await createDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as Journal;
    const tags = journal.entries.sort((a, b) => a.idx - b.idx).map((e) => e.tag);
    const target = tags.findIndex((tag) => tag.startsWith('0012_'));
    for (const tag of tags.slice(0, target)) for (const statement of statementsOf(tag)) await handle.db.execute(sql.raw(statement));
    await handle.db.execute(sql.raw('set session_replication_role = replica'));
    for (const [index, [frequency]] of FREQUENCIES.entries()) {
      const id = randomUUID();
      ids.set(frequency, id);
      await handle.db.execute(sql`
        insert into prescriptions (id, organization_id, order_item_id, hcp_session_id, provider_id, approved_by, medication_name, dose, unit, route, frequency, duration_days, price, currency_code, notes)
        values (${id}, ${randomUUID()}, ${randomUUID()}, ${randomUUID()}, ${randomUUID()}, ${randomUUID()}, 'Semaglutide', ${0.25 * (index + 1)}, 'mg', 'Subcutaneous injection', ${frequency}, ${28 + index}, ${19900 + index}, 'USD', null)`);
    }
    for (const statement of statementsOf(tags[target]!)) await handle.db.execute(sql.raw(statement));
    await handle.db.execute(sql.raw('set session_replication_role = origin'));
  });
  afterAll(() => handle.close());

  test('each old prescription has one direction with the converted frequency, its duration in days and its price', async () => {
    const result = await handle.db.execute(sql`select prescription_id, position, dosage_name, dose, dose_unit, route, frequency_every, frequency_time_unit, duration_every, duration_time_unit, selling_price, cost_to_business from prescription_directions`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(rows).toHaveLength(FREQUENCIES.length);
    for (const [index, [frequency, every, unit]] of FREQUENCIES.entries()) {
      const row = rows.find((r) => r['prescription_id'] === ids.get(frequency));
      expect(row).toEqual({
        prescription_id: ids.get(frequency),
        position: 0,
        dosage_name: null,
        dose: 0.25 * (index + 1),
        dose_unit: 'mg',
        route: 'Subcutaneous injection',
        frequency_every: every,
        frequency_time_unit: unit,
        duration_every: 28 + index,
        duration_time_unit: 'Day',
        selling_price: 19900 + index,
        cost_to_business: null,
      });
    }
    const columns = (await handle.db.execute(sql`select column_name from information_schema.columns where table_name = 'prescriptions'`)) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((c) => c.column_name)).not.toContain('frequency');
  });
});
