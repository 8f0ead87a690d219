import type { PostalAddress } from '../../db/schema/index.ts';

export const DEMO_PASSWORD = 'Demo!2345';

export type SeedRole = 'CLIENT' | 'RECEPTIONIST' | 'HEALTHCARE_PROVIDER' | 'BUSINESS_ADMIN';

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
};

/** The demo logins printed by `npm start`, plus a sunrise client for tenant-isolation tests. */
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
