import { GraphQLError } from 'graphql';
import { createGraphQLError, type YogaLogger } from 'graphql-yoga';
import { isErrorCode } from '../../../src/domain/error-codes.ts';

// Structural rather than `instanceof`: graphql can be loaded twice (its CommonJS and ESM builds, as under
// vitest), and an error from one copy is not an instance of the other's class.
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError' && 'extensions' in error;
}

function isOriginalGraphQLError(error: unknown): error is GraphQLError {
  if (!isGraphQLError(error)) return false;
  return error.originalError == null || isOriginalGraphQLError(error.originalError);
}

// Codes about the HTTP request itself (Yoga's malformed-JSON and request-shape errors; the body limit in
// server/http/graphql-route.ts): they pass as they are, like the API's own codes.
const REQUEST_ERROR_CODES: ReadonlySet<unknown> = new Set(['BAD_REQUEST', 'PAYLOAD_TOO_LARGE']);

/**
 * Extensions as the client may see them: never the underlying error (Yoga adds `originalError` for bad JSON).
 * A request error keeps its HTTP status (400) even for `Accept: application/json`, where Yoga's `spec` flag
 * would answer 200.
 */
function publicExtensions(extensions: GraphQLError['extensions'], code: string): Record<string, unknown> {
  const { originalError: _originalError, stack: _stack, exception: _exception, ...rest } = extensions as Record<string, unknown>;
  const http = rest['http'];
  if (REQUEST_ERROR_CODES.has(code) && typeof http === 'object' && http !== null) {
    const { spec: _spec, ...status } = http as Record<string, unknown>;
    rest['http'] = status;
  }
  return { ...rest, code };
}

/**
 * Errors the API raised on purpose (a GraphQLError with one of our codes) pass unchanged. Errors graphql-js
 * raises about the request itself (syntax, unknown fields, variables, depth and cost limits) pass with code
 * BAD_USER_INPUT, and Yoga's about the HTTP request (malformed JSON) with BAD_REQUEST, never with the parser's
 * own error. Anything else is a bug or an outage: the client sees only INTERNAL_SERVER_ERROR.
 */
export function maskError(error: unknown, message: string): Error {
  if (isOriginalGraphQLError(error)) {
    const code = error.extensions['code'];
    const keepsCode = isErrorCode(code) || REQUEST_ERROR_CODES.has(code);
    if (keepsCode && !('originalError' in error.extensions)) return error;
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: publicExtensions(error.extensions, keepsCode ? (code as string) : 'BAD_USER_INPUT'),
    });
  }
  return createGraphQLError(message, {
    path: isGraphQLError(error) ? error.path : undefined,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

// Database errors quote the failed query and its parameters, which may hold hashes, tokens or personal data.
function redact(text: string): string {
  return text
    .replace(/params:[\s\S]*$/i, 'params: [redacted]')
    .replace(/Bearer\s+\S+/gi, 'Bearer [redacted]')
    .replace(/\$argon2[^\s"']*/g, '[redacted-hash]');
}

function describe(value: unknown, depth = 0): string {
  if (!(value instanceof Error) || depth > 3) return typeof value === 'string' ? redact(value) : '[non-error value]';
  const frames = (value.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 8).join('\n');
  const inner = isGraphQLError(value) ? value.originalError : value.cause;
  const cause = inner ? `\ncaused by: ${describe(inner, depth + 1)}` : '';
  return `${value.name}: ${redact(value.message)}${frames ? `\n${frames}` : ''}${cause}`;
}

/** Yoga's logger with error output stripped of query parameters and credentials. */
export function createSafeLogger(write: (line: string) => void = (line) => console.error(line)): YogaLogger {
  return {
    debug: () => undefined,
    info: (...args: unknown[]) => console.info(...args),
    warn: (...args: unknown[]) => console.warn(...args.map((a) => describe(a))),
    // Yoga also reports malformed requests (syntax, limits) here; those are the caller's mistake, not ours.
    error: (...args: unknown[]) => {
      if (args.length > 0 && args.every(isOriginalGraphQLError)) return;
      write(`[graphql] ${args.map((a) => describe(a)).join(' ')}`);
    },
  };
}
