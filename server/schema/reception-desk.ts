// Where a receptionist works (issue 15): their grant's business and its active locations, so the front desk can
// list the location's services, its providers' free times and book there. The API has no other way to name the
// locations of a business without its short codes.
import { and, asc, eq } from 'drizzle-orm';
import { businesses, locations } from '../db/schema/index.ts';
import { appError } from '../services/errors.ts';
import { requireReception } from '../services/reception/access.ts';
import { builder } from './builder.ts';

type DeskLocation = { id: string; shortId: string; name: string; timezone: string; states: string[] };
type Desk = { businessId: string; businessShortId: string; businessName: string; currencyCode: string; locations: DeskLocation[] };

const ReceptionDeskLocation = builder.objectRef<DeskLocation>('ReceptionDeskLocation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    shortId: t.exposeString('shortId'),
    name: t.exposeString('name'),
    timezone: t.exposeString('timezone'),
    states: t.exposeStringList('states', { description: 'Allowed states (ISO codes) where the location serves clients.' }),
  }),
});

const ReceptionDesk = builder.objectRef<Desk>('ReceptionDesk').implement({
  fields: (t) => ({
    businessId: t.exposeID('businessId'),
    businessShortId: t.exposeString('businessShortId'),
    businessName: t.exposeString('businessName'),
    currencyCode: t.exposeString('currencyCode'),
    locations: t.field({ type: [ReceptionDeskLocation], description: 'Active locations, the first opened first.', resolve: (d) => d.locations }),
  }),
});

builder.queryField('receptionDesk', (t) =>
  t.field({
    type: ReceptionDesk,
    description: "The receptionist's business (the RECEPTIONIST grant's target) and its active locations.",
    resolve: async (_root, _args, ctx) => {
      const actor = await requireReception(ctx);
      const { db } = ctx.deps;
      const [business] = await db
        .select()
        .from(businesses)
        .where(and(eq(businesses.id, actor.businessId), eq(businesses.organizationId, actor.organizationId)))
        .limit(1);
      if (!business) throw appError('NOT_FOUND');
      const rows = await db
        .select({ id: locations.id, shortId: locations.shortId, name: locations.name, timezone: locations.timezone, states: locations.states })
        .from(locations)
        .where(and(eq(locations.businessId, business.id), eq(locations.isActive, true)))
        .orderBy(asc(locations.createdAt), asc(locations.name));
      return { businessId: business.id, businessShortId: business.shortId, businessName: business.name, currencyCode: business.currencyCode, locations: rows };
    },
  }),
);
