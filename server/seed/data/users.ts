import type { PostalAddress } from '../../db/schema/index.ts';

export const DEMO_PASSWORD = 'Demo!2345';

export type SeedRole = 'CLIENT' | 'RECEPTIONIST' | 'HEALTHCARE_PROVIDER' | 'BUSINESS_ADMIN' | 'SERVICE_PROVIDER';

export type SeedUser = {
  email: string;
  firstName: string;
  lastName: string;
  dob: string;
  gender: 'FEMALE' | 'MALE';
  phone: string;
  timezone: string;
  /** The business whose organization the grant is in. */
  business: string;
  role: SeedRole;
  /** Default address of a CLIENT. */
  address?: PostalAddress;
  /** The grant's display name for a business role (the business's name when left out). */
  grantName?: string;
};

/** The demo logins printed by `npm start`, plus a sunrise client and receptionist for tenant-isolation tests. */
export const seedUsers: SeedUser[] = [
  {
    email: 'client@demo.test',
    firstName: 'Maria',
    lastName: 'Lopez',
    dob: '1988-04-12',
    gender: 'FEMALE',
    phone: '2125550101',
    timezone: 'America/New_York',
    business: 'demo',
    role: 'CLIENT',
    address: { addressLine1: '75 Henry Street', addressLine2: '5B', city: 'Brooklyn', state: 'NY', country: 'US', zipcode: '11201' },
  },
  { email: 'reception@demo.test', firstName: 'James', lastName: 'Carter', dob: '1990-09-03', gender: 'MALE', phone: '2125550102', timezone: 'America/New_York', business: 'demo', role: 'RECEPTIONIST' },
  { email: 'hcp@demo.test', firstName: 'Aisha', lastName: 'Patel', dob: '1982-01-27', gender: 'FEMALE', phone: '2125550103', timezone: 'America/New_York', business: 'demo', role: 'HEALTHCARE_PROVIDER' },
  { email: 'admin@demo.test', firstName: 'Daniel', lastName: 'Kim', dob: '1979-11-15', gender: 'MALE', phone: '2125550104', timezone: 'America/New_York', business: 'demo', role: 'BUSINESS_ADMIN' },
  // A second admin of demo who keeps its catalogue (the catalogue editor browser test signs in with it alone).
  { email: 'catalogue@demo.test', firstName: 'Grace', lastName: 'Mensah', dob: '1986-06-14', gender: 'FEMALE', phone: '2125550119', timezone: 'America/New_York', business: 'demo', role: 'BUSINESS_ADMIN' },
  // Issue 11: the business's fulfilment staff, and two clients along the medication journey (server/seed/seed-medication.ts).
  {
    email: 'fulfilment@demo.test',
    firstName: 'Fulfilment',
    lastName: 'Team',
    dob: '1986-02-20',
    gender: 'FEMALE',
    phone: '2125550108',
    timezone: 'America/New_York',
    business: 'demo',
    role: 'SERVICE_PROVIDER',
    grantName: 'Fulfilment',
  },
  {
    email: 'approved@demo.test',
    firstName: 'Grace',
    lastName: 'Miller',
    dob: '1985-07-22',
    gender: 'FEMALE',
    phone: '2125550109',
    timezone: 'America/New_York',
    business: 'demo',
    role: 'CLIENT',
    address: { addressLine1: '240 West 72nd Street', addressLine2: '4A', city: 'New York', state: 'NY', country: 'US', zipcode: '10023' },
  },
  {
    email: 'program@demo.test',
    firstName: 'Noah',
    lastName: 'Bennett',
    dob: '1980-03-09',
    gender: 'MALE',
    phone: '2125550110',
    timezone: 'America/New_York',
    business: 'demo',
    role: 'CLIENT',
    address: { addressLine1: '18 Court Street', addressLine2: null, city: 'Brooklyn', state: 'NY', country: 'US', zipcode: '11241' },
  },
  // Issue 15: sunrise's front desk, so that a receptionist's tenant isolation can be tried by hand.
  { email: 'reception@sunrise.test', firstName: 'Lena', lastName: 'Brooks', dob: '1991-05-14', gender: 'FEMALE', phone: '3105550106', timezone: 'America/Los_Angeles', business: 'sunrise', role: 'RECEPTIONIST' },
  // Issue 16: sunrise's owner, so that an admin's tenant isolation can be tried by hand (changes nothing of demo).
  { email: 'admin@sunrise.test', firstName: 'Ruth', lastName: 'Okafor', dob: '1977-08-02', gender: 'FEMALE', phone: '3105550107', timezone: 'America/Los_Angeles', business: 'sunrise', role: 'BUSINESS_ADMIN' },
  {
    email: 'client@sunrise.test',
    firstName: 'Olivia',
    lastName: 'Nguyen',
    dob: '1993-06-30',
    gender: 'FEMALE',
    phone: '3105550105',
    timezone: 'America/Los_Angeles',
    business: 'sunrise',
    role: 'CLIENT',
    address: { addressLine1: '1200 Ocean Avenue', addressLine2: '3', city: 'Santa Monica', state: 'CA', country: 'US', zipcode: '90401' },
  },
];
