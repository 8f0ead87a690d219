import { randomBytes } from 'node:crypto';

export const DEMO_BUSINESS_PATH = '/business/demo/main';
export const DEMO_PASSWORD = 'Demo!2345';

/** A person nobody has signed up yet: unique per test and project so runs never collide. */
export function newPerson(label: string) {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `e2e-${label}-${id}@example.test`,
    phone: '(555) 201-4567',
    dob: '04/12/1985',
    password: 'Careful!2468',
    ssn: '123-45-6789',
    address: { line1: '12 Harbor Street', city: 'Albany', state: 'New York', zip: '12207' },
  };
}

export type Person = ReturnType<typeof newPerson>;
