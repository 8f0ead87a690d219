import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { hashPassword } from '../services/auth/password.ts';
import { assertWorkingHours } from '../services/scheduling/working-hours.ts';
import { demoProviderPolicy, demoWorkingHours, seedProviders, type SeedProvider } from './data/providers.ts';
import { DEMO_PASSWORD } from './data/users.ts';
import { seedId } from './ids.ts';

/**
 * The bookable providers with their logins, grants, locations, services and weekly hours. Runs after
 * seedUsersFor (hcp@demo.test is created there). Idempotent like the rest of the seed: fixed ids, "on conflict
 * do nothing".
 */
export async function seedProvidersFor(db: Database): Promise<void> {
  assertWorkingHours(demoWorkingHours);
  for (const provider of seedProviders) await seedProvider(db, provider);
}

async function seedProvider(db: Database, provider: SeedProvider): Promise<void> {
  const { user } = provider;
  const organizationId = seedId(`organization:${provider.business}`);
  const businessId = seedId(`business:${provider.business}`);
  const userId = seedId(`user:${user.email}`);
  const providerId = seedId(`provider:${provider.business}:${provider.key}`);
  if (user.createUser) {
    const [existing] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, user.email)).limit(1);
    if (!existing) {
      await db
        .insert(t.users)
        .values({
          id: userId,
          email: user.email,
          passwordHash: await hashPassword(DEMO_PASSWORD),
          firstName: user.firstName,
          lastName: user.lastName,
          dob: user.dob,
          gender: user.gender,
          phone: user.phone,
          timezone: provider.timezone,
          status: 'ACTIVE',
        })
        .onConflictDoNothing();
    }
    await db
      .insert(t.roleGrants)
      .values({
        id: seedId(`grant:${user.email}:${user.role}:${userId}`),
        organizationId,
        userId,
        roleName: user.role,
        targetType: 'USER',
        targetId: userId,
        displayName: `${user.firstName} ${user.lastName}`,
      })
      .onConflictDoNothing();
  }
  await db
    .insert(t.providerProfiles)
    .values({ id: providerId, organizationId, businessId, userId, kind: provider.kind, displayName: provider.displayName, imageUrl: provider.image, timezone: provider.timezone, ...demoProviderPolicy })
    .onConflictDoNothing();
  for (const location of provider.locations) {
    await db
      .insert(t.providerLocations)
      .values({ organizationId, providerId, locationId: seedId(`location:${provider.business}:${location.code}`), mode: location.mode })
      .onConflictDoNothing();
  }
  for (const code of provider.categories) {
    await db.insert(t.providerCategories).values({ organizationId, providerId, categoryId: seedId(`category:${provider.business}:${code}`) }).onConflictDoNothing();
  }
  for (const productType of provider.productTypes) {
    await db.insert(t.providerProductTypes).values({ organizationId, providerId, productType }).onConflictDoNothing();
  }
  for (const [index, hours] of demoWorkingHours.entries()) {
    await db
      .insert(t.providerWorkingHours)
      .values({ id: seedId(`working-hours:${provider.business}:${provider.key}:${index}`), organizationId, providerId, weekday: hours.weekday, startTime: hours.start, endTime: hours.end })
      .onConflictDoNothing();
  }
}
