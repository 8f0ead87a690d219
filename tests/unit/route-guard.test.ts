import { describe, expect, it } from 'vitest';
import { decideRouteAccess, loginRedirectHref } from '../../src/app/route-access.ts';
import type { GuardDecision, GuardInput } from '../../src/app/route-access.ts';

const client = { roleGrants: [{ roleName: 'CLIENT' }] };
const receptionist = { roleGrants: [{ roleName: 'RECEPTIONIST' }, { roleName: 'CLIENT' }] };
const fallback = '/business/demo/main';

const cases: { name: string; input: GuardInput; expected: GuardDecision }[] = [
  { name: 'waits while the session loads', input: { status: 'loading', user: null, path: '/receptionist', publicFallback: fallback }, expected: { kind: 'wait' } },
  { name: 'waits even for a known user until loaded', input: { status: 'loading', user: client, role: 'CLIENT', path: '/receptionist', publicFallback: fallback }, expected: { kind: 'wait' } },
  { name: 'no user: login, back to the private page', input: { status: 'ready', user: null, path: '/business/demo/main/bookings?page=2', publicFallback: fallback }, expected: { kind: 'login', redirectUrl: '/business/demo/main/bookings?page=2' } },
  { name: 'no user on an auth page: back to the nearest public page (no loop)', input: { status: 'ready', user: null, path: '/auth/user-information', publicFallback: fallback }, expected: { kind: 'login', redirectUrl: fallback } },
  { name: 'no user, unsafe address: nearest public page', input: { status: 'ready', user: null, path: '//evil.example/x', publicFallback: '/home' }, expected: { kind: 'login', redirectUrl: '/home' } },
  { name: 'user without the role: unauthorized', input: { status: 'ready', user: client, role: 'RECEPTIONIST', path: '/receptionist', publicFallback: fallback }, expected: { kind: 'unauthorized' } },
  { name: 'user with the role among several: allowed', input: { status: 'ready', user: receptionist, role: 'RECEPTIONIST', path: '/receptionist', publicFallback: fallback }, expected: { kind: 'allow' } },
  { name: 'user with no grants on a role route: unauthorized', input: { status: 'ready', user: { roleGrants: [] }, role: 'CLIENT', path: '/business/demo/main/account', publicFallback: fallback }, expected: { kind: 'unauthorized' } },
  { name: 'fulfilment: a service provider passes a route open to several roles', input: { status: 'ready', user: { roleGrants: [{ roleName: 'SERVICE_PROVIDER' }] }, role: ['BUSINESS_ADMIN', 'SERVICE_PROVIDER'], path: '/fulfilment', publicFallback: fallback }, expected: { kind: 'allow' } },
  { name: 'fulfilment: a receptionist is refused a route open to other roles', input: { status: 'ready', user: receptionist, role: ['BUSINESS_ADMIN', 'SERVICE_PROVIDER'], path: '/fulfilment', publicFallback: fallback }, expected: { kind: 'unauthorized' } },
  { name: 'fulfilment: no user goes to login with the way back', input: { status: 'ready', user: null, role: ['BUSINESS_ADMIN', 'SERVICE_PROVIDER'], path: '/fulfilment?status=SHIPPED', publicFallback: fallback }, expected: { kind: 'login', redirectUrl: '/fulfilment?status=SHIPPED' } },
  { name: 'any signed-in user when no role is asked', input: { status: 'ready', user: { roleGrants: [] }, path: '/auth/user-information', publicFallback: fallback }, expected: { kind: 'allow' } },
];

describe('decideRouteAccess (spec §4 route guard)', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    expect(decideRouteAccess(input)).toEqual(expected);
  });
});

describe('loginRedirectHref', () => {
  it('carries the way back and the fromProtected flag, encoded', () => {
    const href = loginRedirectHref('/business/demo/main/bookings?x=1&y=2');
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('redirectUrl')).toBe('/business/demo/main/bookings?x=1&y=2');
    expect(url.searchParams.get('fromProtected')).toBe('true');
  });
});
