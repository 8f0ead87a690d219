// The demo affiliate (issue 17): affiliate@demo.test (password Demo!2345), an affiliate of the demo business with
// the code SOFIA-DEMO at 10 %. The medication journey's two demo clients came by Sofia's link, so the dashboard
// shows sign-ups, orders and earnings from the start. Idempotent (fixed ids; attributions only where none is set).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { hashPassword } from '../services/auth/password.ts';
import { DEMO_PASSWORD } from './data/users.ts';
import { seedId } from './ids.ts';

export const DEMO_AFFILIATE_EMAIL = 'affiliate@demo.test';
export const DEMO_AFFILIATE_CODE = 'SOFIA-DEMO';
/** The demo clients attributed to the demo affiliate. */
const REFERRED = ['approved@demo.test', 'program@demo.test'];

export async function seedAffiliates(db: Database): Promise<void> {
  const userId = seedId(`user:${DEMO_AFFILIATE_EMAIL}`);
  const organizationId = seedId('organization:demo');
  const businessId = seedId('business:demo');
  const affiliateId = seedId(`affiliate:${DEMO_AFFILIATE_EMAIL}:demo`);
  const [existing] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO_AFFILIATE_EMAIL)).limit(1);
  if (!existing) {
    // The demo users share one password: its hash is reused (argon2id is the slow part of the seed).
    const [sibling] = await db.select({ hash: t.users.passwordHash }).from(t.users).where(eq(t.users.email, 'admin@demo.test')).limit(1);
    await db
      .insert(t.users)
      .values({ id: userId, email: DEMO_AFFILIATE_EMAIL, passwordHash: sibling?.hash ?? (await hashPassword(DEMO_PASSWORD)), firstName: 'Sofia', lastName: 'Reyes', phone: '2125550120', timezone: 'America/New_York', status: 'ACTIVE' })
      .onConflictDoNothing();
  }
  await db.insert(t.affiliates).values({ id: affiliateId, organizationId, businessId, userId, code: DEMO_AFFILIATE_CODE, commissionBasisPoints: 1000 }).onConflictDoNothing();
  await db
    .insert(t.roleGrants)
    .values({ id: seedId(`grant:${DEMO_AFFILIATE_EMAIL}:AFFILIATE:${affiliateId}`), organizationId, userId, roleName: 'AFFILIATE', targetType: 'AFFILIATE', targetId: affiliateId, displayName: 'Carebook Demo Clinic' })
    .onConflictDoNothing();
  const referred = await db.select({ id: t.users.id }).from(t.users).where(inArray(t.users.email, REFERRED));
  if (referred.length === 0) return;
  const ids = referred.map((u) => u.id);
  await db.update(t.users).set({ referredByAffiliateId: affiliateId }).where(and(inArray(t.users.id, ids), isNull(t.users.referredByAffiliateId)));
  const clients = await db.select({ id: t.clients.id }).from(t.clients).where(and(inArray(t.clients.userId, ids), eq(t.clients.organizationId, organizationId)));
  if (clients.length === 0) return;
  await db
    .update(t.orders)
    .set({ affiliateId })
    .where(and(inArray(t.orders.clientId, clients.map((c) => c.id)), eq(t.orders.businessId, businessId), isNull(t.orders.affiliateId)));
}
