// The forms editor's API (issue 16): a business admin's forms with every version, its texts per language and
// how many answers each version holds; create, publish a new version, take out of use.
import { count, eq } from 'drizzle-orm';
import { requireBusinessAdmin } from '../services/admin/require-admin.ts';
import {
  createForm,
  createFormInputSchema,
  formBusinessId,
  formById,
  formsOfBusiness,
  publishFormVersion,
  publishFormVersionInputSchema,
  setFormStatus,
  setFormStatusInputSchema,
  textsOfVersion,
  versionsOfForm,
  type FormVersionTextRow,
} from '../services/admin/forms/admin-forms.ts';
import type { FormRow, FormVersionRow } from '../services/catalogue/loaders.ts';
import { parseInput } from '../services/errors.ts';
import { userResponses } from '../db/schema/index.ts';
import { isFormType } from '../services/forms/form-types.ts';
import { invalidatePublicContent } from '../services/public-cache.ts';
import { builder } from './builder.ts';
import { FormTypeEnum } from './forms.ts';

const AdminFormVersionText = builder.objectRef<FormVersionTextRow>('AdminFormVersionText').implement({
  description: "A form version's words in one language (form_version_texts): texts by JSON pointer into { schema, uiSchema }.",
  fields: (t) => ({
    locale: t.exposeString('locale'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    texts: t.field({ type: 'JSON', resolve: (row) => row.texts }),
  }),
});

const AdminFormVersion = builder.objectRef<FormVersionRow>('AdminFormVersion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    version: t.exposeInt('version'),
    schema: t.field({ type: 'JSON', resolve: (v) => v.schema }),
    uiSchema: t.field({ type: 'JSON', resolve: (v) => v.uiSchema }),
    currentFlag: t.exposeBoolean('currentFlag'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    texts: t.field({ type: [AdminFormVersionText], resolve: (v, _args, ctx) => textsOfVersion(ctx.deps.db, v.id) }),
    answerCount: t.int({
      description: 'Stored answers given to this very version (they stay on it when a newer version is published).',
      resolve: async (v, _args, ctx) => {
        const [row] = await ctx.deps.db.select({ n: count() }).from(userResponses).where(eq(userResponses.formVersionId, v.id));
        return row?.n ?? 0;
      },
    }),
  }),
});

export const AdminForm = builder.objectRef<FormRow>('AdminForm').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    type: t.field({ type: FormTypeEnum, nullable: true, resolve: (f) => (isFormType(f.type) ? f.type : null) }),
    status: t.exposeString('status'),
    businessId: t.exposeID('businessId'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    versions: t.field({ type: [AdminFormVersion], description: 'Newest first.', resolve: (f, _args, ctx) => versionsOfForm(ctx.deps.db, f.id) }),
  }),
});

const FormTranslationInput = builder.inputType('FormTranslationInput', {
  fields: (t) => ({
    locale: t.string({ required: true, description: 'es, fr or pt (English is the version itself).' }),
    name: t.string(),
    description: t.string(),
    texts: t.field({ type: 'JSON', description: 'Texts by JSON pointer into { schema, uiSchema }.' }),
  }),
});

const CreateFormInput = builder.inputType('CreateFormInput', {
  fields: (t) => ({
    idempotencyKey: t.id({ required: true }),
    businessId: t.id({ required: true }),
    type: t.field({ type: FormTypeEnum, required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    schema: t.field({ type: 'JSON', required: true }),
    uiSchema: t.field({ type: 'JSON' }),
    passingPercentage: t.float({ description: "The pass mark (0 to 100), written into the schema's root keyword passingPercentage." }),
    translations: t.field({ type: [FormTranslationInput] }),
  }),
});

const PublishFormVersionInput = builder.inputType('PublishFormVersionInput', {
  fields: (t) => ({
    idempotencyKey: t.id({ required: true }),
    formId: t.id({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    schema: t.field({ type: 'JSON', required: true }),
    uiSchema: t.field({ type: 'JSON' }),
    passingPercentage: t.float({ description: "The pass mark (0 to 100), written into the schema's root keyword passingPercentage." }),
    translations: t.field({ type: [FormTranslationInput] }),
  }),
});

const SetFormStatusInput = builder.inputType('SetFormStatusInput', {
  fields: (t) => ({ formId: t.id({ required: true }), status: t.string({ required: true, description: 'ACTIVE or INACTIVE.' }) }),
});

builder.queryField('adminForms', (t) =>
  t.field({
    type: [AdminForm],
    description: "The business's forms (admin), by name.",
    args: { businessId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireBusinessAdmin(ctx, String(args.businessId));
      return formsOfBusiness(ctx.deps.db, String(args.businessId));
    },
  }),
);

builder.queryField('adminForm', (t) =>
  t.field({
    type: AdminForm,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const businessId = await formBusinessId(ctx.deps.db, String(args.id));
      await requireBusinessAdmin(ctx, businessId);
      return formById(ctx.deps.db, String(args.id));
    },
  }),
);

// GraphQL nulls become absent so the zod defaults apply.
const absentNulls = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
const inputOf = (value: Record<string, unknown>) => ({
  ...absentNulls(value),
  translations: Array.isArray(value['translations']) ? (value['translations'] as Record<string, unknown>[]).map(absentNulls) : undefined,
});

builder.mutationField('createForm', (t) =>
  t.field({
    type: AdminForm,
    description: 'A new form with its first version (current). Idempotent by idempotencyKey.',
    args: { input: t.arg({ type: CreateFormInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(createFormInputSchema, inputOf(args.input), 'input');
      const granted = await requireBusinessAdmin(ctx, input.businessId);
      const changed = await createForm(ctx.deps.db, granted, input);
      // Forms and workflows are read by the public catalogue: cached answers go in every process.
      invalidatePublicContent(ctx.deps, granted.grant.organizationId);
      return changed;
    },
  }),
);

builder.mutationField('publishFormVersion', (t) =>
  t.field({
    type: AdminFormVersion,
    description: 'A new version of the form that becomes current; answers given to earlier versions stay on them. Idempotent by idempotencyKey.',
    args: { input: t.arg({ type: PublishFormVersionInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(publishFormVersionInputSchema, inputOf(args.input), 'input');
      const granted = await requireBusinessAdmin(ctx, await formBusinessId(ctx.deps.db, input.formId));
      const changed = await publishFormVersion(ctx.deps.db, granted, input);
      // Forms and workflows are read by the public catalogue: cached answers go in every process.
      invalidatePublicContent(ctx.deps, granted.grant.organizationId);
      return changed;
    },
  }),
);

builder.mutationField('setFormStatus', (t) =>
  t.field({
    type: AdminForm,
    args: { input: t.arg({ type: SetFormStatusInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(setFormStatusInputSchema, args.input, 'input');
      const granted = await requireBusinessAdmin(ctx, await formBusinessId(ctx.deps.db, input.formId));
      const changed = await setFormStatus(ctx.deps.db, granted, input);
      // Forms and workflows are read by the public catalogue: cached answers go in every process.
      invalidatePublicContent(ctx.deps, granted.grant.organizationId);
      return changed;
    },
  }),
);
