// The front desk's clients (issue 15, spec §2 receptionist area, §3 client creation fields, §5): list with
// search and paging, one client, create (one mutation at the end of the 3-step form), edit, resend the
// invitation; and the public set-password step of the invitation link. Every desk operation needs a
// RECEPTIONIST grant (server/services/reception/access.ts); another tenant's client is NOT_FOUND.
import { CLIENT_FORM_GENDERS, HEIGHT_UNITS, PHONE_CODES } from '../../src/domain/reception/client-form.ts';
import { RECEPTION_CLIENT_STATUSES } from '../../src/domain/reception/reception-constants.ts';
import { WEIGHT_UNITS } from '../../src/domain/progress/weight.ts';
import { appError } from '../services/errors.ts';
import { requireDeskClient, requireReception } from '../services/reception/access.ts';
import { clientSearchCache } from '../services/reception/client-search-cache.ts';
import type { ReceptionClientPage } from '../services/reception/client-search.ts';
import { invitationExpiry, personEditable, readClientView, type ReceptionClientView } from '../services/reception/client-view.ts';
import { CREATE_OUTCOMES, receptionCreateClient, resendInvitation, type CreateClientResult } from '../services/reception/create-client.ts';
import { invitationDetails, setPasswordFromInvitation, type InvitationDetails } from '../services/reception/invitations.ts';
import { receptionUpdateClient } from '../services/reception/update-client.ts';
import type { GraphQLContext } from '../context.ts';
import { builder } from './builder.ts';
import { ClientAddress } from './client.ts';
import { GenderEnum } from './enums.ts';

const ReceptionClientStatusEnum = builder.enumType('ReceptionClientStatus', {
  values: RECEPTION_CLIENT_STATUSES,
  description: 'ACTIVE: can sign in. PENDING: invited at the desk, no password set yet.',
});
const HeightUnitEnum = builder.enumType('HeightUnit', { values: HEIGHT_UNITS, description: 'FT_IN: feet and inches; CM: centimetres.' });
const WeightUnitEnum = builder.enumType('ClientWeightUnit', { values: WEIGHT_UNITS });
const ClientFormGenderEnum = builder.enumType('ClientFormGender', { values: CLIENT_FORM_GENDERS, description: 'Creation forms offer male or female (spec §3).' });
const CreateOutcomeEnum = builder.enumType('ReceptionCreateOutcome', {
  values: CREATE_OUTCOMES,
  description: 'CREATED: a new person, invited to set a password. LINKED: the email already had an account elsewhere on the platform; it is now also a client here (not duplicated). EXISTING: already a client here.',
});

export const ReceptionClient = builder.objectRef<ReceptionClientView>('ReceptionClient').implement({
  description: "A client of the receptionist's organization as the front desk sees it (no health data).",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The client id (what createOrder, storeUserResponses and holdSlot take as clientId).' }),
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    dob: t.exposeString('dob', { nullable: true, description: 'YYYY-MM-DD.' }),
    gender: t.field({ type: GenderEnum, nullable: true, resolve: (c) => (c.gender === 'MALE' || c.gender === 'FEMALE' || c.gender === 'OTHER' ? c.gender : null) }),
    phoneCode: t.exposeString('phoneCode'),
    phone: t.exposeString('phone', { nullable: true, description: '10 national digits.' }),
    timezone: t.exposeString('timezone', { nullable: true }),
    heightCm: t.exposeFloat('heightCm', { nullable: true }),
    heightUnit: t.field({ type: HeightUnitEnum, resolve: (c) => (c.heightUnit === 'FT_IN' ? 'FT_IN' : 'CM') }),
    weight: t.exposeFloat('weightValue', { nullable: true }),
    weightUnit: t.field({ type: WeightUnitEnum, nullable: true, resolve: (c) => (c.weightUnit === 'Kg' || c.weightUnit === 'Lb' ? c.weightUnit : null) }),
    status: t.field({ type: ReceptionClientStatusEnum, resolve: (c) => c.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
    defaultAddress: t.field({ type: ClientAddress, nullable: true, resolve: (c) => c.defaultAddress }),
    invitationExpiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'While PENDING: when the latest set-password link stops working. One read per client: ask for it on the client screen, not in the list.',
      resolve: (c, _args, ctx) => invitationExpiry(ctx.deps.db, c),
    }),
    personEditable: t.boolean({
      description:
        'False when the person is also a client of another clinic: names, email, date of birth, gender, phone and timezone are theirs (receptionUpdateClient refuses them); height, weight and address stay editable. One read per client: ask for it on the client screen, not in the list.',
      resolve: (c, _args, ctx) => personEditable(ctx.deps.db, c),
    }),
  }),
});

const ReceptionClientPageRef = builder.objectRef<ReceptionClientPage>('ReceptionClientPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [ReceptionClient], resolve: (p) => p.nodes }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page', { description: 'Zero-based.' }),
    pageSize: t.exposeInt('pageSize', { description: 'Spec §9: 10.' }),
  }),
});

const HeightInput = builder.inputType('HeightInput', {
  description: 'FT_IN with feet 1..8 and inches 0..11, or CM with cm 30..272.',
  fields: (t) => ({ unit: t.field({ type: HeightUnitEnum, required: true }), feet: t.int(), inches: t.int(), cm: t.float() }),
});

const WeightInput = builder.inputType('ClientWeightInput', {
  description: 'As typed: digits with optional decimals; Kg 0.5..500, Lb 1..1100.',
  fields: (t) => ({ value: t.string({ required: true }), unit: t.field({ type: WeightUnitEnum, required: true }) }),
});

const ReceptionAddressInput = builder.inputType('ReceptionAddressInput', {
  fields: (t) => ({
    addressLine1: t.string({ required: true }),
    addressLine2: t.string({ description: 'Unit / apartment.' }),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2 (US).' }),
    state: t.string({ required: true, description: 'State code (NY).' }),
    city: t.string({ required: true }),
    zipcode: t.string({ required: true, description: '5 digits in the US.' }),
  }),
});

const clientFields = (required: boolean) =>
  builder.inputType(required ? 'ReceptionClientInput' : 'ReceptionClientUpdateInput', {
    description: required
      ? 'Every field of spec §3 "Client creation fields"; validated by src/domain/reception/client-form.ts (BAD_USER_INPUT with extensions.fields keyed input.<field>).'
      : 'Only the fields given change. email only while the client is PENDING.',
    fields: (t) => ({
      firstName: t.string({ required }),
      lastName: t.string({ required }),
      email: t.string({ required }),
      dob: t.string({ required, description: 'MM/DD/YYYY (YYYY-MM-DD also accepted).' }),
      phoneCode: t.string({ required, description: `One of ${PHONE_CODES.join(', ')} (the phone must be a valid US number).` }),
      phone: t.string({ required }),
      gender: t.field({ type: ClientFormGenderEnum, required }),
      timezone: t.string({ required, description: 'IANA zone (America/New_York).' }),
      height: t.field({ type: HeightInput, required }),
      weight: t.field({ type: WeightInput, required }),
      address: t.field({ type: ReceptionAddressInput, required }),
    }),
  });
const ReceptionClientInput = clientFields(true);
const ReceptionClientUpdateInput = clientFields(false);

const CreateClientResultRef = builder.objectRef<CreateClientResult & { client: ReceptionClientView }>('ReceptionCreateClientResult').implement({
  fields: (t) => ({
    client: t.field({ type: ReceptionClient, resolve: (r) => r.client }),
    outcome: t.field({ type: CreateOutcomeEnum, resolve: (r) => r.outcome }),
    invitationSent: t.exposeBoolean('invitationSent', { description: 'A set-password invitation was mailed by this call.' }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this idempotencyKey had already created the client.' }),
  }),
});

async function clientView(ctx: GraphQLContext, organizationId: string, clientId: string): Promise<ReceptionClientView> {
  const view = await readClientView(ctx.deps.db, organizationId, clientId);
  if (!view) throw appError('NOT_FOUND');
  return view;
}

builder.queryField('receptionClients', (t) =>
  t.field({
    type: ReceptionClientPageRef,
    description: "The clients of the receptionist's organization, newest first, 10 a page; search matches name, email or phone (part of it).",
    args: { search: t.arg.string(), page: t.arg.int({ description: 'Zero-based; 0 by default.' }) },
    resolve: async (_root, args, ctx) => {
      const actor = await requireReception(ctx);
      // Kept per process until a row it reads changes (client-search-cache.ts); the grant is checked above per request.
      return clientSearchCache(ctx.deps).page({ organizationId: actor.organizationId, roleName: 'RECEPTIONIST' }, args);
    },
  }),
);

builder.queryField('receptionClient', (t) =>
  t.field({
    type: ReceptionClient,
    description: 'One client (client by id, client profile details by id); NOT_FOUND for another tenant.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, client } = await requireDeskClient(ctx, String(args.id));
      return clientView(ctx, actor.organizationId, client.id);
    },
  }),
);

builder.mutationField('receptionCreateClient', (t) =>
  t.field({
    type: CreateClientResultRef,
    description: 'Creates the client with every §3 field and mails a set-password invitation (72 h, single use); an email already on the platform is linked, not duplicated.',
    args: {
      input: t.arg({ type: ReceptionClientInput, required: true }),
      idempotencyKey: t.arg.id({ required: true, description: 'A UUID per creation form: sending it again answers the first result.' }),
      language: t.arg.string({ description: "The client's language for the mail (en, es, fr, pt); the app's language by default." }),
    },
    resolve: async (_root, args, ctx) => {
      const actor = await requireReception(ctx);
      const result = await receptionCreateClient(ctx, actor, { input: args.input, idempotencyKey: String(args.idempotencyKey), language: args.language }, ctx.language);
      return { ...result, client: await clientView(ctx, actor.organizationId, result.clientId) };
    },
  }),
);

builder.mutationField('receptionUpdateClient', (t) =>
  t.field({
    type: ReceptionClient,
    description: "Edits a client's §3 fields (each optional); a new address replaces the default one.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ReceptionClientUpdateInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, client } = await requireDeskClient(ctx, String(args.id));
      // Fields sent as null are left as they are, like fields left out.
      const input = Object.fromEntries(Object.entries(args.input).filter(([, value]) => value !== null && value !== undefined));
      await receptionUpdateClient(ctx, actor, client, input);
      return clientView(ctx, actor.organizationId, client.id);
    },
  }),
);

builder.mutationField('receptionResendInvitation', (t) =>
  t.field({
    type: ReceptionClient,
    description: 'A new set-password link for a PENDING client (earlier links stop working).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, client } = await requireDeskClient(ctx, String(args.id));
      await resendInvitation(ctx, actor, client.id);
      return clientView(ctx, actor.organizationId, client.id);
    },
  }),
);

const InvitationRef = builder.objectRef<InvitationDetails>('ClientInvitation').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    businessName: t.exposeString('businessName'),
    expiresAt: t.field({ type: 'DateTime', resolve: (i) => i.expiresAt }),
  }),
});

builder.queryField('clientInvitation', (t) =>
  t.field({
    type: InvitationRef,
    description: 'Public: whose set-password link this is. INVALID_CODE for an unknown, used or replaced link; CODE_EXPIRED after 72 hours.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => invitationDetails(ctx.deps, args.token),
  }),
);

const SetPasswordResult = builder.objectRef<{ email: string }>('SetPasswordFromInvitationResult').implement({
  fields: (t) => ({ success: t.boolean({ resolve: () => true }), email: t.exposeString('email', { description: 'Sign in with this email and the new password.' }) }),
});

builder.mutationField('setPasswordFromInvitation', (t) =>
  t.field({
    type: SetPasswordResult,
    description: 'Public: sets the password of an invited client from the link (once); the client can then sign in.',
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => setPasswordFromInvitation(ctx.deps, { token: args.token, password: args.password }, ctx.client.ip),
  }),
);
