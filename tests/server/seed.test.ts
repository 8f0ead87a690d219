import { verify } from '@node-rs/argon2';
import { count, eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database, DatabaseHandle } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { seedIfEmpty } from '../../server/seed/seed-if-empty.ts';
import { createTestDatabase } from './helpers/test-db.ts';

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}

describe('demo seed', () => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    expect(await seedIfEmpty(db)).toBe(true);
  });
  afterAll(() => handle.close());

  test('running it again changes no row count, and seedIfEmpty leaves a seeded database alone', async () => {
    const first = await rowCounts(db);
    await seedDemo(db);
    expect(await rowCounts(db)).toEqual(first);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(first.organizations).toBe(2);
    expect(first.businesses).toBe(2);
    expect(first.locations).toBe(4);
  });

  test('businesses and locations follow the demo contract', async () => {
    const rows = await db
      .select({ business: schema.businesses.shortId, name: schema.businesses.name, location: schema.locations.shortId, tz: schema.locations.timezone, states: schema.locations.states })
      .from(schema.locations)
      .innerJoin(schema.businesses, eq(schema.locations.businessId, schema.businesses.id))
      .orderBy(schema.businesses.shortId, schema.locations.shortId);
    expect(rows).toEqual([
      { business: 'demo', name: 'Carebook Demo Clinic', location: 'downtown', tz: 'America/New_York', states: ['NY'] },
      { business: 'demo', name: 'Carebook Demo Clinic', location: 'main', tz: 'America/New_York', states: ['NY', 'NJ', 'CT'] },
      { business: 'sunrise', name: 'Sunrise Wellness', location: 'main', tz: 'America/Los_Angeles', states: ['CA'] },
      { business: 'sunrise', name: 'Sunrise Wellness', location: 'sandiego', tz: 'America/Los_Angeles', states: ['CA'] },
    ]);
  });

  test('each demo category has one current workflow whose states carry the Form/Consult tags', async () => {
    const rows = await db
      .select({ code: schema.categories.code, config: schema.categoryWorkflowVersions.feConfiguration })
      .from(schema.categoryWorkflowVersions)
      .innerJoin(schema.categories, eq(schema.categoryWorkflowVersions.categoryId, schema.categories.id))
      .innerJoin(schema.businesses, eq(schema.categories.businessId, schema.businesses.id))
      .where(eq(schema.businesses.shortId, 'demo'));
    expect(rows.map((r) => r.code).sort()).toEqual(['HAIRCARE', 'LABS', 'SKIN', 'WEIGHTLOSS']);
    const weightLoss = JSON.parse(rows.find((r) => r.code === 'WEIGHTLOSS')?.config ?? '{}') as { initial: string; states: Record<string, { tags?: string[] }> };
    expect(weightLoss.initial).toBe('preAssessment');
    expect(weightLoss.states.preAssessment?.tags).toEqual(['Form']);
    expect(weightLoss.states.consult?.tags).toEqual(['Consult']);
    const labs = JSON.parse(rows.find((r) => r.code === 'LABS')?.config ?? '{}') as { initial: string; states: Record<string, unknown> };
    expect(Object.keys(labs.states)).toEqual(['labBooking', 'labResults', 'done']);
  });

  test('weight-loss products are linked to the pre-assessment form and have prices at both demo locations', async () => {
    const linked = await db
      .select({ product: schema.products.name, type: schema.forms.type })
      .from(schema.productForms)
      .innerJoin(schema.products, eq(schema.productForms.productId, schema.products.id))
      .innerJoin(schema.forms, eq(schema.productForms.formId, schema.forms.id))
      .innerJoin(schema.businesses, eq(schema.products.businessId, schema.businesses.id))
      .where(eq(schema.businesses.shortId, 'demo'));
    expect(linked.map((l) => l.product).sort()).toEqual(['Semaglutide Program', 'Tirzepatide Program', 'Weight Loss Consultation']);
    expect(new Set(linked.map((l) => l.type))).toEqual(new Set(['PRE_ASSESSMENT']));
    const [version] = await db.select().from(schema.formVersions).where(eq(schema.formVersions.currentFlag, true)).limit(1);
    const formSchema = version?.schema as { passingPercentage: number; properties: Record<string, { minimum?: number; maximum?: number }> };
    expect(formSchema.passingPercentage).toBeGreaterThan(0);
    expect(formSchema.properties.age).toMatchObject({ minimum: 1, maximum: 120 });
    expect(formSchema.properties.weight).toMatchObject({ minimum: 30, maximum: 1000 });
    expect(formSchema.properties.heightInches).toMatchObject({ minimum: 0, maximum: 11 });
    const prices = await db.select({ price: schema.productLocations.startingPrice }).from(schema.productLocations);
    expect(prices.every((p) => Number.isInteger(p.price) && p.price > 0)).toBe(true);
  });

  test('FAQ items exist in four languages with the emergency number of each', async () => {
    const rows = await db
      .select({ locale: schema.faqItems.locale, answer: schema.faqItems.answer })
      .from(schema.faqItems)
      .innerJoin(schema.businesses, eq(schema.faqItems.businessId, schema.businesses.id))
      .where(eq(schema.businesses.shortId, 'demo'));
    for (const locale of ['en', 'es', 'fr', 'pt']) {
      const answers = rows.filter((r) => r.locale === locale).map((r) => r.answer);
      expect(answers.length).toBeGreaterThanOrEqual(5);
      expect(answers.some((a) => a.includes(locale === 'pt' ? '192' : '911'))).toBe(true);
    }
  });

  test('demo logins are active, argon2id-hashed with Demo!2345, and hold the right grants', async () => {
    const rows = await db
      .select({ email: schema.users.email, status: schema.users.status, hash: schema.users.passwordHash, role: schema.roleGrants.roleName, org: schema.organizations.name })
      .from(schema.users)
      .innerJoin(schema.roleGrants, eq(schema.roleGrants.userId, schema.users.id))
      .innerJoin(schema.organizations, eq(schema.roleGrants.organizationId, schema.organizations.id))
      .orderBy(schema.users.email);
    expect(rows.map((r) => [r.email, r.role, r.org])).toEqual([
      ['admin@demo.test', 'BUSINESS_ADMIN', 'Carebook Demo Health'],
      ['admin@sunrise.test', 'BUSINESS_ADMIN', 'Sunrise Wellness Group'],
      ['affiliate@demo.test', 'AFFILIATE', 'Carebook Demo Health'],
      ['approved@demo.test', 'CLIENT', 'Carebook Demo Health'],
      ['catalogue@demo.test', 'BUSINESS_ADMIN', 'Carebook Demo Health'],
      ['client@demo.test', 'CLIENT', 'Carebook Demo Health'],
      ['client@sunrise.test', 'CLIENT', 'Sunrise Wellness Group'],
      ['fulfilment@demo.test', 'SERVICE_PROVIDER', 'Carebook Demo Health'],
      ['hcp2@demo.test', 'HEALTHCARE_PROVIDER', 'Carebook Demo Health'],
      ['hcp@demo.test', 'HEALTHCARE_PROVIDER', 'Carebook Demo Health'],
      ['lab@demo.test', 'SERVICE_PROVIDER', 'Carebook Demo Health'],
      ['program@demo.test', 'CLIENT', 'Carebook Demo Health'],
      ['reception@demo.test', 'RECEPTIONIST', 'Carebook Demo Health'],
      ['reception@sunrise.test', 'RECEPTIONIST', 'Sunrise Wellness Group'],
    ]);
    for (const row of rows) {
      expect(row.status).toBe('ACTIVE');
      expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    expect(await verify(rows[0]?.hash ?? '', 'Demo!2345')).toBe(true);
    const [address] = await db
      .select({ state: schema.clientAddresses.state, isDefault: schema.clientAddresses.isDefault })
      .from(schema.clientAddresses)
      .innerJoin(schema.clients, eq(schema.clientAddresses.clientId, schema.clients.id))
      .innerJoin(schema.users, eq(schema.clients.userId, schema.users.id))
      .where(eq(schema.users.email, 'client@demo.test'));
    expect(address).toEqual({ state: 'NY', isDefault: true });
  });
});
