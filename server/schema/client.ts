import { requireClientAccess, type GraphQLContext } from '../context.ts';
import { addClientAddress, removeClientAddress, updateClientAddress } from '../services/client-addresses.ts';
import { readClient, updateClient, type Actor, type ClientAddressRow, type ClientView } from '../services/clients.ts';
import { auditHealthRead } from '../services/audit.ts';
import { builder } from './builder.ts';
import { GenderEnum } from './enums.ts';

export const ClientAddress = builder.objectRef<ClientAddressRow>('ClientAddress').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    addressLine1: t.exposeString('addressLine1'),
    addressLine2: t.exposeString('addressLine2', { nullable: true }),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    country: t.exposeString('country'),
    zipcode: t.exposeString('zipcode'),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    contact: t.exposeString('contact', { nullable: true }),
    instructions: t.exposeString('instructions', { nullable: true }),
    isDefault: t.exposeBoolean('isDefault'),
    tz: t.exposeString('tz', { nullable: true }),
  }),
});

/** An identity number is health data to audit: every read of one that is set is written (auditHealthRead). */
async function identityNumber(ctx: GraphQLContext, client: ClientView, field: 'ssn' | 'driversLicense'): Promise<string | null> {
  const value = client[field];
  // A Client is answered only after clientAccess, which holds the client to the grant's organization.
  const organizationId = ctx.roleHeaders.organizationId;
  if (value === null || !organizationId) return null;
  await auditHealthRead(ctx, field === 'ssn' ? 'Client.ssn' : 'Client.driversLicense', { organizationId, clientId: client.id });
  return value;
}

const Client = builder.objectRef<ClientView>('Client').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    ssn: t.string({ nullable: true, resolve: (client, _args, ctx) => identityNumber(ctx, client, 'ssn') }),
    driversLicense: t.string({ nullable: true, resolve: (client, _args, ctx) => identityNumber(ctx, client, 'driversLicense') }),
    clientAddresses: t.field({ type: [ClientAddress], resolve: (client) => client.addresses }),
    defaultAddress: t.field({ type: ClientAddress, nullable: true, resolve: (client) => client.addresses.find((a) => a.isDefault) ?? null }),
  }),
});

const UserUpdateInput = builder.inputType('UserUpdateInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    phone: t.string(),
    dob: t.string(),
    gender: t.field({ type: GenderEnum }),
    timezone: t.string(),
  }),
});

const ClientInput = builder.inputType('ClientInput', {
  fields: (t) => ({ ssn: t.string(), driversLicense: t.string() }),
});

const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    addressLine1: t.string({ required: true }),
    addressLine2: t.string(),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    country: t.string({ required: true }),
    zipcode: t.string({ required: true }),
    latitude: t.float(),
    longitude: t.float(),
    contact: t.string(),
    instructions: t.string(),
  }),
});

/** Checks the caller's role headers against the client id (see requireClientAccess) and names the actor. */
export async function clientAccess(ctx: GraphQLContext, clientId: string) {
  const { viewer, grant, client } = await requireClientAccess(ctx, clientId);
  const actor: Actor = { userId: viewer.user.id, organizationId: grant.organizationId, roleName: grant.roleName };
  return { actor, client };
}

builder.queryField('client', (t) =>
  t.field({
    type: Client,
    args: { clientId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, client } = await clientAccess(ctx, String(args.clientId));
      return readClient(ctx, actor, client);
    },
  }),
);

builder.mutationField('updateClient', (t) =>
  t.field({
    type: Client,
    args: {
      clientId: t.arg.id({ required: true }),
      clientInput: t.arg({ type: ClientInput }),
      userInput: t.arg({ type: UserUpdateInput }),
    },
    resolve: async (_root, args, ctx) => {
      const { actor, client } = await clientAccess(ctx, String(args.clientId));
      return updateClient(ctx, actor, client, { clientInput: args.clientInput, userInput: args.userInput });
    },
  }),
);

builder.mutationField('addClientAddress', (t) =>
  t.field({
    type: ClientAddress,
    args: {
      clientId: t.arg.id({ required: true }),
      addressInput: t.arg({ type: AddressInput, required: true }),
      defaultAddress: t.arg.boolean(),
    },
    resolve: async (_root, args, ctx) => {
      const { actor, client } = await clientAccess(ctx, String(args.clientId));
      return addClientAddress(ctx, actor, client, { addressInput: args.addressInput, defaultAddress: args.defaultAddress });
    },
  }),
);

builder.mutationField('updateClientAddress', (t) =>
  t.field({
    type: ClientAddress,
    description: "Edits one of the client's addresses in place; another client's or a removed address is NOT_FOUND.",
    args: {
      clientAddressId: t.arg.id({ required: true }),
      clientId: t.arg.id({ required: true }),
      addressInput: t.arg({ type: AddressInput, required: true }),
      defaultAddress: t.arg.boolean(),
    },
    resolve: async (_root, args, ctx) => {
      const { actor, client } = await clientAccess(ctx, String(args.clientId));
      return updateClientAddress(ctx, actor, client, { clientAddressId: String(args.clientAddressId), addressInput: args.addressInput, defaultAddress: args.defaultAddress });
    },
  }),
);

builder.mutationField('removeClientAddress', (t) =>
  t.boolean({
    description: 'Removes (soft-deletes) an address; a removed default passes to the newest remaining address.',
    args: { clientAddressId: t.arg.id({ required: true }), clientId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, client } = await clientAccess(ctx, String(args.clientId));
      return removeClientAddress(ctx, actor, client, { clientAddressId: String(args.clientAddressId) });
    },
  }),
);
