import { describe, expect, it } from 'vitest';
import { loginHref } from '../../src/app/login-href.ts';

describe('loginHref (the session dialog Login button)', () => {
  it('returns to an internal business page', () => {
    expect(loginHref('/business/demo/main/FAQ')).toBe('/auth/login?redirectUrl=%2Fbusiness%2Fdemo%2Fmain%2FFAQ');
  });

  it.each(['/auth/login?redirectUrl=/x', '//evil.example', '/invalid-business'])('leaves out %s', (path) => {
    expect(loginHref(path)).toBe('/auth/login');
  });
});
