// The workflows editor's writes (issue 16): a category's workflow configuration is published as a new version
// that becomes the current one (currentFlag). Versions are never changed once written: the earlier ones stay
// for the record and for the audit log's before/after.
import { and, asc, desc, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { message } from '../../../../src/domain/validation/messages.ts';
import { checkWorkflowText } from '../../../../src/domain/workflows/workflow-check.ts';
import type { Granted } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { categories, categoryWorkflowVersions } from '../../../db/schema/index.ts';
import { idSchema } from '../../catalogue/inputs.ts';
import { appError, parseInput } from '../../errors.ts';
import { recordAdminChange } from '../admin-audit.ts';
import { replayOf } from '../forms/replay.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type WorkflowVersionRow = typeof categoryWorkflowVersions.$inferSelect;

export const publishWorkflowInputSchema = z.object({
  idempotencyKey: idSchema,
  categoryId: idSchema,
  feConfiguration: z.string(message('validation.required')).max(200_000, message('validation.tooLong')),
});

/** The category's business, for the admin check; NOT_FOUND when there is no such category. */
export async function categoryBusinessId(db: Database, categoryId: string): Promise<string> {
  const { id } = parseInput(z.object({ id: idSchema }), { id: categoryId });
  const [row] = await db.select({ businessId: categories.businessId }).from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw appError('NOT_FOUND');
  return row.businessId;
}

export async function categoriesOfBusiness(db: Database, businessId: string): Promise<CategoryRow[]> {
  return db.select().from(categories).where(eq(categories.businessId, businessId)).orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** Every version of a category's workflow, newest first. */
export async function workflowVersionsOf(db: Database, categoryId: string): Promise<WorkflowVersionRow[]> {
  return db.select().from(categoryWorkflowVersions).where(eq(categoryWorkflowVersions.categoryId, categoryId)).orderBy(desc(categoryWorkflowVersions.version));
}

/**
 * publishWorkflowVersion: §4's rules first (refused with the spec's message, extensions.reason WORKFLOW_INVALID
 * and the rule's code), then the next version, current, with the others no longer current. The key is its id.
 */
export async function publishWorkflowVersion(db: Database, granted: Granted, input: z.output<typeof publishWorkflowInputSchema>): Promise<WorkflowVersionRow> {
  const check = checkWorkflowText(input.feConfiguration);
  if (!check.valid) {
    throw appError('BAD_USER_INPUT', check.error.message, {
      reason: 'WORKFLOW_INVALID',
      workflowError: check.error.code,
      ...(check.error.state ? { state: check.error.state } : {}),
      fields: { feConfiguration: 'validation.invalid' },
    });
  }
  // Stored as the admin wrote it, re-serialised so the text is canonical JSON.
  const text = JSON.stringify(check.workflow, null, 2);
  return db.transaction(async (tx) => {
    const [category] = await tx.select().from(categories).where(eq(categories.id, input.categoryId)).for('update');
    if (!category || category.organizationId !== granted.grant.organizationId) throw appError('NOT_FOUND');
    const [earlier] = await tx.select().from(categoryWorkflowVersions).where(eq(categoryWorkflowVersions.id, input.idempotencyKey)).limit(1);
    if (earlier) return replayOf(earlier, { categoryId: earlier.categoryId, config: JSON.parse(earlier.feConfiguration) as unknown }, { categoryId: category.id, config: check.workflow });
    const [before] = await tx.select().from(categoryWorkflowVersions).where(and(eq(categoryWorkflowVersions.categoryId, category.id), eq(categoryWorkflowVersions.currentFlag, true)));
    const [{ latest } = { latest: 0 }] = await tx.select({ latest: max(categoryWorkflowVersions.version) }).from(categoryWorkflowVersions).where(eq(categoryWorkflowVersions.categoryId, category.id));
    await tx.update(categoryWorkflowVersions).set({ currentFlag: false }).where(and(eq(categoryWorkflowVersions.categoryId, category.id), eq(categoryWorkflowVersions.currentFlag, true)));
    const workflowId = typeof check.workflow.id === 'string' && check.workflow.id.trim() !== '' ? check.workflow.id : (before?.workflowId ?? category.code.toLowerCase());
    const [row] = await tx
      .insert(categoryWorkflowVersions)
      .values({ id: input.idempotencyKey, organizationId: category.organizationId, categoryId: category.id, workflowId, version: (latest ?? 0) + 1, feConfiguration: text, currentFlag: true })
      .returning();
    if (!row) throw new Error('workflow version not written');
    await recordAdminChange(tx, { granted, entityType: 'category_workflow', entityId: category.id, action: 'PUBLISH', before: before ?? null, after: row });
    return row;
  });
}
