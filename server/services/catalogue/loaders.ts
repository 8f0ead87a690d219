import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { categories, categoryWorkflowVersions, formVersions, forms, productCategories, productForms } from '../../db/schema/index.ts';
import type { RequestScope } from '../request-scope.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type WorkflowVersionRow = typeof categoryWorkflowVersions.$inferSelect;
export type FormRow = typeof forms.$inferSelect;
export type FormVersionRow = typeof formVersions.$inferSelect;

/**
 * Relations of catalogue rows, loaded lazily (only when a query asks for them) and batched: a list of 30
 * products asking for their categories costs one query, not 30.
 */
export type CatalogueLoaders = {
  categoriesOfProduct: DataLoader<string, CategoryRow[]>;
  formsOfProduct: DataLoader<string, FormRow[]>;
  workflowVersionsOfCategory: DataLoader<string, WorkflowVersionRow[]>;
  formVersionsOfForm: DataLoader<string, FormVersionRow[]>;
  formVersionById: DataLoader<string, FormVersionRow | null>;
};

function groupBy<T>(keys: readonly string[], rows: readonly T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

function createLoaders(scope: RequestScope): CatalogueLoaders {
  const { db } = scope.deps;
  return {
    categoriesOfProduct: new DataLoader(async (productIds) => {
      const rows = await db
        .select({ productId: productCategories.productId, category: categories })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(and(inArray(productCategories.productId, [...productIds]), eq(categories.status, 'ACTIVE')))
        .orderBy(asc(categories.sortOrder), asc(categories.name));
      return groupBy(productIds, rows, (r) => r.productId).map((group) => group.map((r) => r.category));
    }),
    formsOfProduct: new DataLoader(async (productIds) => {
      const rows = await db
        .select({ productId: productForms.productId, form: forms })
        .from(productForms)
        .innerJoin(forms, eq(forms.id, productForms.formId))
        .where(and(inArray(productForms.productId, [...productIds]), eq(forms.status, 'ACTIVE')))
        .orderBy(asc(forms.name));
      return groupBy(productIds, rows, (r) => r.productId).map((group) => group.map((r) => r.form));
    }),
    workflowVersionsOfCategory: new DataLoader(async (categoryIds) => {
      const rows = await db
        .select()
        .from(categoryWorkflowVersions)
        .where(inArray(categoryWorkflowVersions.categoryId, [...categoryIds]))
        .orderBy(desc(categoryWorkflowVersions.version));
      return groupBy(categoryIds, rows, (r) => r.categoryId);
    }),
    formVersionsOfForm: new DataLoader(async (formIds) => {
      const rows = await db.select().from(formVersions).where(inArray(formVersions.formId, [...formIds])).orderBy(desc(formVersions.version));
      return groupBy(formIds, rows, (r) => r.formId);
    }),
    formVersionById: new DataLoader(async (ids) => {
      const rows = await db.select().from(formVersions).where(inArray(formVersions.id, [...ids]));
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
  };
}

// One set per request: the request scope object lives exactly as long as the request.
const perRequest = new WeakMap<RequestScope, CatalogueLoaders>();

export function catalogueLoaders(scope: RequestScope): CatalogueLoaders {
  let loaders = perRequest.get(scope);
  if (!loaders) {
    loaders = createLoaders(scope);
    perRequest.set(scope, loaders);
  }
  return loaders;
}
