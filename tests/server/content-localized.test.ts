import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blockTexts, detailsBlocks, blockIdOf } from '../../src/domain/content/content-blocks.ts';
import { formTexts } from '../../src/domain/forms/form-texts.ts';
import { createApp } from '../../server/app.ts';
import { businesses, categories, contentTranslations, formVersions, formVersionTexts, locations, products } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { loadAllTranslations, loadTranslations, localize, localizedTextOf, saveTranslations } from '../../server/services/content/translations.ts';
import { expectOk, gqlClient, grantOf, roleHeaders, session, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

// Issue 16, content in four languages: every client-facing read of business, location, category, product and content
// blocks answers in the request's language (x-language), English where a text is not translated; the demo seed
// carries es, fr and pt for all of it, and the pre-assessment's texts in every language.

const MAIN = seedId('location:demo:main');
const HAIR = seedId('product:demo:hair-consult');
const DEMO = seedId('organization:demo');

const BUSINESS = /* GraphQL */ `query B { decodeBusinessAndLocation(businessShortId: "demo", locationShortId: "main") { business { name tagline description } location { name } } }`;
const CATALOGUE = /* GraphQL */ `query C($locationId: ID!) { categoryByLocation(locationId: $locationId) { code name description } productsByLocation(locationId: $locationId) { id name tagline categories { name } } }`;
const PRODUCT = /* GraphQL */ `query P($id: ID!, $locationId: ID!) { product(id: $id, locationId: $locationId) { name tagline description details } }`;

type Block = { type: string; title?: string; body?: string; items?: string[]; question?: string };
type BusinessAnswer = { decodeBusinessAndLocation: { business: { name: string; tagline: string; description: string }; location: { name: string } } };
type CatalogueAnswer = { categoryByLocation: { code: string; name: string; description: string }[]; productsByLocation: { id: string; name: string; tagline: string; categories: { name: string }[] }[] };
type ProductAnswer = { product: { name: string; tagline: string; description: string; details: Block[] } };

describe('client-facing content in the request language', () => {
  let deps: TestDeps;
  let gql: Gql;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
  });
  afterAll(() => deps.close());

  const inLanguage = (language: string | null): Record<string, string> => (language ? { 'x-language': language } : {});

  test("a client's bookings name the service, its category and the location in the request's language", async () => {
    const client = await session(gql, 'client@demo.test');
    const headers = roleHeaders(client.tokens, grantOf(client.grants, 'CLIENT'));
    const ORDERS_Q = /* GraphQL */ `query O { orders(limit: 20) { edges { node { productId productName categoryName } } } }`;
    type OrdersAnswer = { orders: { edges: { node: { productId: string; productName: string; categoryName: string } }[] } };
    const english = expectOk(await gql<OrdersAnswer>(ORDERS_Q, {}, headers)).orders.edges.map((e) => e.node);
    const spanish = expectOk(await gql<OrdersAnswer>(ORDERS_Q, {}, { ...headers, 'x-language': 'es' })).orders.edges.map((e) => e.node);
    expect(english.length).toBeGreaterThan(0);
    const names = await loadTranslations(deps.db, 'product', english.map((n) => n.productId), 'es');
    english.forEach((node, index) => {
      const translated = names.get(node.productId)?.name;
      expect(translated).toBeDefined();
      expect(spanish[index]?.productName).toBe(translated);
      expect(spanish[index]?.productName).not.toBe(node.productName);
      expect(spanish[index]?.categoryName).not.toBe(node.categoryName);
    });
  });

  test('the demo seed carries es, fr and pt for every text a client reads, the pre-assessment included', async () => {
    const rows = await deps.db.select().from(contentTranslations).where(eq(contentTranslations.organizationId, DEMO));
    const has = (entityId: string, field: string) => ['es', 'fr', 'pt'].every((locale) => rows.some((r) => r.entityId === entityId && r.field === field && r.locale === locale));
    const business = await deps.db.select().from(businesses).where(eq(businesses.organizationId, DEMO));
    const missing: string[] = [];
    for (const b of business) for (const field of ['tagline', 'description']) if (!has(b.id, field)) missing.push(`business ${b.shortId}.${field}`);
    for (const l of await deps.db.select().from(locations).where(eq(locations.organizationId, DEMO))) if (!has(l.id, 'name')) missing.push(`location ${l.shortId}`);
    for (const c of await deps.db.select().from(categories).where(eq(categories.organizationId, DEMO)))
      for (const field of ['name', 'description']) if (!has(c.id, field)) missing.push(`category ${c.code}.${field}`);
    for (const p of await deps.db.select().from(products).where(eq(products.organizationId, DEMO))) {
      for (const field of ['name', 'tagline', 'description']) if (!has(p.id, field)) missing.push(`product ${p.name}.${field}`);
      for (const block of detailsBlocks(p.details)) {
        const id = blockIdOf(block);
        for (const path of Object.keys(blockTexts(block))) if (!id || !has(id, path)) missing.push(`product ${p.name} block ${path}`);
      }
    }
    for (const version of await deps.db.select().from(formVersions).where(eq(formVersions.organizationId, DEMO))) {
      const texts = await deps.db.select().from(formVersionTexts).where(eq(formVersionTexts.formVersionId, version.id));
      for (const locale of ['es', 'fr', 'pt']) {
        const translation = texts.find((t) => t.locale === locale);
        for (const pointer of formTexts({ schema: version.schema, uiSchema: version.uiSchema }).keys()) if (!translation?.texts[pointer]) missing.push(`form ${locale} ${pointer}`);
      }
    }
    expect(missing).toEqual([]);
    expect(rows.length).toBeGreaterThan(100);
  });

  test('business and location texts follow x-language; the business name is its brand in every language', async () => {
    const english = expectOk(await gql<BusinessAnswer>(BUSINESS, {}, inLanguage(null))).decodeBusinessAndLocation;
    expect(english.business.tagline).toBe('Doctor-led care, from your couch to our clinic');
    expect(english.location.name).toBe('New York — Midtown');
    const spanish = expectOk(await gql<BusinessAnswer>(BUSINESS, {}, inLanguage('es'))).decodeBusinessAndLocation;
    expect(spanish.business).toMatchObject({ name: 'Carebook Demo Clinic', tagline: 'Atención médica dirigida por profesionales, desde tu sofá hasta nuestra clínica' });
    expect(spanish.business.description).toMatch(/^Carebook Demo Clinic ofrece consultas en línea/);
    expect(spanish.location.name).toBe('Nueva York — Midtown');
    expect(expectOk(await gql<BusinessAnswer>(BUSINESS, {}, inLanguage('pt'))).decodeBusinessAndLocation.business.tagline).toBe('Cuidados conduzidos por médicos, do seu sofá até a nossa clínica');
    // An unsupported language is English.
    expect(expectOk(await gql<BusinessAnswer>(BUSINESS, {}, inLanguage('de'))).decodeBusinessAndLocation.business.tagline).toBe(english.business.tagline);
  });

  test('categories, product lists and a product page with its content blocks read in French', async () => {
    const french = expectOk(await gql<CatalogueAnswer>(CATALOGUE, { locationId: MAIN }, inLanguage('fr')));
    expect(french.categoryByLocation.map((c) => c.name)).toEqual(['Perte de poids', 'Soins des cheveux', 'Soins de la peau', 'Analyses de laboratoire']);
    const hair = french.productsByLocation.find((p) => p.id === HAIR);
    expect(hair).toMatchObject({ name: 'Consultation chute de cheveux', tagline: 'Comprendre pourquoi, et ce qui fonctionne', categories: [{ name: 'Soins des cheveux' }] });

    const page = expectOk(await gql<ProductAnswer>(PRODUCT, { id: HAIR, locationId: MAIN }, inLanguage('fr'))).product;
    expect(page.name).toBe('Consultation chute de cheveux');
    expect(page.details.map((b) => b.type)).toEqual(['text', 'list', 'divider', 'faq']);
    expect(page.details[0]).toMatchObject({ title: 'À propos', body: page.description });
    expect(page.details[1]).toMatchObject({ title: 'Ce qui est inclus', items: ['Consultation vidéo de 15 minutes', 'Examen de photos', 'Plan de traitement'] });
    expect(page.details[3]).toMatchObject({ question: 'Ai-je besoin d’une assurance ?' });

    const english = expectOk(await gql<ProductAnswer>(PRODUCT, { id: HAIR, locationId: MAIN }, inLanguage('en'))).product;
    expect(english).toMatchObject({ name: 'Hair Loss Consultation', tagline: 'Find out why and what works' });
    expect(english.details[1]).toMatchObject({ title: 'What you get', items: ['15-minute video visit', 'Photo review', 'Treatment plan'] });
  });

  test("a product search matches the product's texts in the request's language as well as the English", async () => {
    const SEARCH = /* GraphQL */ `query S($filter: ProductFilter!) { products(filter: $filter, limit: 20) { totalCount nodes { id name } } }`;
    type SearchAnswer = { products: { totalCount: number; nodes: { id: string; name: string }[] } };
    const spanishName = (await loadTranslations(deps.db, 'product', [HAIR], 'es')).get(HAIR)?.name;
    expect(spanishName).toBeDefined();
    const search = (language: string | null) => gql<SearchAnswer>(SEARCH, { filter: { locationId: MAIN, search: spanishName } }, inLanguage(language));
    const inSpanish = expectOk(await search('es')).products;
    expect(inSpanish.nodes.map((n) => n.id)).toContain(HAIR);
    expect(inSpanish.nodes.find((n) => n.id === HAIR)?.name).toBe(spanishName);
    expect(inSpanish.totalCount).toBe(inSpanish.nodes.length);
    // The Spanish words are not in the English texts, nor in the French ones.
    expect(expectOk(await search(null)).products.nodes.map((n) => n.id)).not.toContain(HAIR);
    expect(expectOk(await search('fr')).products.nodes.map((n) => n.id)).not.toContain(HAIR);
  });

  test('a text missing in a language falls back to English, text by text', async () => {
    const tretinoin = seedId('product:demo:tretinoin');
    const block = seedId('block:demo:tretinoin:1');
    await deps.db
      .delete(contentTranslations)
      .where(and(eq(contentTranslations.entityId, tretinoin), eq(contentTranslations.locale, 'pt'), eq(contentTranslations.field, 'tagline')));
    await deps.db
      .delete(contentTranslations)
      .where(and(eq(contentTranslations.entityId, block), eq(contentTranslations.locale, 'pt'), eq(contentTranslations.field, 'items.1')));
    const page = expectOk(await gql<ProductAnswer>(PRODUCT, { id: tretinoin, locationId: MAIN }, inLanguage('pt'))).product;
    expect(page.name).toBe('Creme de tretinoína 0,025%');
    expect(page.tagline).toBe('The classic retinoid for smoother skin');
    expect(page.details[1]?.items).toEqual(['Bisnaga de 30 g', 'Strength adjusted over time', 'Entrega discreta']);
  });

  test('saveTranslations replaces the given fields, a blank language is removed; localize keeps English for the rest', async () => {
    const category = seedId('category:demo:SKIN');
    await deps.db.transaction((tx) =>
      saveTranslations(tx, { organizationId: DEMO, entityType: 'category', entityId: category, texts: { name: { en: 'ignored', es: ' Piel ', fr: '', pt: null } } }),
    );
    const all = await loadAllTranslations(deps.db, 'category', [category]);
    expect(localizedTextOf('Skin Care', category, 'name', all)).toEqual({ en: 'Skin Care', es: 'Piel', fr: null, pt: null });
    // The description was not given: its translations stay.
    expect(localizedTextOf('x', category, 'description', all).fr).toBe('Des soins de la peau sur ordonnance contre l’acné, le vieillissement et les taches pigmentaires.');
    const [row] = await deps.db.select().from(categories).where(eq(categories.id, category));
    if (!row) throw new Error('no category');
    expect(localize(row, await loadTranslations(deps.db, 'category', [category], 'fr')).name).toBe('Skin Care');
    expect(localize(row, await loadTranslations(deps.db, 'category', [category], 'es')).name).toBe('Piel');
    expect((await loadTranslations(deps.db, 'category', [category], 'en')).size).toBe(0);
    await expect(
      deps.db.transaction((tx) => saveTranslations(tx, { organizationId: DEMO, entityType: 'category', entityId: category, texts: { code: { es: 'x' } } as never })),
    ).rejects.toThrow(/not translatable/);
  });
});
