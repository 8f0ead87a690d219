// The business admin's console (issue 16): the business at a glance and its profile. Every field and operation
// goes through requireBusinessAdmin (server/services/admin/require-admin.ts): another organization's business is
// NOT_FOUND.
import { requireBusinessAdmin } from '../services/admin/require-admin.ts';
import { businessOverview, type BusinessOverview } from '../services/admin/business-overview.ts';
import { builder } from './builder.ts';
import { Address } from './business.ts';

export const AdminBusiness = builder.objectRef<BusinessOverview>('AdminBusiness').implement({
  description: 'A business as its admin sees and edits it (English texts; other languages in the translations).',
  fields: (t) => ({
    id: t.exposeID('id'),
    organizationId: t.exposeID('organizationId'),
    shortId: t.exposeString('shortId', { description: 'The code in the business address (/business/<shortId>/<location>).' }),
    name: t.exposeString('name'),
    pictureUrl: t.exposeString('pictureUrl', { nullable: true }),
    tagline: t.exposeString('tagline', { nullable: true }),
    customUrl: t.exposeString('customUrl', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    currencyCode: t.exposeString('currencyCode'),
    address: t.field({ type: Address, nullable: true, resolve: (b) => b.address }),
    status: t.exposeString('status'),
    locationCount: t.exposeInt('locationCount', { description: 'Active locations.' }),
    categoryCount: t.exposeInt('categoryCount'),
    productCount: t.exposeInt('productCount'),
    staffCount: t.exposeInt('staffCount', { description: "Grants of the organization's people other than clients." }),
  }),
});

builder.queryField('adminBusiness', (t) =>
  t.field({
    type: AdminBusiness,
    description: "The admin's business at a glance (BUSINESS_ADMIN on that business; another organization's is NOT_FOUND).",
    args: { businessId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const granted = await requireBusinessAdmin(ctx, String(args.businessId));
      return businessOverview(ctx.deps.db, granted.grant.targetId);
    },
  }),
);
