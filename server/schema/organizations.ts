import { requireUser } from '../context.ts';
import { listOrganizations, type OrganizationView } from '../services/payments/billing-organizations.ts';
import { builder } from './builder.ts';

const Organization = builder.objectRef<OrganizationView>('Organization').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    billerName: t.exposeString('billerName', { description: 'The name card statements show for payments to this organization.' }),
  }),
});

const OrganizationFilter = builder.inputType('OrganizationFilter', {
  fields: (t) => ({ id: t.id(), businessId: t.id() }),
});

builder.queryField('organizations', (t) =>
  t.field({
    type: [Organization],
    description: 'The organizations the caller holds a grant in.',
    args: { filter: t.arg({ type: OrganizationFilter }) },
    resolve: async (_root, args, ctx) =>
      listOrganizations(ctx.deps.db, await requireUser(ctx), { id: args.filter?.id ? String(args.filter.id) : null, businessId: args.filter?.businessId ? String(args.filter.businessId) : null }),
  }),
);
