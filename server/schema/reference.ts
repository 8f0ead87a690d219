import type { Country as CountryShape } from '../data/countries.ts';
import type { State as StateShape } from '../data/states.ts';
import type { Timezone as TimezoneShape } from '../data/timezones.ts';
import { listCountries, listStates, listTimezones } from '../services/reference-data.ts';
import { builder } from './builder.ts';

const Country = builder.objectRef<CountryShape>('Country').implement({
  fields: (t) => ({ isoCode: t.exposeString('isoCode'), name: t.exposeString('name') }),
});

const State = builder.objectRef<StateShape>('State').implement({
  fields: (t) => ({ isoCode: t.exposeString('isoCode'), name: t.exposeString('name') }),
});

const Timezone = builder.objectRef<TimezoneShape>('Timezone').implement({
  fields: (t) => ({ name: t.exposeString('name'), label: t.exposeString('label') }),
});

builder.queryField('countries', (t) => t.field({ type: [Country], resolve: () => listCountries() }));

builder.queryField('states', (t) =>
  t.field({
    type: [State],
    description: "Subdivisions of US and IN; any other country answers 'Invalid country' (BAD_USER_INPUT).",
    args: { countryCode: t.arg.string({ required: true }) },
    resolve: (_root, args) => listStates(args.countryCode),
  }),
);

builder.queryField('timezones', (t) => t.field({ type: [Timezone], resolve: () => listTimezones() }));
