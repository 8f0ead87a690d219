// Search parameters every auth route accepts (spec §2). Malformed values are dropped instead of failing the
// page: a link someone pasted wrongly still opens the login. A plain function rather than zod, because route
// search validation runs on the first load of every page and zod would double the weight of that load.

export type AuthSearch = { redirectUrl?: string; fromProtected?: boolean };

const MAX_REDIRECT_LENGTH = 2048;

function readFlag(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** Keeps the known parameters that are well formed; everything else is dropped. */
export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const result: AuthSearch = {};
  const { redirectUrl } = search;
  if (typeof redirectUrl === 'string' && redirectUrl.length <= MAX_REDIRECT_LENGTH) result.redirectUrl = redirectUrl;
  const fromProtected = readFlag(search.fromProtected);
  if (fromProtected !== undefined) result.fromProtected = fromProtected;
  return result;
}

/** The search to carry to another auth screen: the redirect address only. */
export function keepRedirect(search: AuthSearch): AuthSearch {
  return search.redirectUrl === undefined ? {} : { redirectUrl: search.redirectUrl };
}
