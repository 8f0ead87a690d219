// The workflows editor's API (issue 16): a business's categories with every workflow version, and publishing a
// new configuration (validated by §4's rules; refused with the spec's message) that becomes current.
import { requireBusinessAdmin } from '../services/admin/require-admin.ts';
import {
  categoriesOfBusiness,
  categoryBusinessId,
  publishWorkflowInputSchema,
  publishWorkflowVersion,
  workflowVersionsOf,
  type CategoryRow,
  type WorkflowVersionRow,
} from '../services/admin/workflows/admin-workflows.ts';
import { parseInput } from '../services/errors.ts';
import { invalidatePublicContent } from '../services/public-cache.ts';
import { builder } from './builder.ts';

const AdminWorkflowVersion = builder.objectRef<WorkflowVersionRow>('AdminWorkflowVersion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    categoryId: t.exposeID('categoryId'),
    workflowId: t.exposeString('workflowId'),
    version: t.exposeInt('version'),
    feConfiguration: t.exposeString('feConfiguration', { description: 'The xstate machine configuration as JSON text.' }),
    currentFlag: t.exposeBoolean('currentFlag'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AdminWorkflowCategory = builder.objectRef<CategoryRow>('AdminWorkflowCategory').implement({
  description: 'A category as the workflows editor shows it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    status: t.exposeString('status'),
    workflowVersions: t.field({ type: [AdminWorkflowVersion], description: 'Newest first.', resolve: (c, _args, ctx) => workflowVersionsOf(ctx.deps.db, c.id) }),
  }),
});

const PublishWorkflowInput = builder.inputType('PublishWorkflowInput', {
  fields: (t) => ({
    idempotencyKey: t.id({ required: true }),
    categoryId: t.id({ required: true }),
    feConfiguration: t.string({ required: true, description: 'JSON text of the machine configuration.' }),
  }),
});

builder.queryField('adminWorkflowCategories', (t) =>
  t.field({
    type: [AdminWorkflowCategory],
    args: { businessId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireBusinessAdmin(ctx, String(args.businessId));
      return categoriesOfBusiness(ctx.deps.db, String(args.businessId));
    },
  }),
);

builder.mutationField('publishWorkflowVersion', (t) =>
  t.field({
    type: AdminWorkflowVersion,
    description:
      "A new version of the category's workflow that becomes current (currentFlag). An invalid configuration is refused with §4's message (extensions.reason WORKFLOW_INVALID, workflowError the rule). Idempotent by idempotencyKey.",
    args: { input: t.arg({ type: PublishWorkflowInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(publishWorkflowInputSchema, args.input, 'input');
      const granted = await requireBusinessAdmin(ctx, await categoryBusinessId(ctx.deps.db, input.categoryId));
      const changed = await publishWorkflowVersion(ctx.deps.db, granted, input);
      // Forms and workflows are read by the public catalogue: cached answers go in every process.
      invalidatePublicContent(ctx.deps, granted.grant.organizationId);
      return changed;
    },
  }),
);
