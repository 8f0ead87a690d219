import { COUNTRIES, type Country } from '../data/countries.ts';
import { STATES_BY_COUNTRY, type State } from '../data/states.ts';
import { TIMEZONES, type Timezone } from '../data/timezones.ts';
import { appError } from './errors.ts';

export function listCountries(): readonly Country[] {
  return COUNTRIES;
}

/** States of a country whose subdivisions are preloaded (US, IN); 'Invalid country' (BAD_USER_INPUT) otherwise. */
export function listStates(countryCode: string): readonly State[] {
  const states = STATES_BY_COUNTRY[countryCode.trim().toUpperCase()];
  if (!states) throw appError('BAD_USER_INPUT', 'Invalid country', { fields: { countryCode: 'validation.countryInvalid' } });
  return states;
}

export function listTimezones(): readonly Timezone[] {
  return TIMEZONES;
}
