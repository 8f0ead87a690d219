import type { LocationMode, ProviderKind } from '../../../src/domain/scheduling/provider.ts';
import type { WorkingHours } from '../../../src/domain/scheduling/working-hours.ts';
import type { CategoryCode } from './workflows.ts';

export type SeedProviderUser = {
  email: string;
  firstName: string;
  lastName: string;
  dob: string;
  gender: 'FEMALE' | 'MALE';
  phone: string;
  /** Created here unless seed-users already creates the login (hcp@demo.test). */
  createUser: boolean;
  role: 'HEALTHCARE_PROVIDER' | 'SERVICE_PROVIDER';
};

export type SeedProvider = {
  key: string;
  business: string;
  user: SeedProviderUser;
  kind: ProviderKind;
  displayName: string;
  image: string;
  timezone: string;
  locations: { code: string; mode: LocationMode }[];
  categories: CategoryCode[];
  productTypes: string[];
};

/** Mon-Fri 09:00-17:00 and Sat 10:00-14:00 on the provider's clock. */
export const demoWorkingHours: WorkingHours[] = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  { weekday: 6, start: '10:00', end: '14:00' },
];

/** 20-minute consults with 10 minutes between them; reschedule until 12 h before; 25 % charge within 24 h. */
export const demoProviderPolicy = {
  consultDurationMinutes: 20,
  bufferMinutes: 10,
  rescheduleCutOffHours: 12,
  cancellationChargePercent: 25,
  cancellationWindowHours: 24,
};

const img = (name: string) => `/images/providers/${name}.svg`;

/** The demo business's providers: two healthcare providers and a lab collector. */
export const seedProviders: SeedProvider[] = [
  {
    key: 'aisha-patel',
    business: 'demo',
    user: { email: 'hcp@demo.test', firstName: 'Aisha', lastName: 'Patel', dob: '1982-01-27', gender: 'FEMALE', phone: '2125550103', createUser: false, role: 'HEALTHCARE_PROVIDER' },
    kind: 'HCP',
    displayName: 'Dr. Aisha Patel',
    image: img('aisha-patel'),
    timezone: 'America/New_York',
    locations: [
      { code: 'main', mode: 'HYBRID' },
      { code: 'downtown', mode: 'VIRTUAL' },
    ],
    categories: ['WEIGHTLOSS', 'HAIRCARE', 'SKIN'],
    productTypes: [],
  },
  {
    key: 'marcus-reid',
    business: 'demo',
    user: { email: 'hcp2@demo.test', firstName: 'Marcus', lastName: 'Reid', dob: '1977-08-09', gender: 'MALE', phone: '2125550106', createUser: true, role: 'HEALTHCARE_PROVIDER' },
    kind: 'HCP',
    displayName: 'Dr. Marcus Reid',
    image: img('marcus-reid'),
    timezone: 'America/New_York',
    locations: [
      { code: 'main', mode: 'VIRTUAL' },
      { code: 'downtown', mode: 'HYBRID' },
    ],
    categories: ['WEIGHTLOSS', 'SKIN'],
    productTypes: [],
  },
  {
    key: 'sofia-alvarez',
    business: 'demo',
    user: { email: 'lab@demo.test', firstName: 'Sofia', lastName: 'Alvarez', dob: '1991-03-18', gender: 'FEMALE', phone: '2125550107', createUser: true, role: 'SERVICE_PROVIDER' },
    kind: 'LAB_COLLECTOR',
    displayName: 'Sofia Alvarez',
    image: img('sofia-alvarez'),
    timezone: 'America/New_York',
    locations: [
      { code: 'main', mode: 'IN_PERSON' },
      { code: 'downtown', mode: 'IN_PERSON' },
    ],
    categories: [],
    productTypes: ['LAB_TEST'],
  },
];
