import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { categories, catalogueOf, productDetails, products } from './data/catalogue.ts';
import { preAssessmentForm, preAssessmentFormTranslations } from './data/pre-assessment-form.ts';
import { workflows } from './data/workflows.ts';
import { seedId } from './ids.ts';
import type { SeedBusiness } from './data/tenants.ts';

const image = (url: string) => [{ url, type: 'image/svg+xml' }];

/** Categories with their current workflow, the pre-assessment form and the products of one business. */
export async function seedCatalogue(db: Database, business: SeedBusiness): Promise<void> {
  const organizationId = seedId(`organization:${business.organization.key}`);
  const businessId = seedId(`business:${business.code}`);
  const offer = catalogueOf[business.code];
  if (!offer) return;

  for (const [index, code] of offer.categories.entries()) {
    const category = categories[code];
    const categoryId = seedId(`category:${business.code}:${code}`);
    await db
      .insert(t.categories)
      .values({ id: categoryId, organizationId, businessId, code, name: category.name, description: category.description, images: image(category.image), sortOrder: index })
      .onConflictDoNothing();
    await db
      .insert(t.categoryWorkflowVersions)
      .values({
        id: seedId(`workflow:${business.code}:${code}:1`),
        organizationId,
        categoryId,
        workflowId: workflows[code].id,
        version: 1,
        feConfiguration: JSON.stringify(workflows[code]),
        currentFlag: true,
      })
      .onConflictDoNothing();
  }

  const formId = seedId(`form:${business.code}:PRE_ASSESSMENT`);
  await db
    .insert(t.forms)
    .values({ id: formId, organizationId, businessId, name: preAssessmentForm.name, description: preAssessmentForm.description, type: 'PRE_ASSESSMENT' })
    .onConflictDoNothing();
  await db
    .insert(t.formVersions)
    .values({ id: seedId(`form-version:${business.code}:PRE_ASSESSMENT:1`), organizationId, formId, version: 1, schema: preAssessmentForm.schema, uiSchema: preAssessmentForm.uiSchema, currentFlag: true })
    .onConflictDoNothing();
  // The questionnaire in the app's other languages (its English is the version itself).
  for (const [locale, translation] of Object.entries(preAssessmentFormTranslations)) {
    await db
      .insert(t.formVersionTexts)
      .values({ id: seedId(`form-version-texts:${business.code}:PRE_ASSESSMENT:1:${locale}`), organizationId, formVersionId: seedId(`form-version:${business.code}:PRE_ASSESSMENT:1`), locale, ...translation })
      .onConflictDoNothing();
  }

  for (const [index, product] of products.filter((p) => offer.products.includes(p.key)).entries()) {
    const productId = seedId(`product:${business.code}:${product.key}`);
    await db
      .insert(t.products)
      .values({
        id: productId,
        organizationId,
        businessId,
        name: product.name,
        description: product.description,
        details: productDetails(product, (index) => seedId(`block:${business.code}:${product.key}:${index}`)),
        tagline: product.tagline,
        productType: product.productType,
        shippingCost: product.shippingCost ?? 0,
        images: image(product.image),
      })
      .onConflictDoNothing();
    await db
      .insert(t.productCategories)
      .values({ organizationId, productId, categoryId: seedId(`category:${business.code}:${product.category}`) })
      .onConflictDoNothing();
    for (const location of business.locations.filter((l) => l.catalogue !== 'none')) {
      await db
        .insert(t.productLocations)
        .values({
          id: seedId(`product-location:${business.code}:${product.key}:${location.code}`),
          organizationId,
          productId,
          locationId: seedId(`location:${business.code}:${location.code}`),
          startingPrice: product.price,
          sortOrder: index,
        })
        .onConflictDoNothing();
    }
    if (product.medication) {
      await db
        .insert(t.medicationProducts)
        .values({
          id: seedId(`medication:${business.code}:${product.key}`),
          organizationId,
          productId,
          shippingCost: product.shippingCost ?? 0,
          controlledSubstance: product.medication.controlledSubstance,
          doseOptions: product.medication.doses.map(([dose, doseUnit, sellingPrice, dosageName], index) => ({
            id: seedId(`dose:${business.code}:${product.key}:${index}`),
            dosageName,
            dose,
            doseUnit,
            sellingPrice,
          })),
        })
        .onConflictDoNothing();
    }
    if (product.labTest) {
      await db
        .insert(t.labTestProducts)
        .values({ id: seedId(`lab-test:${business.code}:${product.key}`), organizationId, productId, sku: product.labTest.sku, sellingPrice: product.price })
        .onConflictDoNothing();
    }
    if (product.preAssessment) {
      await db.insert(t.productForms).values({ organizationId, productId, formId }).onConflictDoNothing();
    }
  }
}
