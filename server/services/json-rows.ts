import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

const columnsOf = new WeakMap<Table, [string, { name: string; mapFromDriverValue: (value: unknown) => unknown }][]>();

/**
 * A row of `table` from PostgreSQL's json of it (`row_to_json`, `json_agg`: column names as keys), mapped as Drizzle
 * maps a row from the driver (timestamps to Date, jsonb parsed). Hot list reads answer a page as one json value: the
 * embedded PGlite decodes every field of a result in JavaScript, and one json field costs a fraction of 50 rows of
 * a dozen fields (issue 18's profile); PostgreSQL answers either as fast.
 */
export function rowOfJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)) as unknown as [string, { name: string; mapFromDriverValue: (value: unknown) => unknown }][];
    columnsOf.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
