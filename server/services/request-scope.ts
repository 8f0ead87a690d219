import type { AppDeps } from '../deps.ts';
import type { ClientInfo } from './auth/sessions.ts';
import type { RateLimits } from './rate-limit.ts';

/** What a service needs from the request it serves, independent of GraphQL. */
export type RequestScope = {
  deps: AppDeps;
  limits: RateLimits;
  client: ClientInfo;
};
