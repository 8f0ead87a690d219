import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { WorkflowConfiguration } from '../../../src/domain/workflow/workflow-configuration.ts';
import { resolveWorkflow } from '../../../src/domain/workflow/workflow-version.ts';
import { businesses, categories } from '../../db/schema/index.ts';
import { appError, parseInput } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';
import { idSchema } from './inputs.ts';
import { catalogueLoaders, type CategoryRow, type WorkflowVersionRow } from './loaders.ts';

/** A category's usable workflow: its current version, parsed and validated (spec §4 "Workflows"). */
export type WorkflowView = {
  id: string;
  workflowId: string;
  categoryId: string;
  version: number;
  currentFlag: boolean;
  feConfiguration: WorkflowConfiguration;
};

export type WorkflowLog = (line: string) => void;

const warn: WorkflowLog = (line) => console.warn(line);

/**
 * The current version of a category's workflow, or null when there is none or it cannot be used: text that
 * does not parse or a configuration the domain's validator rejects is logged and treated as absent.
 */
export function currentWorkflow(categoryId: string, versions: readonly WorkflowVersionRow[], log: WorkflowLog = warn): WorkflowView | null {
  const resolution = resolveWorkflow(versions);
  if (!resolution.ok) {
    if (resolution.reason === 'parseFailed') log(`[workflow] category ${categoryId} version ${resolution.versionId}: ${resolution.message}`);
    if (resolution.reason === 'invalid') log(`[workflow] category ${categoryId} version ${resolution.versionId}: ${resolution.error.message}${resolution.error.state ? ` (${resolution.error.state})` : ''}`);
    return null;
  }
  const version = versions.find((v) => v.id === resolution.versionId);
  if (!version) return null;
  return { id: version.id, workflowId: version.workflowId, categoryId, version: version.version, currentFlag: version.currentFlag, feConfiguration: resolution.workflow };
}

/** The workflow of a category already loaded (Category.workflow). */
export async function workflowOfCategory(scope: RequestScope, category: CategoryRow): Promise<WorkflowView | null> {
  const versions = await catalogueLoaders(scope).workflowVersionsOfCategory.load(category.id);
  return currentWorkflow(category.id, versions);
}

/**
 * workflow(id): `id` is the category's id (workflows are stored per category; their text workflowId is unique
 * only within a business). NOT_FOUND for an unknown or inactive category or business; null for no usable workflow.
 */
export async function workflowById(scope: RequestScope, args: { id: unknown }): Promise<WorkflowView | null> {
  const { id: categoryId } = parseInput(z.object({ id: idSchema }), args);
  const [category] = await scope.deps.db
    .select({ category: categories })
    .from(categories)
    .innerJoin(businesses, eq(businesses.id, categories.businessId))
    .where(and(eq(categories.id, categoryId), eq(categories.status, 'ACTIVE'), eq(businesses.status, 'ACTIVE')))
    .limit(1);
  if (!category) throw appError('NOT_FOUND');
  return workflowOfCategory(scope, category.category);
}
