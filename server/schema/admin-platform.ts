// The platform operator's console (issue 16, /platform): organizations, their businesses and each business's
// first admin. MASTER_ADMIN is a platform_admins row (server/services/admin/platform.ts), not a tenant grant.
import { ADMIN_CURRENCIES } from '../../src/domain/admin/admin-rules.ts';
import { createOrganization, createPlatformBusiness, isPlatformAdmin, listPlatformOrganizations, requirePlatformAdmin, type PlatformBusiness, type PlatformBusinessAdmin, type PlatformOrganization } from '../services/admin/platform.ts';
import { appError } from '../services/errors.ts';
import type { GraphQLContext } from '../context.ts';
import { builder } from './builder.ts';
import { UserStatusEnum, asUserStatus } from './enums.ts';
import { User } from './user.ts';

builder.objectField(User, 'isPlatformAdmin', (t) =>
  t.boolean({
    description: 'A platform operator (MASTER_ADMIN): lands on /platform. Not a role grant.',
    resolve: (user, _args, ctx) => isPlatformAdmin(ctx.deps.db, user.id),
  }),
);

const PlatformBusinessAdminRef = builder.objectRef<PlatformBusinessAdmin>('PlatformBusinessAdmin').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    status: t.field({ type: UserStatusEnum, description: 'PASSWORD_RESET_REQUIRED until the invitation link is used.', resolve: (a) => asUserStatus(a.status) }),
  }),
});

const PlatformBusinessRef = builder.objectRef<PlatformBusiness>('PlatformBusiness').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    organizationId: t.exposeID('organizationId'),
    shortId: t.exposeString('shortId'),
    name: t.exposeString('name'),
    currencyCode: t.exposeString('currencyCode'),
    status: t.exposeString('status'),
    admins: t.field({ type: [PlatformBusinessAdminRef], resolve: (b) => b.admins }),
  }),
});

const PlatformOrganizationRef = builder.objectRef<PlatformOrganization>('PlatformOrganization').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    billerName: t.exposeString('billerName'),
    businesses: t.field({ type: [PlatformBusinessRef], resolve: (o) => o.businesses }),
  }),
});

const CurrencyEnum = builder.enumType('AdminCurrency', { values: ADMIN_CURRENCIES });
const LanguageCodeEnum = builder.enumType('AdminLanguage', { values: ['en', 'es', 'fr', 'pt'] as const, description: 'The language of the mails sent to the person.' });

const PlatformOrganizationInput = builder.inputType('PlatformOrganizationInput', {
  fields: (t) => ({ name: t.string({ required: true }), billerName: t.string({ required: true, description: 'The name card statements show.' }) }),
});

const PlatformBusinessAdminInput = builder.inputType('PlatformBusinessAdminInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    language: t.field({ type: LanguageCodeEnum }),
  }),
});

const PlatformBusinessInput = builder.inputType('PlatformBusinessInput', {
  fields: (t) => ({
    organizationId: t.id({ required: true }),
    name: t.string({ required: true, description: 'Spec §5: cannot contain the brand word.' }),
    shortId: t.string({ required: true, description: 'The code in the business address: 2 to 32 lower-case letters, digits or dashes; unique.' }),
    currencyCode: t.field({ type: CurrencyEnum, required: true }),
    admin: t.field({ type: PlatformBusinessAdminInput, required: true, description: 'The first business admin, invited by mail.' }),
  }),
});

const PlatformCreateBusinessResult = builder.objectRef<{ business: PlatformBusiness; invitationSent: boolean; replayed: boolean }>('PlatformCreateBusinessResult').implement({
  fields: (t) => ({
    business: t.field({ type: PlatformBusinessRef, resolve: (r) => r.business }),
    invitationSent: t.exposeBoolean('invitationSent', { description: 'A set-password link (or, for an existing account, a note) was mailed by this call.' }),
    replayed: t.exposeBoolean('replayed'),
  }),
});

async function organizationById(ctx: GraphQLContext, id: string): Promise<PlatformOrganization> {
  const org = (await listPlatformOrganizations(ctx.deps.db)).find((o) => o.id === id);
  if (!org) throw appError('NOT_FOUND');
  return org;
}

builder.queryField('platformOrganizations', (t) =>
  t.field({
    type: [PlatformOrganizationRef],
    description: 'Every organization with its businesses and their admins (platform operators only).',
    resolve: async (_root, _args, ctx) => {
      await requirePlatformAdmin(ctx);
      return listPlatformOrganizations(ctx.deps.db);
    },
  }),
);

builder.mutationField('platformCreateOrganization', (t) =>
  t.field({
    type: PlatformOrganizationRef,
    args: { input: t.arg({ type: PlatformOrganizationInput, required: true }), idempotencyKey: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { id } = await createOrganization(ctx, args.input, args.idempotencyKey);
      return organizationById(ctx, id);
    },
  }),
);

builder.mutationField('platformCreateBusiness', (t) =>
  t.field({
    type: PlatformCreateBusinessResult,
    description: 'A business of an organization, with its first admin invited by mail (outbox in demo mode).',
    args: { input: t.arg({ type: PlatformBusinessInput, required: true }), idempotencyKey: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { id, replayed, invitationSent } = await createPlatformBusiness(ctx, { ...args.input, admin: { ...args.input.admin, language: args.input.admin.language ?? undefined } }, args.idempotencyKey);
      const business = (await listPlatformOrganizations(ctx.deps.db)).flatMap((o) => o.businesses).find((b) => b.id === id);
      if (!business) throw appError('NOT_FOUND');
      return { business, invitationSent, replayed };
    },
  }),
);
