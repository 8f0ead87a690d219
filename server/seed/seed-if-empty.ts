import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { organizations } from '../db/schema/index.ts';
import { DEMO_PASSWORD, seedUsers } from './data/users.ts';
import { seedDemo } from './seed.ts';

/**
 * Seeds the demo data on a database that has no organization yet; returns whether it did. A caller that has loaded
 * the server's keys passes the gift card key, so seeding never loads keys under another configuration.
 */
export async function seedIfEmpty(db: Database, options: { giftCardSecret?: Uint8Array } = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(organizations);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, options);
  console.info('[seed] demo data loaded');
  return true;
}

/** The lines `npm start` prints so a person can try the demo at once. */
export function printDemoBanner(publicUrl: string): void {
  const logins = seedUsers.filter((u) => u.business === 'demo').map((u) => `    ${u.email.padEnd(22)} ${u.role}`);
  console.info(
    [
      '',
      `  Carebook is running at ${publicUrl}`,
      `  Demo business:         ${publicUrl}/business/demo/main`,
      `  Demo logins (password ${DEMO_PASSWORD}):`,
      ...logins,
      '',
    ].join('\n'),
  );
}
