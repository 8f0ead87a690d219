// Where "log in again" leads: the login page, returning afterwards to where the person was when that
// address passes the spec §5 redirect check (auth pages never do, so login cannot loop).
import { isSafeRedirectUrl } from '../domain/redirect-url.ts';

export function loginHref(currentPath: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (isSafeRedirectUrl(currentPath)) params.set('redirectUrl', currentPath);
  const query = params.toString();
  return query ? `/auth/login?${query}` : '/auth/login';
}
