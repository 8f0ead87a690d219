import { sanitizeLanguage } from '../../src/domain/language.ts';
import { requireGrant } from '../context.ts';
import { formInLanguage, versionInLanguage, type FormView } from '../services/forms/form-languages.ts';
import type { FormVersionRow } from '../services/catalogue/loaders.ts';
import { FORM_TYPES, isFormType } from '../services/forms/form-types.ts';
import { currentFormVersion, FORM_SORT_FIELDS, formPage, publicForm } from '../services/forms/forms.ts';
import { catalogueLoaders } from '../services/catalogue/loaders.ts';
import type { RoleName } from '../services/roles.ts';
import { builder } from './builder.ts';
import { edgesOf, PageInfo, pageInfoOf, SortDirectionEnum, type Connection } from './catalogue-common.ts';

export const FormTypeEnum = builder.enumType('FormType', { values: FORM_TYPES });

export const FormVersion = builder.objectRef<FormVersionRow>('FormVersion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    formId: t.exposeID('formId'),
    version: t.exposeInt('version'),
    schema: t.field({ type: 'JSON', description: 'The JSON schema rendered by @rjsf; expectedAnswer and passingPercentage drive scoring.', resolve: (v) => v.schema }),
    uiSchema: t.field({ type: 'JSON', resolve: (v) => v.uiSchema }),
    currentFlag: t.exposeBoolean('currentFlag'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const Form = builder.objectRef<FormView>('Form').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    // Stored as text; a value outside the spec's list (older data) reads as null rather than failing the query.
    type: t.field({ type: FormTypeEnum, nullable: true, resolve: (f) => (isFormType(f.type) ? f.type : null) }),
    status: t.exposeString('status'),
    businessId: t.exposeID('businessId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    versions: t.field({ type: [FormVersion], description: 'Newest first.', resolve: (f, _args, ctx) => catalogueLoaders(ctx).formVersionsOfForm.load(f.id) }),
    currentVersion: t.field({
      type: FormVersion,
      nullable: true,
      resolve: async (f, _args, ctx) => {
        const version = await currentFormVersion(ctx, f.id);
        return version ? versionInLanguage(ctx, version, f.language) : null;
      },
    }),
  }),
});

const FormEdge = builder.objectRef<{ node: FormView; cursor: string }>('FormEdge').implement({
  fields: (t) => ({ cursor: t.exposeString('cursor'), node: t.field({ type: Form, resolve: (e) => e.node }) }),
});

const FormConnection = builder.objectRef<Connection<FormView>>('FormConnection').implement({
  fields: (t) => ({
    edges: t.field({ type: [FormEdge], resolve: edgesOf }),
    nodes: t.field({ type: [Form], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    pageInfo: t.field({ type: PageInfo, resolve: pageInfoOf }),
  }),
});

const FormSortField = builder.enumType('FormSortField', { values: FORM_SORT_FIELDS });

const FormSort = builder.inputType('FormSort', {
  fields: (t) => ({ field: t.field({ type: FormSortField, required: true }), direction: t.field({ type: SortDirectionEnum, required: true }) }),
});

const FormFilter = builder.inputType('FormFilter', {
  fields: (t) => ({ type: t.field({ type: FormTypeEnum }), status: t.string(), businessId: t.id(), search: t.string() }),
});

/** Staff who work with a business's forms (spec §6 names no more). */
const FORM_STAFF_ROLES: readonly RoleName[] = ['BUSINESS_ADMIN', 'RECEPTIONIST', 'HEALTHCARE_PROVIDER'];

builder.queryField('form', (t) =>
  t.field({
    type: Form,
    description:
      'An ACTIVE form of an active business with its current version (public: pre-assessments are answered before logging in), in `locale` (else the x-language header), falling back to English text by text.',
    args: { id: t.arg.id({ required: true }), locale: t.arg.string() },
    resolve: async (_root, args, ctx) => formInLanguage(ctx, await publicForm(ctx, { id: args.id }), sanitizeLanguage(args.locale) ?? ctx.language ?? 'en'),
  }),
);

builder.queryField('forms', (t) =>
  t.field({
    type: FormConnection,
    description: "The organization's forms, for its staff.",
    args: {
      limit: t.arg.int(),
      offset: t.arg.int(),
      sort: t.arg({ type: [FormSort] }),
      filter: t.arg({ type: FormFilter }),
    },
    resolve: async (_root, args, ctx) => {
      const { grant } = await requireGrant(ctx, FORM_STAFF_ROLES);
      return formPage(ctx, grant.organizationId, args);
    },
  }),
);
