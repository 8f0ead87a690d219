import { requireGrant } from '../context.ts';
import { listProviders } from '../services/scheduling/availability.ts';
import type { ProviderView } from '../services/scheduling/providers.ts';
import { builder } from './builder.ts';
import { LocationModeEnum, ProviderKindEnum, SCHEDULING_READ_ROLES } from './scheduling-enums.ts';

export const Provider = builder.objectRef<ProviderView>('Provider').implement({
  description: 'A healthcare provider, service provider or lab collector clients book time with.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    image: t.exposeString('image', { nullable: true }),
    kind: t.field({ type: ProviderKindEnum, resolve: (p) => p.kind }),
    timezone: t.exposeString('timezone', { description: "IANA zone of the provider's working hours." }),
    consultDurationMinutes: t.exposeInt('consultDurationMinutes'),
    mode: t.field({ type: LocationModeEnum, description: 'How the provider serves the location asked about.', resolve: (p) => p.mode }),
  }),
});

const ProvidersInput = builder.inputType('ProvidersInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    locationId: t.id({ required: true }),
    kind: t.field({ type: ProviderKindEnum, description: 'LAB_COLLECTOR for lab collector selection.' }),
  }),
});

builder.queryField('providers', (t) =>
  t.field({
    type: [Provider],
    description: 'Providers serving a product at a location, by name (provider selection, lab collector selection).',
    args: { input: t.arg({ type: ProvidersInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { grant } = await requireGrant(ctx, SCHEDULING_READ_ROLES);
      return listProviders(ctx.deps, grant.organizationId, args.input);
    },
  }),
);
