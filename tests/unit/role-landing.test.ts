import { describe, expect, it } from 'vitest';
import { landingAfterLogin, landingRole, roleLanding } from '../../src/app/role-landing.ts';

const business = '/business/demo/main';

describe('where a person lands after login', () => {
  it.each([
    ['SERVICE_PROVIDER', '/fulfilment'],
    ['BUSINESS_ADMIN', '/admin'],
    ['MASTER_ADMIN', '/platform'],
    ['RECEPTIONIST', '/receptionist'],
    ['HEALTHCARE_PROVIDER', '/hcp'],
    ['AFFILIATE', '/affiliate'],
    ['CLIENT', null],
    ['toString', null],
    [null, null],
  ])('%s has the work area %s', (role, landing) => {
    expect(roleLanding(role)).toBe(landing);
  });

  it.each([
    { roles: ['RECEPTIONIST', 'CLIENT'], expected: 'CLIENT' },
    { roles: ['SERVICE_PROVIDER', 'HEALTHCARE_PROVIDER', 'RECEPTIONIST'], expected: 'RECEPTIONIST' },
    { roles: ['SERVICE_PROVIDER', 'HEALTHCARE_PROVIDER'], expected: 'HEALTHCARE_PROVIDER' },
    { roles: ['BUSINESS_ADMIN', 'SERVICE_PROVIDER'], expected: 'SERVICE_PROVIDER' },
    { roles: ['MASTER_ADMIN', 'BUSINESS_ADMIN'], expected: 'BUSINESS_ADMIN' },
    { roles: ['AFFILIATE'], expected: 'AFFILIATE' },
    { roles: ['AFFILIATE', 'CLIENT'], expected: 'CLIENT' },
    { roles: [], expected: null },
  ])('several grants $roles land by $expected', ({ roles, expected }) => {
    expect(landingRole(roles)).toBe(expected);
  });

  it.each([
    { name: 'fulfilment staff land on the queue from a plain login', roleNames: ['SERVICE_PROVIDER'], redirectUrl: undefined, fromProtected: false, fallback: '/home', expected: '/fulfilment' },
    { name: "fulfilment staff land on the queue when the login came from the business's page", roleNames: ['SERVICE_PROVIDER'], redirectUrl: business, fromProtected: false, fallback: business, expected: '/fulfilment' },
    { name: 'a business admin lands on the admin console', roleNames: ['BUSINESS_ADMIN'], redirectUrl: business, fromProtected: false, fallback: business, expected: '/admin' },
    { name: 'a link inside the admin console is kept', roleNames: ['BUSINESS_ADMIN'], redirectUrl: '/admin/locations', fromProtected: false, fallback: '/admin/locations', expected: '/admin/locations' },
    { name: 'a master admin lands on the platform console', roleNames: ['MASTER_ADMIN'], redirectUrl: undefined, fromProtected: false, fallback: '/home', expected: '/platform' },
    { name: 'a private page the staff member was opening wins', roleNames: ['BUSINESS_ADMIN'], redirectUrl: '/fulfilment?status=SHIPPED', fromProtected: true, fallback: '/fulfilment?status=SHIPPED', expected: '/fulfilment?status=SHIPPED' },
    { name: 'a client goes back where the login was asked', roleNames: ['CLIENT'], redirectUrl: `${business}/bookings`, fromProtected: false, fallback: `${business}/bookings`, expected: `${business}/bookings` },
    { name: 'a receptionist lands on the front desk', roleNames: ['RECEPTIONIST'], redirectUrl: undefined, fromProtected: false, fallback: '/home', expected: '/receptionist' },
    { name: "a receptionist lands on the front desk from the business's page", roleNames: ['RECEPTIONIST'], redirectUrl: business, fromProtected: false, fallback: business, expected: '/receptionist' },
    { name: 'a provider lands on the console', roleNames: ['HEALTHCARE_PROVIDER'], redirectUrl: undefined, fromProtected: false, fallback: business, expected: '/hcp' },
    { name: 'a link to one consultation of the console is kept', roleNames: ['HEALTHCARE_PROVIDER'], redirectUrl: '/hcp/sessions/1', fromProtected: false, fallback: '/hcp/sessions/1', expected: '/hcp/sessions/1' },
    { name: 'an address that only starts like the area is not inside it', roleNames: ['HEALTHCARE_PROVIDER'], redirectUrl: '/hcpx', fromProtected: false, fallback: '/hcpx', expected: '/hcp' },
    { name: 'a client and receptionist lands as a client', roleNames: ['RECEPTIONIST', 'CLIENT'], redirectUrl: undefined, fromProtected: false, fallback: business, expected: business },
    { name: 'no grant: where the login would have led', roleNames: [], redirectUrl: undefined, fromProtected: false, fallback: '/home', expected: '/home' },
  ])('$name', ({ roleNames, redirectUrl, fromProtected, fallback, expected }) => {
    expect(landingAfterLogin({ roleNames, redirectUrl, fromProtected, fallback })).toBe(expected);
  });
});
