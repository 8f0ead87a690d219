import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { auditEvents, forms, productForms, products } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

// Issue 16, the admin catalogue: a business admin creates and edits categories and products (texts in four
// languages, content blocks, offers per location, medication doses, lab data) and uploads pictures; clients read
// the result in their language. The sunrise admin changes nothing of demo, whatever operation they try.

const DEMO = seedId('business:demo');
const MAIN = seedId('location:demo:main');
const DOWNTOWN = seedId('location:demo:downtown');
const HAIRCARE = seedId('category:demo:HAIRCARE');
const LABS = seedId('category:demo:LABS');
const FINASTERIDE = seedId('product:demo:finasteride');

const CATEGORY_FIELDS = 'id code name { en es fr pt } description { en es fr pt } status sortOrder medicationSelectionOptional mutuallyExclusiveMedication images { url type } productCount';
const PRODUCT_FIELDS =
  'id name { en es fr pt } tagline { en es fr pt } description { en es fr pt } productType status categoryIds details detailTranslations missingTranslations locations { locationId offered startingPrice sortOrder } medication { shippingCost controlledSubstance doseOptions { dose doseUnit sellingPrice } } labTest { sku sellingPrice }';
const CATEGORIES = `query C($businessId: ID!) { adminCategories(businessId: $businessId) { ${CATEGORY_FIELDS} } }`;
const PRODUCTS = `query P($businessId: ID!) { adminProducts(businessId: $businessId) { id name { en es } missingTranslations } }`;
const PRODUCT = `query P($businessId: ID!, $id: ID!) { adminProduct(businessId: $businessId, id: $id) { ${PRODUCT_FIELDS} } }`;
const CREATE_CATEGORY = `mutation C($businessId: ID!, $idempotencyKey: ID!, $input: AdminCategoryInput!) { createCategory(businessId: $businessId, idempotencyKey: $idempotencyKey, input: $input) { ${CATEGORY_FIELDS} } }`;
const UPDATE_CATEGORY = `mutation U($businessId: ID!, $id: ID!, $input: AdminCategoryInput!) { updateCategory(businessId: $businessId, id: $id, input: $input) { ${CATEGORY_FIELDS} } }`;
const CREATE_PRODUCT = `mutation C($businessId: ID!, $idempotencyKey: ID!, $input: AdminProductInput!) { createProduct(businessId: $businessId, idempotencyKey: $idempotencyKey, input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE_PRODUCT = `mutation U($businessId: ID!, $id: ID!, $input: AdminProductInput!) { updateProduct(businessId: $businessId, id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
const CLIENT_PRODUCT = `query P($id: ID!, $locationId: ID!) { product(id: $id, locationId: $locationId) { name tagline details productLocations { startingPrice } } }`;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const category = (code: string) => ({
  code,
  name: { en: 'Sleep', es: 'Sueño', fr: '', pt: null },
  description: { en: 'Better nights.', es: 'Mejores noches.' },
  status: 'ACTIVE',
  sortOrder: 9,
  medicationSelectionOptional: true,
  mutuallyExclusiveMedication: true,
  images: [{ url: '/images/catalogue/skin.svg', type: 'image/svg+xml' }],
});

const textBlock = randomUUID();
const gridBlock = randomUUID();
const listBlock = randomUUID();

const product = (categoryId: string) => ({
  name: { en: 'Sleep Consultation', es: 'Consulta del sueño' },
  tagline: { en: 'Sleep through the night', es: 'Duerme toda la noche' },
  description: { en: 'A visit about your sleep.' },
  productType: 'CONSULTATION',
  status: 'ACTIVE',
  shippingCost: 0,
  images: [],
  categoryIds: [categoryId],
  locations: [{ locationId: MAIN, startingPrice: 4500, sortOrder: 1 }],
  details: [
    { id: textBlock, type: 'text', title: 'About', body: 'We look at your sleep.' },
    { id: listBlock, type: 'list', title: 'Included', items: ['A video visit', 'A plan'] },
    { id: gridBlock, type: 'imageGrid', images: [{ url: '/images/catalogue/skin.svg', alt: 'A calm room' }] },
  ],
  detailTranslations: {
    [textBlock]: { title: { es: 'Información' }, body: { es: 'Revisamos tu sueño.', fr: 'Nous examinons votre sommeil.' } },
    [listBlock]: { 'items.1': { es: 'Un plan' } },
    [gridBlock]: { 'images.0.alt': { es: 'Una habitación tranquila' } },
  },
});

type CategoryAnswer = { id: string; name: { en: string; es: string | null; fr: string | null; pt: string | null }; description: { es: string | null }; productCount: number; mutuallyExclusiveMedication: boolean };
type ProductAnswer = {
  id: string;
  name: { en: string; es: string | null };
  details: { id: string; type: string }[];
  detailTranslations: Record<string, Record<string, Record<string, string>>>;
  missingTranslations: number;
  locations: { locationId: string; offered: boolean; startingPrice: number | null }[];
  medication: { shippingCost: number; controlledSubstance: boolean; doseOptions: { dose: number; sellingPrice: number }[] } | null;
  labTest: { sku: string; sellingPrice: number } | null;
};

describe('the admin catalogue', () => {
  let deps: TestDeps;
  let gql: Gql;
  let app: ReturnType<typeof createApp>;
  let demoAdmin: HeaderMap;
  let sunriseAdmin: HeaderMap;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    app = createApp(deps);
    gql = gqlClient(app);
    const demo = await session(gql, 'admin@demo.test');
    demoAdmin = roleHeaders(demo.tokens, grantOf(demo.grants, 'BUSINESS_ADMIN'));
    const sunrise = await session(gql, 'admin@sunrise.test');
    sunriseAdmin = roleHeaders(sunrise.tokens, grantOf(sunrise.grants, 'BUSINESS_ADMIN'));
  });
  afterAll(() => deps.close());

  test('categories: listed with their texts in four languages, created once per key, edited, audited', async () => {
    const listed = expectOk(await gql<{ adminCategories: CategoryAnswer[] }>(CATEGORIES, { businessId: DEMO }, demoAdmin)).adminCategories;
    expect(listed.find((c) => c.id === HAIRCARE)?.name).toEqual({ en: 'Hair Care', es: 'Cuidado del cabello', fr: 'Soins des cheveux', pt: 'Cuidados com o cabelo' });

    const key = randomUUID();
    const created = expectOk(await gql<{ createCategory: CategoryAnswer }>(CREATE_CATEGORY, { businessId: DEMO, idempotencyKey: key, input: category('SLEEP') }, demoAdmin)).createCategory;
    expect(created).toMatchObject({ name: { en: 'Sleep', es: 'Sueño', fr: null, pt: null }, description: { es: 'Mejores noches.' }, productCount: 0, mutuallyExclusiveMedication: true });
    // The same key again answers the same category; with other content it is a conflict.
    expect(expectOk(await gql<{ createCategory: CategoryAnswer }>(CREATE_CATEGORY, { businessId: DEMO, idempotencyKey: key, input: category('SLEEP') }, demoAdmin)).createCategory.id).toBe(created.id);
    expectCode(await gql(CREATE_CATEGORY, { businessId: DEMO, idempotencyKey: key, input: category('OTHER') }, demoAdmin), 'IDEMPOTENCY_CONFLICT');
    // A code already used in the business is refused on the field.
    const taken = await gql(CREATE_CATEGORY, { businessId: DEMO, idempotencyKey: randomUUID(), input: category('HAIRCARE') }, demoAdmin);
    expect(taken.errors?.[0]?.extensions?.fields).toEqual({ 'input.code': 'validation.invalid' });

    const updated = expectOk(
      await gql<{ updateCategory: CategoryAnswer }>(UPDATE_CATEGORY, { businessId: DEMO, id: created.id, input: { ...category('SLEEP'), name: { en: 'Sleep', es: '', fr: 'Sommeil', pt: 'Sono' } } }, demoAdmin),
    ).updateCategory;
    expect(updated.name).toEqual({ en: 'Sleep', es: null, fr: 'Sommeil', pt: 'Sono' });
    const audits = await deps.db.select().from(auditEvents).where(eq(auditEvents.targetId, created.id));
    expect(audits.map((a) => (a.metadata as { operation: string }).operation).sort()).toEqual(['CREATE', 'UPDATE']);
  });

  test('a product with content blocks in two languages reads in Spanish on the client page, English where missing', async () => {
    const [sleep] = expectOk(await gql<{ adminCategories: CategoryAnswer[] }>(CATEGORIES, { businessId: DEMO }, demoAdmin)).adminCategories.filter((c) => c.name.en === 'Sleep');
    if (!sleep) throw new Error('no Sleep category');
    const created = expectOk(await gql<{ createProduct: ProductAnswer }>(CREATE_PRODUCT, { businessId: DEMO, idempotencyKey: randomUUID(), input: product(sleep.id) }, demoAdmin)).createProduct;
    expect(created.details.map((b) => b.type)).toEqual(['text', 'list', 'imageGrid']);
    expect(created.detailTranslations[textBlock]).toEqual({ title: { es: 'Información' }, body: { es: 'Revisamos tu sueño.', fr: 'Nous examinons votre sommeil.' } });
    expect(created.locations.find((l) => l.locationId === MAIN)).toMatchObject({ offered: true, startingPrice: 4500 });
    expect(created.locations.find((l) => l.locationId === DOWNTOWN)).toMatchObject({ offered: false, startingPrice: null });
    expect(created.missingTranslations).toBe(7);

    const read = (language: string) => gql<{ product: { name: string; tagline: string; details: Record<string, unknown>[]; productLocations: { startingPrice: number }[] } }>(CLIENT_PRODUCT, { id: created.id, locationId: MAIN }, { 'x-language': language });
    const spanish = expectOk(await read('es')).product;
    expect(spanish).toMatchObject({ name: 'Consulta del sueño', tagline: 'Duerme toda la noche', productLocations: [{ startingPrice: 4500 }] });
    expect(spanish.details[0]).toMatchObject({ title: 'Información', body: 'Revisamos tu sueño.' });
    expect(spanish.details[1]).toMatchObject({ title: 'Included', items: ['A video visit', 'Un plan'] });
    expect(spanish.details[2]).toMatchObject({ images: [{ url: '/images/catalogue/skin.svg', alt: 'Una habitación tranquila' }] });
    expect(expectOk(await read('fr')).product).toMatchObject({ name: 'Sleep Consultation', details: [{ title: 'About', body: 'Nous examinons votre sommeil.' }, {}, {}] });

    // Removing a block removes its translations; the list now reads English again in Spanish.
    const edited = { ...product(sleep.id), details: product(sleep.id).details.filter((b) => b.id !== listBlock) };
    const updated = expectOk(await gql<{ updateProduct: ProductAnswer }>(UPDATE_PRODUCT, { businessId: DEMO, id: created.id, input: edited }, demoAdmin)).updateProduct;
    expect(Object.keys(updated.detailTranslations).sort()).toEqual([textBlock, gridBlock].sort());
  });

  test('medication doses and lab data; an image grid holds at most 4; the offer per location follows the input', async () => {
    const medication = {
      ...product(HAIRCARE),
      name: { en: 'Minoxidil Tablets' },
      productType: 'MEDICATION',
      details: [],
      detailTranslations: {},
      locations: [
        { locationId: MAIN, startingPrice: 3000, sortOrder: 2 },
        { locationId: DOWNTOWN, startingPrice: 3200, sortOrder: 0 },
      ],
      medication: {
        shippingCost: 500,
        controlledSubstance: true,
        doseOptions: [
          { id: randomUUID(), dosageName: 'Maintenance', dose: 5, doseUnit: 'mg', sellingPrice: 4000 },
          { id: randomUUID(), dosageName: 'Starting', dose: 2.5, doseUnit: 'mg', sellingPrice: 3000 },
        ],
      },
    };
    const missingDoses = await gql(CREATE_PRODUCT, { businessId: DEMO, idempotencyKey: randomUUID(), input: { ...medication, medication: undefined } }, demoAdmin);
    expect(missingDoses.errors?.[0]?.extensions?.fields).toEqual({ 'input.medication': 'validation.required' });
    const created = expectOk(await gql<{ createProduct: ProductAnswer }>(CREATE_PRODUCT, { businessId: DEMO, idempotencyKey: randomUUID(), input: medication }, demoAdmin)).createProduct;
    expect(created.medication).toEqual({ shippingCost: 500, controlledSubstance: true, doseOptions: [{ dose: 2.5, doseUnit: 'mg', sellingPrice: 3000 }, { dose: 5, doseUnit: 'mg', sellingPrice: 4000 }] });
    expect(created.locations.filter((l) => l.offered)).toHaveLength(2);

    const lab = { ...medication, name: { en: 'Vitamin D Test' }, productType: 'LAB_TEST', categoryIds: [LABS], medication: null, labTest: { sku: 'LAB-VITD', sellingPrice: 3500 } };
    const labTest = expectOk(await gql<{ createProduct: ProductAnswer }>(CREATE_PRODUCT, { businessId: DEMO, idempotencyKey: randomUUID(), input: lab }, demoAdmin)).createProduct;
    expect(labTest).toMatchObject({ labTest: { sku: 'LAB-VITD', sellingPrice: 3500 }, medication: null });
    // Offered at one location only now.
    const fewer = expectOk(await gql<{ updateProduct: ProductAnswer }>(UPDATE_PRODUCT, { businessId: DEMO, id: labTest.id, input: { ...lab, locations: [{ locationId: DOWNTOWN, startingPrice: 3600, sortOrder: 1 }] } }, demoAdmin)).updateProduct;
    expect(fewer.locations.filter((l) => l.offered)).toEqual([{ locationId: DOWNTOWN, offered: true, startingPrice: 3600, sortOrder: 1 }]);

    const image = { url: '/images/catalogue/skin.svg' };
    const grid = { ...lab, details: [{ id: randomUUID(), type: 'imageGrid', images: [image, image, image, image, image] }] };
    const tooMany = await gql(CREATE_PRODUCT, { businessId: DEMO, idempotencyKey: randomUUID(), input: grid }, demoAdmin);
    expect(tooMany.errors?.[0]?.extensions?.fields).toEqual({ 'input.details.0.images': 'validation.invalid' });
    const script = { ...lab, details: [{ id: randomUUID(), type: 'button', label: 'Go', href: 'javascript:alert(1)' }] };
    expect((await gql(CREATE_PRODUCT, { businessId: DEMO, idempotencyKey: randomUUID(), input: script }, demoAdmin)).errors?.[0]?.extensions?.fields).toEqual({ 'input.details.0.href': 'validation.invalid' });
  });

  test("a product asks for the business's own forms: linked, kept when not sent, replaced, another business's refused", async () => {
    const [demoForm] = await deps.db.select().from(forms).where(eq(forms.businessId, DEMO)).limit(1);
    const [sunriseForm] = await deps.db.select().from(forms).where(eq(forms.businessId, seedId('business:sunrise'))).limit(1);
    if (!demoForm || !sunriseForm) throw new Error('the seed has forms in both businesses');
    const FORM_IDS = `query P($businessId: ID!, $id: ID!) { adminProduct(businessId: $businessId, id: $id) { formIds } }`;
    const input = { ...product(HAIRCARE), formIds: [demoForm.id] };
    const created = expectOk(await gql<{ createProduct: { id: string } }>(CREATE_PRODUCT, { businessId: DEMO, idempotencyKey: randomUUID(), input }, demoAdmin)).createProduct;
    const formIdsOf = async () => expectOk(await gql<{ adminProduct: { formIds: string[] } }>(FORM_IDS, { businessId: DEMO, id: created.id }, demoAdmin)).adminProduct.formIds;
    expect(await formIdsOf()).toEqual([demoForm.id]);
    // The client's product reads the form (its pre-assessment).
    const CLIENT_FORMS = `query P($id: ID!, $locationId: ID!) { product(id: $id, locationId: $locationId) { forms { id } } }`;
    expect(expectOk(await gql<{ product: { forms: { id: string }[] } }>(CLIENT_FORMS, { id: created.id, locationId: MAIN })).product.forms).toEqual([{ id: demoForm.id }]);
    // An update without formIds leaves them; an empty list removes them.
    expectOk(await gql(UPDATE_PRODUCT, { businessId: DEMO, id: created.id, input: product(HAIRCARE) }, demoAdmin));
    expect(await formIdsOf()).toEqual([demoForm.id]);
    expectOk(await gql(UPDATE_PRODUCT, { businessId: DEMO, id: created.id, input: { ...input, formIds: [] } }, demoAdmin));
    expect(await formIdsOf()).toEqual([]);
    // Another business's form is refused on the field, and nothing is linked.
    const foreign = await gql(UPDATE_PRODUCT, { businessId: DEMO, id: created.id, input: { ...input, formIds: [sunriseForm.id] } }, demoAdmin);
    expect(foreign.errors?.[0]?.extensions?.fields).toEqual({ 'input.formIds': 'validation.invalid' });
    expect(await deps.db.select().from(productForms).where(eq(productForms.productId, created.id))).toEqual([]);
  });

  test("the sunrise admin can read and change nothing of demo's catalogue", async () => {
    const before = await deps.db.select().from(products).where(eq(products.id, FINASTERIDE));
    const tries = [
      await gql(CATEGORIES, { businessId: DEMO }, sunriseAdmin),
      await gql(PRODUCTS, { businessId: DEMO }, sunriseAdmin),
      await gql(PRODUCT, { businessId: DEMO, id: FINASTERIDE }, sunriseAdmin),
      await gql(CREATE_CATEGORY, { businessId: DEMO, idempotencyKey: randomUUID(), input: category('SUNRISE') }, sunriseAdmin),
      await gql(UPDATE_CATEGORY, { businessId: DEMO, id: HAIRCARE, input: category('HAIRCARE') }, sunriseAdmin),
      await gql(CREATE_PRODUCT, { businessId: DEMO, idempotencyKey: randomUUID(), input: product(HAIRCARE) }, sunriseAdmin),
      await gql(UPDATE_PRODUCT, { businessId: DEMO, id: FINASTERIDE, input: product(HAIRCARE) }, sunriseAdmin),
    ];
    for (const answer of tries) expectCode(answer, 'NOT_FOUND');
    // Their own business's id with demo's product: still not found.
    const sunrise = seedId('business:sunrise');
    expectCode(await gql(UPDATE_PRODUCT, { businessId: sunrise, id: FINASTERIDE, input: product(seedId('category:sunrise:WEIGHTLOSS')) }, sunriseAdmin), 'NOT_FOUND');
    expectCode(await gql(CREATE_PRODUCT, { businessId: sunrise, idempotencyKey: randomUUID(), input: product(HAIRCARE) }, sunriseAdmin), 'BAD_USER_INPUT');
    expect(await deps.db.select().from(products).where(eq(products.id, FINASTERIDE))).toEqual(before);
    // A client is not an admin at all.
    const client = await session(gql, 'client@demo.test');
    expectCode(await gql(CATEGORIES, { businessId: DEMO }, roleHeaders(client.tokens, grantOf(client.grants, 'CLIENT'))), 'FORBIDDEN');
  });

  test('uploads: an admin stores a PNG that is served back with safe headers; too large, not an image or not theirs is refused', async () => {
    const upload = (body: Uint8Array, headers: HeaderMap, businessId = DEMO) =>
      app.fetch(new Request(`http://localhost/uploads/images?businessId=${businessId}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/octet-stream' }, body: new Uint8Array(body) }));
    const stored = await upload(PNG, demoAdmin);
    expect(stored.status).toBe(201);
    const { url, type } = (await stored.json()) as { url: string; type: string };
    expect(type).toBe('image/png');
    const served = await app.fetch(new Request(`http://localhost${url}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusedType = await upload(svg, demoAdmin);
    expect(refusedType.status).toBe(415);
    expect(await refusedType.json()).toEqual({ error: { code: 'BAD_USER_INPUT', reason: 'IMAGE_TYPE_NOT_ALLOWED' } });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const refusedSize = await upload(big, demoAdmin);
    expect(refusedSize.status).toBe(413);
    expect((await upload(PNG, sunriseAdmin)).status).toBe(404);
    expect((await upload(PNG, {})).status).toBe(401);
    expect((await app.fetch(new Request(`http://localhost/uploads/images/${randomUUID()}`))).status).toBe(404);
  });
});
