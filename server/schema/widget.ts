// The booking widget's settings in the admin console (issue 17): the sites allowed to embed the business's widget
// page. Both operations go through requireBusinessAdmin: another organization's business is NOT_FOUND.
// Order.source says where a checkout came from (APP or the widget); whoever may read the order may read it.
import { requireBusinessAdmin } from '../services/admin/require-admin.ts';
import { orderSourceOf, setWidgetOrigins, widgetSettingsOf, type WidgetSettingsView } from '../services/widget/widget-settings.ts';
import { OrderSourceEnum } from './affiliates-attribution.ts';
import { builder } from './builder.ts';
import { Order } from './orders.ts';

const WidgetSettingsRef = builder.objectRef<WidgetSettingsView>('AdminWidgetSettings').implement({
  description: "The booking widget of a business: who may embed it (the widget page's frame-ancestors).",
  fields: (t) => ({
    businessId: t.exposeID('businessId'),
    businessCode: t.exposeString('businessCode', { description: 'The code in the widget address (/widget/<businessCode>/<locationCode>).' }),
    allowedOrigins: t.exposeStringList('allowedOrigins', { description: 'Origins (https://host[:port]) allowed to frame the widget; empty: nobody.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('adminWidgetSettings', (t) =>
  t.field({
    type: WidgetSettingsRef,
    description: "The widget settings of the admin's business (BUSINESS_ADMIN on that business).",
    args: { businessId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => widgetSettingsOf(ctx.deps.db, (await requireBusinessAdmin(ctx, String(args.businessId))).grant.targetId),
  }),
);

builder.mutationField('adminSetWidgetOrigins', (t) =>
  t.field({
    type: WidgetSettingsRef,
    description: 'Replaces the sites allowed to embed the widget: each https://host[:port] (http only for localhost), at most 10; audited.',
    args: { businessId: t.arg.id({ required: true }), origins: t.arg.stringList({ required: true }) },
    resolve: async (_root, args, ctx) => setWidgetOrigins(ctx, await requireBusinessAdmin(ctx, String(args.businessId)), args.origins),
  }),
);

builder.objectFields(Order, (t) => ({
  source: t.field({
    type: OrderSourceEnum,
    description: 'Where the checkout came from (spec §3 Source): APP, or WIDGET when it was opened from a booking widget.',
    resolve: (order, _args, ctx) => orderSourceOf(ctx.deps.db, order.id),
  }),
}));
