import type { PostalAddress } from '../../db/schema/index.ts';

export type SeedLocation = {
  code: string;
  name: string;
  timezone: string;
  states: string[];
  address: PostalAddress;
  latitude: number;
  longitude: number;
  /** A location opening soon sells nothing yet: the services page shows its 'no services' state. */
  catalogue?: 'none';
};

export type SeedBusiness = {
  code: string;
  organization: { key: string; name: string; billerName: string };
  name: string;
  tagline: string;
  description: string;
  pictureUrl: string;
  currencyCode: string;
  /** The cancellation charge (spec §9): this percentage of a booking cancelled within this many hours of it. */
  cancellationPolicy: { chargePercent: number; windowHours: number };
  supportEmail: string;
  supportPhone: string;
  locations: SeedLocation[];
};

/** The demo contract (docs: ARCHITECTURE.md, "Contract for demo and tests"). */
export const seedBusinesses: SeedBusiness[] = [
  {
    code: 'demo',
    organization: { key: 'demo', name: 'Carebook Demo Health', billerName: 'Carebook Demo Health LLC' },
    name: 'Carebook Demo Clinic',
    tagline: 'Doctor-led care, from your couch to our clinic',
    description:
      'Carebook Demo Clinic offers online consultations with licensed providers, personalised weight, hair and skin programs and convenient lab testing in New York, New Jersey and Connecticut.',
    pictureUrl: '/images/catalogue/demo-clinic.svg',
    currencyCode: 'USD',
    cancellationPolicy: { chargePercent: 50, windowHours: 24 },
    supportEmail: 'care@demo.test',
    supportPhone: '+1 212 555 0142',
    locations: [
      {
        code: 'main',
        name: 'New York — Midtown',
        timezone: 'America/New_York',
        states: ['NY', 'NJ', 'CT'],
        address: { addressLine1: '350 Fifth Avenue', addressLine2: 'Suite 4100', city: 'New York', state: 'NY', country: 'US', zipcode: '10118' },
        latitude: 40.7484,
        longitude: -73.9857,
      },
      {
        code: 'downtown',
        name: 'New York — Downtown',
        timezone: 'America/New_York',
        states: ['NY'],
        address: { addressLine1: '120 Broadway', addressLine2: 'Floor 12', city: 'New York', state: 'NY', country: 'US', zipcode: '10271' },
        latitude: 40.7083,
        longitude: -74.0107,
      },
    ],
  },
  {
    code: 'sunrise',
    organization: { key: 'sunrise', name: 'Sunrise Wellness Group', billerName: 'Sunrise Wellness Group Inc.' },
    name: 'Sunrise Wellness',
    tagline: 'Everyday wellness, West Coast easy',
    description: 'Sunrise Wellness helps Californians reach a healthy weight and keep an eye on their health with online visits and lab testing.',
    pictureUrl: '/images/catalogue/sunrise-wellness.svg',
    currencyCode: 'USD',
    cancellationPolicy: { chargePercent: 50, windowHours: 24 },
    supportEmail: 'hello@sunrise.test',
    supportPhone: '+1 310 555 0177',
    locations: [
      {
        code: 'main',
        name: 'Los Angeles — Santa Monica Blvd',
        timezone: 'America/Los_Angeles',
        states: ['CA'],
        address: { addressLine1: '8500 Santa Monica Blvd', city: 'Los Angeles', state: 'CA', country: 'US', zipcode: '90069' },
        latitude: 34.0901,
        longitude: -118.3793,
      },
      {
        code: 'sandiego',
        name: 'San Diego — La Jolla',
        timezone: 'America/Los_Angeles',
        states: ['CA'],
        address: { addressLine1: '4275 Executive Square', city: 'La Jolla', state: 'CA', country: 'US', zipcode: '92037' },
        latitude: 32.8723,
        longitude: -117.2139,
        catalogue: 'none',
      },
    ],
  },
];
