import { loadConfig } from '../config.ts';
import { createDatabase, migrate } from '../db/client.ts';
import { seedDemo } from './seed.ts';

// `npm run seed`: migrates, then loads the demo data (safe to run again: nothing changes the second time).
const config = loadConfig(process.env);
const { db, kind, close } = await createDatabase(config);
try {
  await migrate(db);
  await seedDemo(db);
  console.info(`[seed] demo data present (${kind} database)`);
} finally {
  await close();
}
