import type { WorkboxPlugin } from 'workbox-core/types.js';

/**
 * Keeps only answers worth replaying offline: HTTP 200 that the server itself marked `public` (it does so only for
 * anonymous public queries), with data and no GraphQL errors. An error (an unknown business, a rate limit) must
 * be asked again next time, never served from the cache.
 */
export const onlySuccessfulGraphQL: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    if (!/\bpublic\b/.test(response.headers.get('cache-control') ?? '')) return null;
    try {
      const body: unknown = await response.clone().json();
      const ok = typeof body === 'object' && body !== null && !('errors' in body) && 'data' in body;
      return ok ? response : null;
    } catch {
      return null;
    }
  },
};
