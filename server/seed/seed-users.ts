import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { hashPassword } from '../services/auth/password.ts';
import type { SeedBusiness } from './data/tenants.ts';
import { DEMO_PASSWORD, seedUsers, type SeedRole, type SeedUser } from './data/users.ts';
import { seedId } from './ids.ts';

/** What each role's grant points at (role_grants.target_type). */
const targetTypeOf = {
  CLIENT: 'CLIENT',
  RECEPTIONIST: 'BUSINESS',
  HEALTHCARE_PROVIDER: 'USER',
  BUSINESS_ADMIN: 'BUSINESS',
  SERVICE_PROVIDER: 'BUSINESS',
} as const satisfies Record<SeedRole, string>;

/** Demo logins with their role grants (and client profile for clients). Existing users are left untouched. */
export async function seedUsersFor(db: Database, businesses: SeedBusiness[]): Promise<void> {
  const existing = await db
    .select({ email: t.users.email })
    .from(t.users)
    .where(inArray(t.users.email, seedUsers.map((u) => u.email)));
  const known = new Set(existing.map((u) => u.email));
  // Hashing is the slow part (argon2id): one hash of the shared demo password serves every new user, and a
  // second run skips users that are already there.
  let passwordHash: string | null = null;
  for (const user of seedUsers) {
    const business = businesses.find((b) => b.code === user.business);
    if (!business) throw new Error(`seed user ${user.email}: unknown business ${user.business}`);
    if (!known.has(user.email)) await insertUser(db, user, (passwordHash ??= await hashPassword(DEMO_PASSWORD)));
    await grantRole(db, user, business);
  }
}

async function insertUser(db: Database, user: SeedUser, passwordHash: string): Promise<void> {
  await db
    .insert(t.users)
    .values({
      id: seedId(`user:${user.email}`),
      email: user.email,
      passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      dob: user.dob,
      gender: user.gender,
      phone: user.phone,
      timezone: user.timezone,
      status: 'ACTIVE',
    })
    .onConflictDoNothing();
}

async function grantRole(db: Database, user: SeedUser, business: SeedBusiness): Promise<void> {
  const userId = seedId(`user:${user.email}`);
  const organizationId = seedId(`organization:${business.organization.key}`);
  const businessId = seedId(`business:${business.code}`);
  const fullName = `${user.firstName} ${user.lastName}`;
  let targetId: string;
  let displayName: string;
  if (user.role === 'CLIENT') {
    targetId = seedId(`client:${user.email}:${business.organization.key}`);
    displayName = fullName;
    await db.insert(t.clients).values({ id: targetId, organizationId, userId, status: 'active', heightCm: 168 }).onConflictDoNothing();
    if (user.address) {
      await db
        .insert(t.clientAddresses)
        .values({ id: seedId(`client-address:${user.email}:default`), organizationId, clientId: targetId, ...user.address, isDefault: true, tz: user.timezone })
        .onConflictDoNothing();
    }
  } else if (user.role === 'HEALTHCARE_PROVIDER') {
    targetId = userId;
    displayName = fullName;
  } else {
    targetId = businessId;
    displayName = user.grantName ?? business.name;
  }
  await db
    .insert(t.roleGrants)
    .values({
      id: seedId(`grant:${user.email}:${user.role}:${targetId}`),
      organizationId,
      userId,
      roleName: user.role,
      targetType: targetTypeOf[user.role],
      targetId,
      displayName,
    })
    .onConflictDoNothing();
}
