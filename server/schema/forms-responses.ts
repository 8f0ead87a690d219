import { requireClientAccess, requireGrant } from '../context.ts';
import { catalogueLoaders } from '../services/catalogue/loaders.ts';
import { auditHealthRead } from '../services/audit.ts';
import { badInput } from '../services/errors.ts';
import type { PersonView, UserResponseView } from '../services/forms/response-views.ts';
import { seesAnswers } from '../services/health-access.ts';
import { parseStoreInput, RESPONSE_SORT_FIELDS, storeUserResponse, updateUserResponse, userResponsePage, type ResponseActor } from '../services/forms/responses.ts';
import type { StoredFormScore } from '../db/schema/index.ts';
import type { RoleName } from '../services/roles.ts';
import { builder } from './builder.ts';
import { edgesOf, PageInfo, pageInfoOf, SortDirectionEnum, type Connection } from './catalogue-common.ts';
import { FormVersion } from './forms.ts';

const FormScore = builder.objectRef<StoredFormScore>('FormScore').implement({
  description: "The server's score of the answers (spec §5); the one that counts.",
  fields: (t) => ({
    checks: t.exposeInt('checks'),
    correct: t.exposeInt('correct'),
    percentage: t.exposeFloat('percentage'),
    passed: t.exposeBoolean('passed'),
  }),
});

const ResponsePerson = builder.objectRef<PersonView>('ResponsePerson').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
});

const UserResponse = builder.objectRef<UserResponseView>('UserResponse').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    clientDraftId: t.exposeID('clientDraftId'),
    answers: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Null for a RECEPTIONIST: the front desk sees that a form was completed, not the answers.',
      resolve: async (r, _args, ctx) => {
        if (!seesAnswers(ctx.roleHeaders.roleName)) return null;
        await auditHealthRead(ctx, 'UserResponse.answers', { organizationId: r.organizationId, clientId: r.createdFor });
        return r.answers;
      },
    }),
    formId: t.exposeID('formId'),
    formVersionId: t.exposeID('formVersionId'),
    formVersion: t.field({ type: FormVersion, nullable: true, resolve: (r, _args, ctx) => catalogueLoaders(ctx).formVersionById.load(r.formVersionId) }),
    productId: t.exposeID('productId'),
    categoryId: t.exposeID('categoryId'),
    orderItemId: t.exposeID('orderItemId', { nullable: true }),
    createdBy: t.field({ type: ResponsePerson, description: 'The user who stored the answers.', resolve: (r) => r.creator }),
    createdFor: t.field({ type: ResponsePerson, description: 'The client the answers are about (id is the client id).', resolve: (r) => r.subject }),
    score: t.field({
      type: FormScore,
      resolve: async (r, _args, ctx) => {
        await auditHealthRead(ctx, 'UserResponse.score', { organizationId: r.organizationId, clientId: r.createdFor });
        return r.score;
      },
    }),
    isHCPReviewed: t.exposeBoolean('isHcpReviewed'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const UserResponseEdge = builder.objectRef<{ node: UserResponseView; cursor: string }>('UserResponseEdge').implement({
  fields: (t) => ({ cursor: t.exposeString('cursor'), node: t.field({ type: UserResponse, resolve: (e) => e.node }) }),
});

const UserResponseConnection = builder.objectRef<Connection<UserResponseView>>('UserResponseConnection').implement({
  fields: (t) => ({
    edges: t.field({ type: [UserResponseEdge], resolve: edgesOf }),
    nodes: t.field({ type: [UserResponse], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    pageInfo: t.field({ type: PageInfo, resolve: pageInfoOf }),
  }),
});

const UserResponseSortField = builder.enumType('UserResponseSortField', { values: RESPONSE_SORT_FIELDS });

const UserResponseSort = builder.inputType('UserResponseSort', {
  fields: (t) => ({ field: t.field({ type: UserResponseSortField, required: true }), direction: t.field({ type: SortDirectionEnum, required: true }) }),
});

const UserResponseFilter = builder.inputType('UserResponseFilter', {
  fields: (t) => ({
    ids: t.idList(),
    clientId: t.id(),
    formId: t.id(),
    productId: t.id(),
    categoryId: t.id(),
    orderItemId: t.id(),
    isHCPReviewed: t.boolean(),
  }),
});

const StoreUserResponsesInput = builder.inputType('StoreUserResponsesInput', {
  fields: (t) => ({
    clientDraftId: t.id({ required: true, description: 'A UUID the client chose for this set of answers; sending it again returns the stored response.' }),
    formId: t.id({ required: true }),
    productId: t.id({ required: true }),
    categoryId: t.id({ required: true }),
    answers: t.field({ type: 'JSON', required: true }),
    orderItemId: t.id(),
    clientId: t.id({ description: "Whom the answers are about; a CLIENT's own client by default, required for staff." }),
  }),
});

const READ_ROLES: readonly RoleName[] = ['CLIENT', 'BUSINESS_ADMIN', 'RECEPTIONIST', 'HEALTHCARE_PROVIDER'];
// Receptionists and admins book for clients (spec §2 receptionist area); providers review, they do not answer.
const WRITE_ROLES: readonly RoleName[] = ['CLIENT', 'BUSINESS_ADMIN', 'RECEPTIONIST'];

const actorOf = (granted: Awaited<ReturnType<typeof requireGrant>>): ResponseActor => ({
  userId: granted.viewer.user.id,
  organizationId: granted.grant.organizationId,
  roleName: granted.grant.roleName,
  targetId: granted.grant.targetId,
});

builder.queryField('userResponses', (t) =>
  t.field({
    type: UserResponseConnection,
    description:
      "A CLIENT sees the responses about itself; a HEALTHCARE_PROVIDER those of clients with a session of its own (another client named in the filter is NOT_FOUND); BUSINESS_ADMIN and RECEPTIONIST those of their business's forms (a RECEPTIONIST without the answers).",
    args: {
      filter: t.arg({ type: UserResponseFilter }),
      sort: t.arg({ type: [UserResponseSort] }),
      limit: t.arg.int(),
      offset: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => userResponsePage(ctx, actorOf(await requireGrant(ctx, READ_ROLES)), args),
  }),
);

builder.mutationField('storeUserResponses', (t) =>
  t.field({
    type: UserResponse,
    description: "Validates the answers against the form's current version, scores them on the server and stores them once per clientDraftId.",
    args: { input: t.arg({ type: StoreUserResponsesInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const granted = await requireGrant(ctx, WRITE_ROLES);
      const input = parseStoreInput(args.input);
      const clientId = input.clientId ?? (granted.grant.roleName === 'CLIENT' ? granted.grant.targetId : undefined);
      if (!clientId) throw badInput({ 'input.clientId': 'validation.required' });
      const { client } = await requireClientAccess(ctx, clientId);
      return storeUserResponse(ctx, actorOf(granted), client.id, input);
    },
  }),
);

builder.mutationField('updateUserResponses', (t) =>
  t.field({
    type: UserResponse,
    description: 'New answers for a stored response, checked and scored against the version it was answered on.',
    args: { id: t.arg.id({ required: true }), answers: t.arg({ type: 'JSON', required: true }) },
    resolve: async (_root, args, ctx) => updateUserResponse(ctx, actorOf(await requireGrant(ctx, WRITE_ROLES)), args),
  }),
);
