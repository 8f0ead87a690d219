import { loadConfig } from '../config.ts';
import { createDatabase, migrate } from './client.ts';

// `npm run db:migrate`: applies pending migrations to the configured database and exits.
const config = loadConfig(process.env);
const { db, kind, close } = await createDatabase(config);
try {
  await migrate(db);
  console.info(`[db] migrations applied (${kind})`);
} finally {
  await close();
}
