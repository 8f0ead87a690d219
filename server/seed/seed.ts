import type { Database } from '../db/client.ts';
import { seedBusinesses } from './data/tenants.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedContentTranslations } from './seed-content.ts';
import { seedLabVisits } from './seed-labs.ts';
import { seedMedicationJourneys } from './seed-medication.ts';
import { giftCardSeedSecret, seedPaymentsFor } from './seed-payments.ts';
import { seedTenant } from './seed-tenants.ts';
import { seedAffiliates } from './seed-affiliates.ts';
import { seedProgressFor } from './seed-progress.ts';
import { seedProvidersFor } from './seed-providers.ts';
import { seedUsersFor } from './seed-users.ts';

/**
 * Loads the demo contract: businesses `demo` and `sunrise`, their locations, catalogue, forms, workflows, FAQ,
 * the demo logins and the bookable providers, two clients along the medication journey (approved, program under
 * way). Idempotent: every row has a fixed id and is inserted with "on conflict do nothing".
 * Payments: platform fees, promo codes and gift cards, whose numbers are hashed with `giftCardSecret` (the
 * server's own key from server/secrets.ts when left out; tests pass theirs).
 */
export async function seedDemo(db: Database, options: { giftCardSecret?: Uint8Array } = {}): Promise<void> {
  const giftCardSecret = options.giftCardSecret ?? (await giftCardSeedSecret(db));
  await db.transaction(async (tx) => {
    for (const business of seedBusinesses) {
      await seedTenant(tx, business);
      await seedCatalogue(tx, business);
      await seedContentTranslations(tx, business);
    }
    await seedUsersFor(tx, seedBusinesses);
    await seedPaymentsFor(tx, seedBusinesses, giftCardSecret);
    await seedProvidersFor(tx);
    await seedMedicationJourneys(tx);
    await seedProgressFor(tx); // after the medication seed: it finds program@demo.test's client, skipped when absent
    await seedLabVisits(tx);
    await seedAffiliates(tx); // after the medication seed: it attributes those clients' orders
  });
}
