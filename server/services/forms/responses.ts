import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { passingPercentageOf, scoreFormAnswers } from '../../../src/domain/forms/form-scoring.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import { categories, formVersions, forms, orderItems, productCategories, products, userResponses, type StoredFormScore } from '../../db/schema/index.ts';
import type { FormVersionRow } from '../catalogue/loaders.ts';
import { idSchema, pageSchema, SORT_DIRECTIONS } from '../catalogue/inputs.ts';
import { appError, badInput, parseInput } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';
import type { RoleName } from '../roles.ts';
import { providerClientCondition, providerTreatsClient } from '../health-access.ts';
import type { Database } from '../../db/client.ts';
import { assertValidAnswers } from './answers.ts';
import { countResponses, responseById, selectResponses, type ResponseOrder, type UserResponseView } from './response-views.ts';

/** The caller, from the grant it acts in: CLIENT grants are over one client (targetId). */
export type ResponseActor = { userId: string; organizationId: string; roleName: RoleName; targetId: string };

const MAX_ANSWERS_JSON = 100_000;

const answersSchema = z
  .record(z.string(), z.unknown(), message('validation.invalid'))
  .refine((answers) => JSON.stringify(answers).length <= MAX_ANSWERS_JSON, message('validation.tooLong'));

const optionalId = idSchema.nullish().transform((v) => v ?? undefined);

const storeSchema = z.object({
  clientDraftId: idSchema,
  formId: idSchema,
  productId: idSchema,
  categoryId: idSchema,
  orderItemId: optionalId,
  clientId: optionalId,
  answers: answersSchema,
});

export type StoreResponseInput = z.output<typeof storeSchema>;

/** Checks a storeUserResponses input at the edge (BAD_USER_INPUT with fields under `input.`). */
export function parseStoreInput(input: unknown): StoreResponseInput {
  return parseInput(storeSchema, input, 'input');
}

/** The server's score, which is the one that counts (spec §5); the client's own score is never trusted. */
function scoreOf(version: FormVersionRow, answers: Record<string, unknown>): StoredFormScore {
  const score = scoreFormAnswers(version.schema, answers, passingPercentageOf(version.schema));
  return { checks: score.checks, correct: score.correct, percentage: score.percentage, passed: score.passed };
}

/**
 * The form (ACTIVE, in the organization) with its current version, the product it is answered for (ACTIVE,
 * same business as the form) and a category of that product. Other organizations' ids are NOT_FOUND.
 */
async function answerTarget(scope: RequestScope, organizationId: string, input: StoreResponseInput): Promise<FormVersionRow> {
  const { db } = scope.deps;
  const [form] = await db
    .select({ form: forms, version: formVersions })
    .from(forms)
    .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.currentFlag, true)))
    .where(and(eq(forms.id, input.formId), eq(forms.organizationId, organizationId), eq(forms.status, 'ACTIVE')))
    .limit(1);
  if (!form) throw appError('NOT_FOUND');
  const [product] = await db
    .select({ businessId: products.businessId })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.organizationId, organizationId), eq(products.status, 'ACTIVE')))
    .limit(1);
  if (!product) throw appError('NOT_FOUND');
  if (product.businessId !== form.form.businessId) throw badInput({ 'input.formId': 'validation.invalid' });
  const [category] = await db
    .select({ id: categories.id })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(eq(productCategories.productId, input.productId), eq(productCategories.categoryId, input.categoryId), eq(categories.status, 'ACTIVE')))
    .limit(1);
  if (!category) throw badInput({ 'input.categoryId': 'validation.invalid' });
  return form.version;
}

async function assertOrderItemOf(scope: RequestScope, organizationId: string, clientId: string, orderItemId: string): Promise<void> {
  const [item] = await scope.deps.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.organizationId, organizationId), eq(orderItems.clientId, clientId)))
    .limit(1);
  if (!item) throw appError('NOT_FOUND');
}

async function draftOf(scope: RequestScope, actor: ResponseActor, clientId: string, clientDraftId: string): Promise<UserResponseView | undefined> {
  const [existing] = await selectResponses(scope.deps.db, [eq(userResponses.createdBy, actor.userId), eq(userResponses.clientDraftId, clientDraftId)]);
  if (!existing) return undefined;
  // A draft id is the creator's own; reusing it for another client or organization is a client bug.
  if (existing.organizationId !== actor.organizationId || existing.createdFor !== clientId) throw badInput({ 'input.clientDraftId': 'validation.invalid' });
  return existing;
}

/**
 * storeUserResponses: validates the answers against the form's current version, scores them and stores them
 * with that version. Idempotent by clientDraftId: sending the same draft again returns the stored response.
 * The caller's access to `clientId` is already checked.
 */
export async function storeUserResponse(scope: RequestScope, actor: ResponseActor, clientId: string, input: StoreResponseInput): Promise<UserResponseView> {
  const { db, now } = scope.deps;
  const earlier = await draftOf(scope, actor, clientId, input.clientDraftId);
  if (earlier) return earlier;
  const version = await answerTarget(scope, actor.organizationId, input);
  if (input.orderItemId) await assertOrderItemOf(scope, actor.organizationId, clientId, input.orderItemId);
  assertValidAnswers(version, input.answers, 'input.answers');
  const at = now();
  const [inserted] = await db
    .insert(userResponses)
    .values({
      organizationId: actor.organizationId,
      formId: input.formId,
      formVersionId: version.id,
      productId: input.productId,
      categoryId: input.categoryId,
      orderItemId: input.orderItemId ?? null,
      createdBy: actor.userId,
      createdFor: clientId,
      answers: input.answers,
      score: scoreOf(version, input.answers),
      clientDraftId: input.clientDraftId,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: [userResponses.createdBy, userResponses.clientDraftId] })
    .returning({ id: userResponses.id });
  // Nothing inserted: a retry of the same draft won the race; answer with what it stored.
  const stored = inserted ? await responseById(db, inserted.id, actor.organizationId) : await draftOf(scope, actor, clientId, input.clientDraftId);
  if (!stored) throw appError('INTERNAL_SERVER_ERROR');
  return stored;
}

const updateSchema = z.object({ id: idSchema, answers: answersSchema });

/**
 * updateUserResponses: new answers for a response, checked against and scored with the version it was first
 * answered on. A CLIENT changes only its own; once a provider has reviewed the answers they are final.
 */
export async function updateUserResponse(scope: RequestScope, actor: ResponseActor, args: { id: unknown; answers?: unknown }): Promise<UserResponseView> {
  const { db, now } = scope.deps;
  const input = parseInput(updateSchema, args);
  const response = await responseById(db, input.id, actor.organizationId);
  if (!response || (actor.roleName === 'CLIENT' && response.createdFor !== actor.targetId)) throw appError('NOT_FOUND');
  if (response.isHcpReviewed) throw appError('FORBIDDEN', 'These answers have been reviewed by a healthcare provider and can no longer be changed.');
  const [version] = await db.select().from(formVersions).where(eq(formVersions.id, response.formVersionId)).limit(1);
  if (!version) throw appError('INTERNAL_SERVER_ERROR');
  assertValidAnswers(version, input.answers);
  await db
    .update(userResponses)
    .set({ answers: input.answers, score: scoreOf(version, input.answers), updatedAt: now() })
    .where(and(eq(userResponses.id, response.id), eq(userResponses.organizationId, actor.organizationId)));
  const updated = await responseById(db, response.id, actor.organizationId);
  if (!updated) throw appError('INTERNAL_SERVER_ERROR');
  return updated;
}

export const RESPONSE_SORT_FIELDS = ['CREATED_AT', 'UPDATED_AT'] as const;

const listSchema = z.object({
  ...pageSchema.shape,
  sort: z
    .array(z.object({ field: z.enum(RESPONSE_SORT_FIELDS, message('validation.invalid')), direction: z.enum(SORT_DIRECTIONS, message('validation.invalid')) }))
    .max(2, message('validation.invalid'))
    .nullish(),
  filter: z
    .object({
      ids: z.array(idSchema).max(100, message('validation.invalid')).nullish(),
      clientId: optionalId,
      formId: optionalId,
      productId: optionalId,
      categoryId: optionalId,
      orderItemId: optionalId,
      isHCPReviewed: z.boolean().nullish(),
    })
    .nullish(),
});

export type ResponsePage = { nodes: UserResponseView[]; totalCount: number; offset: number };

/**
 * Whose responses the caller reads (server/services/health-access.ts): a CLIENT its own; a HEALTHCARE_PROVIDER
 * those of clients with a booked session of its own (a client named in the filter without one is NOT_FOUND);
 * BUSINESS_ADMIN and RECEPTIONIST those answered on their business's forms (the answers themselves are hidden
 * from a RECEPTIONIST by the UserResponse type).
 */
async function readerScope(db: Database, actor: ResponseActor, clientId: string | undefined): Promise<SQL[]> {
  if (actor.roleName === 'CLIENT') return [eq(userResponses.createdFor, actor.targetId)];
  if (actor.roleName === 'HEALTHCARE_PROVIDER') {
    const provider = { organizationId: actor.organizationId, userId: actor.userId };
    if (clientId && !(await providerTreatsClient(db, provider, clientId))) throw appError('NOT_FOUND');
    return [providerClientCondition(db, provider, userResponses.createdFor)];
  }
  if (actor.roleName === 'BUSINESS_ADMIN' || actor.roleName === 'RECEPTIONIST') {
    return [inArray(userResponses.formId, db.select({ id: forms.id }).from(forms).where(and(eq(forms.organizationId, actor.organizationId), eq(forms.businessId, actor.targetId))))];
  }
  throw appError('NOT_FOUND');
}

/** userResponses: a CLIENT sees only responses about itself; staff as readerScope says. */
export async function userResponsePage(scope: RequestScope, actor: ResponseActor, args: Record<string, unknown>): Promise<ResponsePage> {
  const input = parseInput(listSchema, args);
  const filter = input.filter;
  if (actor.roleName === 'CLIENT' && filter?.clientId && filter.clientId !== actor.targetId) throw appError('FORBIDDEN');
  const { db } = scope.deps;
  const where: SQL[] = [eq(userResponses.organizationId, actor.organizationId), ...(await readerScope(db, actor, filter?.clientId))];
  if (filter?.clientId) where.push(eq(userResponses.createdFor, filter.clientId));
  if (filter?.ids) where.push(inArray(userResponses.id, filter.ids));
  if (filter?.formId) where.push(eq(userResponses.formId, filter.formId));
  if (filter?.productId) where.push(eq(userResponses.productId, filter.productId));
  if (filter?.categoryId) where.push(eq(userResponses.categoryId, filter.categoryId));
  if (filter?.orderItemId) where.push(eq(userResponses.orderItemId, filter.orderItemId));
  if (typeof filter?.isHCPReviewed === 'boolean') where.push(eq(userResponses.isHcpReviewed, filter.isHCPReviewed));
  const order: ResponseOrder[] = (input.sort ?? [{ field: 'CREATED_AT', direction: 'desc' }]).map((s) => ({
    column: s.field === 'CREATED_AT' ? 'createdAt' : 'updatedAt',
    direction: s.direction,
  }));
  const [nodes, totalCount] = await Promise.all([selectResponses(db, where, order, input), countResponses(db, where)]);
  return { nodes, totalCount, offset: input.offset };
}
