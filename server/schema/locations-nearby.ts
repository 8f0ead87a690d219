// businessLocationsByLatLong and businessLocationsByState (spec §2 /near/business/{code}, §7): public queries.
// The location's own fields are repeated here, with its address flattened, because the BusinessLocation type of
// business.ts is not exported; a shared ref would let this type nest it instead.
import { locationsNearPoint, locationsServingState, type NearbyLocation } from '../services/locations-nearby.ts';
import { builder } from './builder.ts';

const NearbyBusinessLocation = builder.objectRef<NearbyLocation>('NearbyBusinessLocation').implement({
  description: 'An active location of a business, with its distance from the searched point.',
  fields: (t) => ({
    id: t.exposeID('id'),
    shortId: t.exposeString('shortId'),
    name: t.exposeString('name'),
    pictureUrl: t.exposeString('pictureUrl', { nullable: true }),
    businessId: t.exposeID('businessId'),
    states: t.exposeStringList('states', { description: 'Allowed states (ISO codes) where the location serves clients.' }),
    timezone: t.exposeString('timezone'),
    addressLine1: t.string({ resolve: (l) => l.address.addressLine1 }),
    addressLine2: t.string({ nullable: true, resolve: (l) => l.address.addressLine2 ?? null }),
    city: t.string({ resolve: (l) => l.address.city }),
    addressState: t.string({ description: 'The state the location itself is in.', resolve: (l) => l.address.state }),
    zipcode: t.string({ resolve: (l) => l.address.zipcode }),
    country: t.string({ resolve: (l) => l.address.country }),
    distanceKm: t.float({ nullable: true, description: 'Great-circle distance in km; null for a search by state.', resolve: (l) => l.distanceKm }),
  }),
});

builder.queryField('businessLocationsByLatLong', (t) =>
  t.field({
    type: [NearbyBusinessLocation],
    description: "The business's active locations within `radius` km (whole number) of the point, optionally serving `state`, nearest first.",
    args: {
      businessId: t.arg.id({ required: true }),
      latitude: t.arg.float({ required: true }),
      longitude: t.arg.float({ required: true }),
      radius: t.arg.int({ required: true }),
      state: t.arg.string(),
    },
    resolve: (_root, args, ctx) => locationsNearPoint(ctx, args),
  }),
);

builder.queryField('businessLocationsByState', (t) =>
  t.field({
    type: [NearbyBusinessLocation],
    description: "The business's active locations serving `state`; a location in the given zip code, then city, comes first.",
    args: {
      businessId: t.arg.id({ required: true }),
      state: t.arg.string({ required: true }),
      city: t.arg.string(),
      zipcode: t.arg.string(),
    },
    resolve: (_root, args, ctx) => locationsServingState(ctx, args),
  }),
);
