import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { buildContext, type GraphQLContext } from './context.ts';
import type { AppDeps } from './deps.ts';
import { rememberAnswerText } from './http/compression.ts';
import type { GraphQLServerContext } from './http/graphql-route.ts';
import { getSchema } from './schema/index.ts';
import { useCacheControl } from './schema/plugins/cache-control.ts';
import { createSafeLogger, maskError } from './schema/plugins/error-masking.ts';
import { useInputGuard } from './schema/plugins/input-guard.ts';
import { usePublicResponseCache } from './schema/plugins/public-response-cache.ts';
import { publicCache } from './services/public-cache.ts';
import { useFreeTimesInvalidation } from './services/scheduling/free-times-cache.ts';
import { rateLimitsForAddressFactor, type RateLimits } from './services/rate-limit.ts';
import { useOwnWritesHeard } from './services/table-changes.ts';

export type GraphQLOptions = {
  /** Smaller limits let tests reach them quickly; production uses DEFAULT_RATE_LIMITS, scaled per address by config. */
  limits?: Partial<RateLimits>;
  /** Where unexpected errors are written (already stripped of secrets); console.error by default. */
  logError?: (line: string) => void;
};

/** Hardening limits; the app's deepest real query (orders with items, consults and users) stays well inside. */
export const QUERY_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 5000, maxDirectives: 20, maxTokens: 2000 } as const;

/**
 * Yoga's answers are built with the Response class of the moment: under @hono/node-server (which installs its own
 * on start) a string answer is written to the socket as it is, instead of being read back through a stream as a
 * Response of Yoga's own fetch implementation is. In tests (app.fetch, no server) it is the platform's Response.
 */
const CurrentResponse = function CurrentResponse(body?: BodyInit | null, init?: ResponseInit): Response {
  const response = new globalThis.Response(body, init);
  // The HTTP layer compresses a text it knows at once, without reading the answer back (server/http/compression.ts).
  return typeof body === 'string' ? rememberAnswerText(response, body) : response;
} as unknown as typeof Response;

export type CarebookYoga = YogaServerInstance<GraphQLServerContext, GraphQLContext>;

/** The GraphQL endpoint (Yoga + Pothos) that server/app.ts mounts at /graphql. */
export function createGraphQL(deps: AppDeps, options: GraphQLOptions = {}): CarebookYoga {
  const production = deps.config.nodeEnv === 'production';
  const limits: RateLimits = { ...rateLimitsForAddressFactor(deps.config.addressRateLimitFactor), ...options.limits };
  return createYoga<GraphQLServerContext, GraphQLContext>({
    schema: getSchema(),
    graphqlEndpoint: '/graphql',
    context: ({ request, ...server }) => buildContext(deps, limits, request, server),
    maskedErrors: { maskError, isDev: false },
    logging: createSafeLogger(options.logError),
    graphiql: !production,
    landingPage: false,
    batching: false,
    // Bodies are limited to 1 MB by the HTTP layer before Yoga (server/http/graphql-route.ts, tested by fuzz-edges);
    // Yoga's own 25 MB check asked every GET for its body, which built the whole WHATWG Request (issue 18).
    maxRequestBodySize: false,
    fetchAPI: { Response: CurrentResponse },
    // CORS is answered by the HTTP layer (server/http/cors.ts); Yoga's own would allow any origin with credentials.
    cors: false,
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: QUERY_LIMITS.maxDepth },
        maxAliases: { n: QUERY_LIMITS.maxAliases },
        costLimit: { maxCost: QUERY_LIMITS.maxCost },
        maxDirectives: { n: QUERY_LIMITS.maxDirectives },
        maxTokens: { n: QUERY_LIMITS.maxTokens },
        blockFieldSuggestion: { enabled: production },
      }),
      ...(production ? [useDisableIntrospection()] : []),
      useCacheControl(),
      useInputGuard(),
      // A mutation that changes free times drops the cached weeks of every process once it has run.
      useFreeTimesInvalidation(deps),
      // After a mutation, caches fed by table changes hear this process's writes before answering from memory.
      useOwnWritesHeard(deps.db),
      // Last: a hit answers before parsing; stored answers passed every check above when they were computed.
      usePublicResponseCache(publicCache(deps)),
    ],
  });
}
