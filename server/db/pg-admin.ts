import pg from 'pg';

/**
 * Runs statements, in order, on their own short-lived connection to a PostgreSQL server: creating and dropping the
 * databases of tests, the browser tests' server and the bench, which cannot run inside a pool's connection to the
 * database they create or drop.
 */
export async function onPostgresServer(serverUrl: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The same server's URL with another database name. */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
