import { describe, expect, it } from 'vitest';
import { landingAfterLogin, roleLanding } from '../../src/app/role-landing.ts';

const business = '/business/demo/main';

describe('where a person lands after login', () => {
  it.each([
    ['SERVICE_PROVIDER', '/fulfilment'],
    ['BUSINESS_ADMIN', '/fulfilment'],
    ['CLIENT', null],
    ['HEALTHCARE_PROVIDER', null],
    ['RECEPTIONIST', null],
    ['toString', null],
    [null, null],
  ])('%s has the work area %s', (role, landing) => {
    expect(roleLanding(role)).toBe(landing);
  });

  it.each([
    { name: 'fulfilment staff land on the queue from a plain login', roleName: 'SERVICE_PROVIDER', redirectUrl: undefined, fromProtected: false, fallback: '/home', expected: '/fulfilment' },
    { name: "fulfilment staff land on the queue when the login came from the business's page", roleName: 'BUSINESS_ADMIN', redirectUrl: business, fromProtected: false, fallback: business, expected: '/fulfilment' },
    { name: 'a private page the staff member was opening wins', roleName: 'BUSINESS_ADMIN', redirectUrl: '/fulfilment?status=SHIPPED', fromProtected: true, fallback: '/fulfilment?status=SHIPPED', expected: '/fulfilment?status=SHIPPED' },
    { name: 'a client goes back where the login was asked', roleName: 'CLIENT', redirectUrl: `${business}/bookings`, fromProtected: false, fallback: `${business}/bookings`, expected: `${business}/bookings` },
    { name: 'a provider goes where the login would have led', roleName: 'HEALTHCARE_PROVIDER', redirectUrl: undefined, fromProtected: false, fallback: business, expected: business },
    { name: 'a receptionist keeps its landing', roleName: 'RECEPTIONIST', redirectUrl: undefined, fromProtected: true, fallback: '/home', expected: '/home' },
  ])('$name', ({ roleName, redirectUrl, fromProtected, fallback, expected }) => {
    expect(landingAfterLogin({ roleName, redirectUrl, fromProtected, fallback })).toBe(expected);
  });
});
