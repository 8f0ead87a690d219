import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { message } from '../../../src/domain/validation/messages.ts';
import { businesses, forms } from '../../db/schema/index.ts';
import { containsPattern, idSchema, pageSchema, searchSchema, SORT_DIRECTIONS } from '../catalogue/inputs.ts';
import { catalogueLoaders, type FormRow, type FormVersionRow } from '../catalogue/loaders.ts';
import { appError, parseInput } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';
import { FORM_TYPES } from './form-types.ts';

export type FormPage = { nodes: FormRow[]; totalCount: number; offset: number };

/** form(id): an ACTIVE form of an ACTIVE business, to render (public: the pre-assessment is answered logged out). */
export async function publicForm(scope: RequestScope, args: { id: unknown }): Promise<FormRow> {
  const { id } = parseInput(z.object({ id: idSchema }), args);
  const [row] = await scope.deps.db
    .select({ form: forms })
    .from(forms)
    .innerJoin(businesses, eq(businesses.id, forms.businessId))
    .where(and(eq(forms.id, id), eq(forms.status, 'ACTIVE'), eq(businesses.status, 'ACTIVE')))
    .limit(1);
  if (!row) throw appError('NOT_FOUND');
  return row.form;
}

/** The version marked current; null when a form has none (it cannot be answered then). */
export async function currentFormVersion(scope: RequestScope, formId: string): Promise<FormVersionRow | null> {
  const versions = await catalogueLoaders(scope).formVersionsOfForm.load(formId);
  return versions.find((v) => v.currentFlag) ?? null;
}

export const FORM_SORT_FIELDS = ['NAME', 'TYPE', 'CREATED_AT', 'UPDATED_AT'] as const;

const sortColumn = { NAME: forms.name, TYPE: forms.type, CREATED_AT: forms.createdAt, UPDATED_AT: forms.updatedAt } as const;

const formListSchema = z.object({
  ...pageSchema.shape,
  sort: z
    .array(z.object({ field: z.enum(FORM_SORT_FIELDS, message('validation.invalid')), direction: z.enum(SORT_DIRECTIONS, message('validation.invalid')) }))
    .max(4, message('validation.invalid'))
    .nullish(),
  filter: z
    .object({
      type: z.enum(FORM_TYPES, message('validation.invalid')).nullish(),
      status: z.enum(['ACTIVE', 'INACTIVE'], message('validation.invalid')).nullish(),
      businessId: idSchema.nullish(),
      search: searchSchema,
    })
    .nullish(),
});

/** forms(limit, sort, offset, filter): the organization's forms for its staff, newest first unless sorted. */
export async function formPage(scope: RequestScope, organizationId: string, args: Record<string, unknown>): Promise<FormPage> {
  const input = parseInput(formListSchema, args);
  const where: SQL[] = [eq(forms.organizationId, organizationId)];
  const filter = input.filter;
  if (filter?.type) where.push(eq(forms.type, filter.type));
  if (filter?.status) where.push(eq(forms.status, filter.status));
  if (filter?.businessId) where.push(eq(forms.businessId, filter.businessId));
  if (filter?.search) {
    const match = or(ilike(forms.name, containsPattern(filter.search)), ilike(forms.description, containsPattern(filter.search)));
    if (match) where.push(match);
  }
  const order = (input.sort ?? [{ field: 'CREATED_AT', direction: 'desc' }]).map((s) => (s.direction === 'asc' ? asc(sortColumn[s.field]) : desc(sortColumn[s.field])));
  const { db } = scope.deps;
  const [nodes, [total]] = await Promise.all([
    db.select().from(forms).where(and(...where)).orderBy(...order, asc(forms.id)).limit(input.limit).offset(input.offset),
    db.select({ n: count() }).from(forms).where(and(...where)),
  ]);
  return { nodes, totalCount: total?.n ?? 0, offset: input.offset };
}
