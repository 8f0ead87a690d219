import { describe, expect, it } from 'vitest';
import { isSafeRedirectUrl, safeRedirectOr } from '../../../src/domain/redirect-url.ts';

describe('redirect addresses after login (spec §5)', () => {
  it.each([
    // Allowed: internal addresses of the app's own areas.
    { url: '/', safe: true },
    { url: '/?lng=es', safe: true },
    { url: '/home', safe: true },
    { url: '/receptionist', safe: true },
    { url: '/receptionist/clients', safe: true },
    { url: '/affiliate', safe: true },
    { url: '/affiliate/dashboard', safe: true },
    { url: '/widget', safe: true },
    { url: '/widget/demo', safe: true },
    { url: '/hcp', safe: true },
    { url: '/hcp/sessions/8d0f7a52-4a3e-4c1b-9a55-0e4f1c2b7d10', safe: true },
    { url: '/fulfilment', safe: true },
    { url: '/admin', safe: true },
    { url: '/admin/locations', safe: true },
    { url: '/platform', safe: true },
    { url: '/fulfilment?status=SHIPPED&q=CB-10001&page=2', safe: true },
    { url: '/business/demo/main', safe: true },
    { url: '/business/demo/main/', safe: true },
    { url: '/business/demo/main/bookings/123', safe: true },
    { url: '/business/demo/downtown/account/profile?tab=1#top', safe: true },
    { url: '/business/sunrise/main/services%2F12', safe: true },
    // Not one of the app's areas.
    { url: '', safe: false },
    { url: 'home', safe: false },
    { url: 'business/demo/main', safe: false },
    { url: '/auth/login', safe: false },
    { url: '/homepage', safe: false },
    { url: '/hcpx', safe: false },
    { url: '/fulfilmentx', safe: false },
    { url: '/administrator', safe: false },
    { url: '/business/demo', safe: false },
    { url: '/business//main', safe: false },
    { url: '/admins', safe: false },
    // Schemes and protocol-relative addresses.
    { url: 'https://evil.example/business/demo/main', safe: false },
    { url: 'http:/business/demo/main', safe: false },
    { url: 'javascript:alert(1)', safe: false },
    { url: 'JaVaScRiPt:alert(1)', safe: false },
    { url: '%6Aavascript:alert(1)', safe: false },
    { url: 'data:text/html;base64,PHNjcmlwdD4=', safe: false },
    { url: 'vbscript:msgbox(1)', safe: false },
    { url: 'file:///etc/passwd', safe: false },
    { url: '//evil.example', safe: false },
    { url: '//evil.example/home', safe: false },
    { url: '/%2Fevil.example', safe: false },
    { url: '/\\evil.example', safe: false },
    { url: '\\\\evil.example', safe: false },
    { url: '/%5Cevil.example', safe: false },
    // Script, event handlers, eval, cookies.
    { url: '/home<script>alert(1)</script>', safe: false },
    { url: '/home%3Cscript%3Ealert(1)%3C/script%3E', safe: false },
    { url: '/home?x=%253Cscript%253E', safe: false },
    { url: '/home?next=javascript:alert(1)', safe: false },
    { url: '/home?x=data:text/html', safe: false },
    { url: '/home?x=file:/etc', safe: false },
    { url: '/home?img=x onerror=alert(1)', safe: false },
    { url: '/home?onload=alert(1)', safe: false },
    { url: '/home?x="onmouseover="alert(1)', safe: false },
    { url: '/home?x=eval(atob(1))', safe: false },
    { url: '/home?x=document.cookie', safe: false },
    // Path traversal, plain and encoded.
    { url: '/business/demo/main/../../../admin', safe: false },
    { url: '/home/..', safe: false },
    { url: '/business/demo/main/%2e%2e/%2e%2e/admin', safe: false },
    { url: '/business/demo/main/%252e%252e%252fadmin', safe: false },
    { url: '/business/demo/main/..%2fadmin', safe: false },
    { url: '/home/./x', safe: false },
    // Broken encoding and control characters.
    { url: '/home%', safe: false },
    { url: '/home%c0%ae%c0%ae/', safe: false },
    { url: '/home%0d%0aSet-Cookie:x', safe: false },
    { url: '/home\tx', safe: false },
    { url: `/home?${'a'.repeat(2100)}`, safe: false },
  ])('$url -> $safe', ({ url, safe }) => {
    expect(isSafeRedirectUrl(url)).toBe(safe);
  });

  it.each([
    { url: '/business/demo/main/bookings', expected: '/business/demo/main/bookings' },
    { url: 'https://evil.example', expected: '/home' },
    { url: null, expected: '/home' },
    { url: undefined, expected: '/home' },
    { url: '', expected: '/home' },
  ])('safeRedirectOr($url) is $expected', ({ url, expected }) => {
    expect(safeRedirectOr(url, '/home')).toBe(expected);
  });
});
