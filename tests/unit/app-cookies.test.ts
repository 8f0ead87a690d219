import { describe, expect, it } from 'vitest';
import { parseCookie, serializeCookie } from '../../src/app/cookies.ts';

const now = new Date('2026-01-01T00:00:00.000Z');

describe('serializeCookie', () => {
  it('writes a 1-day cookie with path, SameSite=Lax and no Secure on http', () => {
    expect(serializeCookie('accessToken', 'abc', { days: 1 }, now)).toBe(
      'accessToken=abc; Expires=Fri, 02 Jan 2026 00:00:00 GMT; Path=/; SameSite=Lax',
    );
  });

  it('adds Secure when asked (https) and expires after 365 days', () => {
    const cookie = serializeCookie('refreshToken', 'r', { days: 365, secure: true }, now);
    expect(cookie).toContain('Expires=Fri, 01 Jan 2027 00:00:00 GMT');
    expect(cookie.endsWith('; Secure')).toBe(true);
  });

  it('encodes JSON values so that ; and = cannot break the cookie', () => {
    const value = JSON.stringify({ roleName: 'CLIENT', targetId: 'a;b=c', organizationId: 'o' });
    const cookie = serializeCookie('currentUser', value, { days: 365 }, now);
    const pair = cookie.split('; ')[0] ?? '';
    expect(parseCookie(pair, 'currentUser')).toBe(value);
  });
});

describe('parseCookie', () => {
  const header = 'a=1; accessToken=tok%20en; currentUser=%7B%22x%22%3A1%7D; empty=';
  it.each([
    ['accessToken', 'tok en'],
    ['currentUser', '{"x":1}'],
    ['a', '1'],
    ['empty', ''],
    ['missing', null],
  ])('%s reads %j', (name, expected) => {
    expect(parseCookie(header, name)).toBe(expected);
  });

  it('does not match a cookie whose name only ends with the wanted one', () => {
    expect(parseCookie('xaccessToken=1', 'accessToken')).toBeNull();
  });

  it('keeps malformed percent-encoding as it is', () => {
    expect(parseCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  });
});
