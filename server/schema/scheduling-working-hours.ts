import type { WorkingHours } from '../../src/domain/scheduling/working-hours.ts';
import { requireGrant } from '../context.ts';
import { replaceWorkingHours } from '../services/scheduling/working-hours.ts';
import { builder } from './builder.ts';

const WorkingHoursRef = builder.objectRef<WorkingHours>('WorkingHours').implement({
  description: "A stretch of a provider's working week on the provider's own clock.",
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: '0 = Sunday ... 6 = Saturday.' }),
    start: t.exposeString('start', { description: "'HH:mm'." }),
    end: t.exposeString('end', { description: "'HH:mm' ('24:00' for midnight)." }),
  }),
});

const WorkingHoursInput = builder.inputType('WorkingHoursInput', {
  fields: (t) => ({ weekday: t.int({ required: true }), start: t.string({ required: true }), end: t.string({ required: true }) }),
});

const SetProviderWorkingHoursInput = builder.inputType('SetProviderWorkingHoursInput', {
  fields: (t) => ({ providerId: t.id({ required: true }), hours: t.field({ type: [WorkingHoursInput], required: true }) }),
});

builder.mutationField('setProviderWorkingHours', (t) =>
  t.field({
    type: [WorkingHoursRef],
    description: "Replaces a provider's weekly hours ('Working hours cannot overlap'): the provider itself, or its business's admin.",
    args: { input: t.arg({ type: SetProviderWorkingHoursInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, grant } = await requireGrant(ctx, ['HEALTHCARE_PROVIDER', 'SERVICE_PROVIDER', 'BUSINESS_ADMIN']);
      return replaceWorkingHours(ctx.deps.db, grant.organizationId, args.input, (provider) =>
        grant.roleName === 'BUSINESS_ADMIN' ? provider.businessId === grant.targetId : provider.userId === viewer.user.id,
      );
    },
  }),
);
