import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { businesses, categoryWorkflowVersions, productLocations, products } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { bearer, expectCode, expectOk, gqlClient, login, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

const DEMO_MAIN = seedId('location:demo:main');
const DEMO_DOWNTOWN = seedId('location:demo:downtown');
const SUNRISE_MAIN = seedId('location:sunrise:main');
const demoProduct = (key: string) => seedId(`product:demo:${key}`);
const demoCategory = (code: string) => seedId(`category:demo:${code}`);

const CATEGORIES = /* GraphQL */ `
  query Categories($locationId: ID!) {
    categoryByLocation(locationId: $locationId) { id code name images { url type } workflowId workflowVersions { id currentFlag feConfiguration } }
  }
`;
const BY_LOCATION = /* GraphQL */ `
  query ByLocation($locationId: ID!) {
    productsByLocation(locationId: $locationId) { id name productLocations { locationId startingPrice currencyCode sortOrder } }
  }
`;
const BY_CATEGORY = /* GraphQL */ `
  query ByCategory($categoryId: ID!, $locationId: ID!) {
    productsByLocationAndCategory(categoryId: $categoryId, locationId: $locationId) { id name }
  }
`;
const PRODUCT = /* GraphQL */ `
  query Product($id: ID!, $locationId: ID!) {
    product(id: $id, locationId: $locationId) {
      id name tagline description details status productType shippingCost organizationId
      images { url type }
      productLocations { locationId startingPrice currencyCode images { url } }
      medicationProduct { id shippingCost controlledSubstance }
      labTestProduct { id sku sellingPrice }
      categories { id code }
      forms { id type currentVersion { id } }
    }
  }
`;
const PRODUCTS = /* GraphQL */ `
  query Products($filter: ProductFilter!, $limit: Int, $offset: Int) {
    products(filter: $filter, limit: $limit, offset: $offset) {
      totalCount nodes { id name productType } edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`;
const WORKFLOW = /* GraphQL */ `query Workflow($id: ID!) { workflow(id: $id) { id workflowId categoryId version currentFlag feConfiguration } }`;
const FORM = /* GraphQL */ `query Form($id: ID!) { form(id: $id) { id name type status currentVersion { id version schema uiSchema currentFlag } versions { id } } }`;

type ProductItem = { id: string; name: string; productLocations: { locationId: string; startingPrice: number; currencyCode: string; sortOrder: number }[] };

describe('catalogue (public)', () => {
  let deps: TestDeps;
  let gql: Gql;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
  });
  afterAll(() => deps.close());

  test('categoryByLocation lists each business its own categories with their workflow versions', async () => {
    const demo = expectOk(await gql<{ categoryByLocation: { id: string; code: string; workflowId: string; workflowVersions: { currentFlag: boolean; feConfiguration: string }[] }[] }>(CATEGORIES, { locationId: DEMO_MAIN }));
    expect(demo.categoryByLocation.map((c) => c.code)).toEqual(['WEIGHTLOSS', 'HAIRCARE', 'SKIN', 'LABS']);
    const weightloss = demo.categoryByLocation[0];
    expect(weightloss?.workflowId).toBe('weightloss');
    expect(weightloss?.workflowVersions).toHaveLength(1);
    // Stored as text, handed over as text: the client parses and validates it.
    expect(JSON.parse(weightloss?.workflowVersions[0]?.feConfiguration ?? 'null')).toMatchObject({ initial: 'preAssessment' });

    const sunrise = expectOk(await gql<{ categoryByLocation: { id: string; code: string }[] }>(CATEGORIES, { locationId: SUNRISE_MAIN }));
    expect(sunrise.categoryByLocation.map((c) => c.code)).toEqual(['WEIGHTLOSS', 'LABS']);
    expect(sunrise.categoryByLocation.map((c) => c.id)).toEqual([seedId('category:sunrise:WEIGHTLOSS'), seedId('category:sunrise:LABS')]);
    // A location opening soon sells nothing yet: no categories (the services page's empty state).
    const openingSoon = expectOk(await gql<{ categoryByLocation: unknown[] }>(CATEGORIES, { locationId: seedId('location:sunrise:sandiego') }));
    expect(openingSoon.categoryByLocation).toEqual([]);
  });

  test('each location sells its own products at its own prices; another location’s product is NOT_FOUND there', async () => {
    // Downtown stops offering hair care and charges more for the lipid panel.
    for (const key of ['finasteride', 'hair-consult']) {
      await deps.db.delete(productLocations).where(and(eq(productLocations.productId, demoProduct(key)), eq(productLocations.locationId, DEMO_DOWNTOWN)));
    }
    await deps.db.update(productLocations).set({ startingPrice: 4500 }).where(and(eq(productLocations.productId, demoProduct('lipid-panel')), eq(productLocations.locationId, DEMO_DOWNTOWN)));

    const main = expectOk(await gql<{ productsByLocation: ProductItem[] }>(BY_LOCATION, { locationId: DEMO_MAIN })).productsByLocation;
    const downtown = expectOk(await gql<{ productsByLocation: ProductItem[] }>(BY_LOCATION, { locationId: DEMO_DOWNTOWN })).productsByLocation;
    const sunrise = expectOk(await gql<{ productsByLocation: ProductItem[] }>(BY_LOCATION, { locationId: SUNRISE_MAIN })).productsByLocation;
    expect(main).toHaveLength(10);
    expect(downtown).toHaveLength(8);
    expect(downtown.map((p) => p.name)).not.toContain('Finasteride 1 mg');
    expect(sunrise.map((p) => p.id).sort()).toEqual(['weightloss-consult', 'semaglutide-program', 'metabolic-panel', 'hba1c'].map((k) => seedId(`product:sunrise:${k}`)).sort());
    // Ordered by the location's sort order.
    expect(main.map((p) => p.productLocations[0]?.sortOrder)).toEqual([...main.map((p) => p.productLocations[0]?.sortOrder ?? 0)].sort((a, b) => a - b));

    const lipidAt = (list: ProductItem[]) => list.find((p) => p.id === demoProduct('lipid-panel'))?.productLocations;
    expect(lipidAt(main)).toEqual([{ locationId: DEMO_MAIN, startingPrice: 3900, currencyCode: 'USD', sortOrder: 8 }]);
    expect(lipidAt(downtown)).toEqual([{ locationId: DEMO_DOWNTOWN, startingPrice: 4500, currencyCode: 'USD', sortOrder: 8 }]);

    // A category with nothing to sell at the location is not listed there.
    const downtownCategories = expectOk(await gql<{ categoryByLocation: { code: string }[] }>(CATEGORIES, { locationId: DEMO_DOWNTOWN })).categoryByLocation;
    expect(downtownCategories.map((c) => c.code)).toEqual(['WEIGHTLOSS', 'SKIN', 'LABS']);
    expect(expectOk(await gql<{ productsByLocationAndCategory: unknown[] }>(BY_CATEGORY, { categoryId: demoCategory('HAIRCARE'), locationId: DEMO_DOWNTOWN })).productsByLocationAndCategory).toEqual([]);
    const hairAtMain = expectOk(await gql<{ productsByLocationAndCategory: { name: string }[] }>(BY_CATEGORY, { categoryId: demoCategory('HAIRCARE'), locationId: DEMO_MAIN }));
    expect(hairAtMain.productsByLocationAndCategory.map((p) => p.name)).toEqual(['Hair Loss Consultation', 'Finasteride 1 mg']);

    expectOk(await gql(PRODUCT, { id: demoProduct('finasteride'), locationId: DEMO_MAIN }));
    expectCode(await gql(PRODUCT, { id: demoProduct('finasteride'), locationId: DEMO_DOWNTOWN }), 'NOT_FOUND');
    // Another business's location, or a category of another business, offers nothing of demo's.
    expectCode(await gql(PRODUCT, { id: demoProduct('semaglutide-program'), locationId: SUNRISE_MAIN }), 'NOT_FOUND');
    expect(expectOk(await gql<{ productsByLocationAndCategory: unknown[] }>(BY_CATEGORY, { categoryId: demoCategory('WEIGHTLOSS'), locationId: SUNRISE_MAIN })).productsByLocationAndCategory).toEqual([]);
  });

  test('a product carries its details, images, prices, categories, forms and medication or lab data', async () => {
    type Detail = {
      product: {
        details: { type: string }[];
        productType: string;
        shippingCost: number;
        images: { url: string }[];
        productLocations: { startingPrice: number }[];
        medicationProduct: { controlledSubstance: boolean; shippingCost: number } | null;
        labTestProduct: { sku: string; sellingPrice: number } | null;
        categories: { id: string; code: string }[];
        forms: { id: string; type: string; currentVersion: { id: string } | null }[];
      };
    };
    const semaglutide = expectOk(await gql<Detail>(PRODUCT, { id: demoProduct('semaglutide-program'), locationId: DEMO_MAIN })).product;
    expect(semaglutide.details.map((b) => b.type)).toEqual(['text', 'list', 'divider', 'faq']);
    expect(semaglutide.productType).toBe('MEDICATION');
    expect(semaglutide.images[0]?.url).toMatch(/semaglutide/);
    expect(semaglutide.productLocations).toEqual([{ startingPrice: 29900, currencyCode: 'USD', locationId: DEMO_MAIN, images: [] }]);
    expect(semaglutide.medicationProduct).toMatchObject({ controlledSubstance: false, shippingCost: 1500 });
    expect(semaglutide.labTestProduct).toBeNull();
    expect(semaglutide.categories).toEqual([{ id: demoCategory('WEIGHTLOSS'), code: 'WEIGHTLOSS' }]);
    expect(semaglutide.forms).toEqual([{ id: seedId('form:demo:PRE_ASSESSMENT'), type: 'PRE_ASSESSMENT', currentVersion: { id: seedId('form-version:demo:PRE_ASSESSMENT:1') } }]);

    const lab = expectOk(await gql<Detail>(PRODUCT, { id: demoProduct('hba1c'), locationId: DEMO_MAIN })).product;
    expect(lab.labTestProduct).toMatchObject({ sku: 'LAB-HBA1C', sellingPrice: 2900 });
    expect(lab.medicationProduct).toBeNull();
    expect(lab.forms).toEqual([]);
  });

  test('products pages, filters and searches within one location', async () => {
    type Page = { products: { totalCount: number; nodes: { id: string; name: string; productType: string }[]; edges: { cursor: string; node: { id: string } }[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null } } };
    const first = expectOk(await gql<Page>(PRODUCTS, { filter: { locationId: DEMO_MAIN }, limit: 4 })).products;
    expect(first.totalCount).toBe(10);
    expect(first.nodes).toHaveLength(4);
    expect(first.edges.map((e) => e.node.id)).toEqual(first.nodes.map((n) => n.id));
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: '0', endCursor: '3' });
    const last = expectOk(await gql<Page>(PRODUCTS, { filter: { locationId: DEMO_MAIN }, limit: 4, offset: 8 })).products;
    expect(last.nodes).toHaveLength(2);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const labs = expectOk(await gql<Page>(PRODUCTS, { filter: { locationId: DEMO_MAIN, productType: 'LAB_TEST' } })).products;
    expect(labs.totalCount).toBe(3);
    const search = expectOk(await gql<Page>(PRODUCTS, { filter: { locationId: DEMO_MAIN, search: 'GLP-1' } })).products;
    expect(search.nodes.map((n) => n.name)).toEqual(['Semaglutide Program']);
    // LIKE wildcards in the search are taken literally.
    expect(expectOk(await gql<Page>(PRODUCTS, { filter: { locationId: DEMO_MAIN, search: '_' } })).products.totalCount).toBe(0);
    expect(expectOk(await gql<Page>(PRODUCTS, { filter: { locationId: DEMO_MAIN, search: '0.025%' } })).products.nodes.map((n) => n.name)).toEqual(['Tretinoin Cream 0.025%']);
    const weightloss = expectOk(await gql<Page>(PRODUCTS, { filter: { locationId: DEMO_MAIN, categoryId: demoCategory('WEIGHTLOSS') } })).products;
    expect(weightloss.totalCount).toBe(3);
    // Default page size is the spec's list page size, 10.
    expect(expectOk(await gql<Page>(PRODUCTS, { filter: { locationId: DEMO_MAIN } })).products.nodes).toHaveLength(10);

    const bad = await gql(PRODUCTS, { filter: { locationId: 'nope' }, limit: 0 });
    expectCode(bad, 'BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({ 'filter.locationId': 'validation.invalid', limit: 'validation.invalid' });
    expectCode(await gql(PRODUCTS, { filter: { locationId: DEMO_MAIN }, limit: 101 }), 'BAD_USER_INPUT');
    expectCode(await gql(PRODUCTS, { filter: { locationId: '00000000-0000-4000-8000-000000000000' } }), 'LOCATION_NOT_FOUND');
  });

  test('inactive products, categories, locations and businesses are hidden', async () => {
    await deps.db.update(products).set({ status: 'INACTIVE' }).where(eq(products.id, demoProduct('tretinoin')));
    const main = expectOk(await gql<{ productsByLocation: ProductItem[] }>(BY_LOCATION, { locationId: DEMO_MAIN })).productsByLocation;
    expect(main.map((p) => p.name)).not.toContain('Tretinoin Cream 0.025%');
    expectCode(await gql(PRODUCT, { id: demoProduct('tretinoin'), locationId: DEMO_MAIN }), 'NOT_FOUND');
    expect(expectOk(await gql<{ products: { totalCount: number } }>(PRODUCTS, { filter: { locationId: DEMO_MAIN } })).products.totalCount).toBe(9);

    await deps.db.update(businesses).set({ status: 'SUSPENDED' }).where(eq(businesses.id, seedId('business:sunrise')));
    try {
      expectCode(await gql(BY_LOCATION, { locationId: SUNRISE_MAIN }), 'LOCATION_NOT_FOUND');
      expectCode(await gql(CATEGORIES, { locationId: SUNRISE_MAIN }), 'LOCATION_NOT_FOUND');
      expectCode(await gql(PRODUCT, { id: seedId('product:sunrise:hba1c'), locationId: SUNRISE_MAIN }), 'LOCATION_NOT_FOUND');
      expectCode(await gql(WORKFLOW, { id: seedId('category:sunrise:LABS') }), 'NOT_FOUND');
      expectCode(await gql(FORM, { id: seedId('form:sunrise:PRE_ASSESSMENT') }), 'NOT_FOUND');
    } finally {
      await deps.db.update(businesses).set({ status: 'ACTIVE' }).where(eq(businesses.id, seedId('business:sunrise')));
    }
  });

  test('workflow(id) answers the category’s current version; an unparsable or invalid one is logged and null', async () => {
    const categoryId = demoCategory('SKIN');
    type W = { workflow: { id: string; workflowId: string; categoryId: string; version: number; currentFlag: boolean; feConfiguration: { initial: string } } | null };
    const v1 = expectOk(await gql<W>(WORKFLOW, { id: categoryId })).workflow;
    expect(v1).toMatchObject({ id: seedId('workflow:demo:SKIN:1'), workflowId: 'skin', categoryId, version: 1, currentFlag: true });
    expect(v1?.feConfiguration.initial).toBe('consult');

    const organizationId = seedId('organization:demo');
    const setCurrent = async (version: number, feConfiguration: string) => {
      await deps.db.update(categoryWorkflowVersions).set({ currentFlag: false }).where(eq(categoryWorkflowVersions.categoryId, categoryId));
      await deps.db
        .insert(categoryWorkflowVersions)
        .values({ organizationId, categoryId, workflowId: 'skin', version, feConfiguration, currentFlag: true });
    };
    await setCurrent(2, JSON.stringify({ id: 'skin', initial: 'review', states: { review: { tags: ['Form'], on: { OK: 'done' } }, done: { type: 'final' } } }));
    const v2 = expectOk(await gql<W>(WORKFLOW, { id: categoryId })).workflow;
    expect(v2).toMatchObject({ version: 2, feConfiguration: { initial: 'review' } });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await setCurrent(3, JSON.stringify({ id: 'skin', initial: 'start', states: {} }));
      expect(expectOk(await gql<W>(WORKFLOW, { id: categoryId })).workflow).toBeNull();
      expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/States object cannot be empty/);

      await setCurrent(4, '{ "initial": "start", states: ');
      expect(expectOk(await gql<W>(WORKFLOW, { id: categoryId })).workflow).toBeNull();
      expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/not valid JSON/);

      // Category.workflow says the same; the versions list still hands over the stored text.
      const skin = expectOk(await gql<{ categoryByLocation: { code: string; workflow: unknown; workflowVersions: { currentFlag: boolean }[] }[] }>(
        `query C($l: ID!) { categoryByLocation(locationId: $l) { code workflow { id } workflowVersions { currentFlag } } }`,
        { l: DEMO_MAIN },
      )).categoryByLocation.find((c) => c.code === 'SKIN');
      expect(skin?.workflow).toBeNull();
      expect(skin?.workflowVersions.map((v) => v.currentFlag)).toEqual([true, false, false, false]);
    } finally {
      warn.mockRestore();
    }
    expectCode(await gql(WORKFLOW, { id: '00000000-0000-4000-8000-000000000000' }), 'NOT_FOUND');
    expectCode(await gql(WORKFLOW, { id: 'skin' }), 'BAD_USER_INPUT');
  });

  test('form(id) is public and carries its current version’s schema and uiSchema', async () => {
    type F = { form: { id: string; type: string; status: string; currentVersion: { id: string; version: number; schema: { passingPercentage: number; properties: Record<string, unknown> }; uiSchema: Record<string, unknown>; currentFlag: boolean }; versions: { id: string }[] } };
    const form = expectOk(await gql<F>(FORM, { id: seedId('form:demo:PRE_ASSESSMENT') })).form;
    expect(form).toMatchObject({ type: 'PRE_ASSESSMENT', status: 'ACTIVE' });
    expect(form.currentVersion).toMatchObject({ id: seedId('form-version:demo:PRE_ASSESSMENT:1'), version: 1, currentFlag: true });
    expect(form.currentVersion.schema.passingPercentage).toBe(75);
    expect(Object.keys(form.currentVersion.schema.properties)).toContain('pregnancy');
    expect(form.currentVersion.uiSchema['ui:order']).toBeDefined();
    expectCode(await gql(FORM, { id: '00000000-0000-4000-8000-000000000000' }), 'NOT_FOUND');
  });

  test('anonymous GETs of the catalogue are publicly cacheable; signed-in or failed ones are not', async () => {
    const publicGets: [string, Record<string, unknown>][] = [
      [CATEGORIES, { locationId: DEMO_MAIN }],
      [BY_LOCATION, { locationId: DEMO_MAIN }],
      [BY_CATEGORY, { categoryId: demoCategory('LABS'), locationId: DEMO_MAIN }],
      [PRODUCTS, { filter: { locationId: DEMO_MAIN } }],
      [PRODUCT, { id: demoProduct('hba1c'), locationId: DEMO_MAIN }],
      [WORKFLOW, { id: demoCategory('LABS') }],
      [FORM, { id: seedId('form:demo:PRE_ASSESSMENT') }],
    ];
    for (const [query, variables] of publicGets) {
      const response = await gql(query, variables, {}, 'GET');
      expectOk(response);
      expect(response.headers.get('cache-control'), query).toBe('public, max-age=60');
    }
    expect((await gql(BY_LOCATION, { locationId: DEMO_MAIN })).headers.get('cache-control')).toBe('no-store');
    expect((await gql(PRODUCT, { id: demoProduct('finasteride'), locationId: DEMO_DOWNTOWN }, {}, 'GET')).headers.get('cache-control')).toBe('no-store');
    const tokens = await login(gql, 'client@demo.test');
    expect((await gql(BY_LOCATION, { locationId: DEMO_MAIN }, bearer(tokens), 'GET')).headers.get('cache-control')).toBe('no-store');
  });
});
