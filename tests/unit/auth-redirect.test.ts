import { describe, expect, it } from 'vitest';
import {
  acceptedRedirect,
  authBusinessCodes,
  businessCodesOf,
  redirectTarget,
} from '../../src/features/auth/lib/redirect.ts';
import { validateAuthSearch, keepRedirect } from '../../src/features/auth/search.ts';

describe('auth redirect address', () => {
  it.each([
    ['/business/demo/main', '/business/demo/main'],
    ['/business/demo/main/bookings?x=1', '/business/demo/main/bookings?x=1'],
    ['/home', '/home'],
    ['/receptionist/clients', '/receptionist/clients'],
    ['https://evil.example', undefined],
    ['//evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['/business/demo/../../etc', undefined],
    [undefined, undefined],
  ])('accepts %j as %j', (url, accepted) => {
    expect(acceptedRedirect(url)).toBe(accepted);
  });

  it.each([
    ['/business/demo/main', '/business/sunrise/main', '/business/demo/main'],
    ['https://evil.example', '/business/sunrise/main', '/business/sunrise/main'],
    ['https://evil.example', null, '/home'],
    [undefined, null, '/home'],
  ])('%j with stored %j leads to %j', (url, stored, target) => {
    expect(redirectTarget(url, stored)).toBe(target);
  });

  it.each([
    ['/business/demo/main', { businessCode: 'demo', locationCode: 'main' }],
    ['/business/demo/downtown/services/1', { businessCode: 'demo', locationCode: 'downtown' }],
    ['/business/demo', null],
    ['/home', null],
    [undefined, null],
  ])('reads the business of %j', (path, codes) => {
    expect(businessCodesOf(path)).toEqual(codes);
  });

  it('frames the auth screens with the redirect business, else the stored one', () => {
    const stored = { businessCode: 'sunrise', locationCode: 'main' };
    expect(authBusinessCodes('/business/demo/main', stored)).toEqual({ businessCode: 'demo', locationCode: 'main' });
    expect(authBusinessCodes('/home', stored)).toEqual(stored);
    // An unsafe address is ignored entirely, even if it looks like a business path.
    expect(authBusinessCodes('/business/demo/main/<script>', stored)).toEqual(stored);
    expect(authBusinessCodes(undefined, { businessCode: null, locationCode: null })).toBeNull();
  });
});

describe('auth search parameters', () => {
  it.each([
    [{}, {}],
    [{ redirectUrl: '/home', fromProtected: true }, { redirectUrl: '/home', fromProtected: true }],
    [{ fromProtected: 'true' }, { fromProtected: true }],
    [{ fromProtected: 'false' }, { fromProtected: false }],
    [{ fromProtected: 'yes', redirectUrl: 42 }, { fromProtected: undefined, redirectUrl: undefined }],
  ])('parses %j', (input, output) => {
    expect(validateAuthSearch(input)).toEqual(output);
  });

  it('carries only the redirect address to the next auth screen', () => {
    expect(keepRedirect({ redirectUrl: '/home', fromProtected: true })).toEqual({ redirectUrl: '/home' });
    expect(keepRedirect({ fromProtected: true })).toEqual({});
  });
});
