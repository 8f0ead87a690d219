// What a form needs out of a failed call: the stable error code, the per-field validation keys of
// BAD_USER_INPUT (so each message lands on its field) and whether the server could not be reached at all.
import { GraphQLRequestError, NetworkError } from '../../app/graphql-client.ts';
import type { ErrorCode } from '../../domain/error-codes.ts';
import type { ValidationMessageKey } from '../../domain/validation/messages.ts';

export type ApiErrorInfo = {
  code: ErrorCode | null;
  /** Field name (last segment of the server's path, e.g. 'zipcode') to its validation key. */
  fields: Partial<Record<string, ValidationMessageKey>>;
  network: boolean;
};

export function readApiError(error: unknown): ApiErrorInfo {
  if (error instanceof GraphQLRequestError) {
    const fields: Partial<Record<string, ValidationMessageKey>> = {};
    for (const [path, key] of Object.entries(error.fields)) {
      const name = path.split('.').pop();
      if (name && key) fields[name] = key;
    }
    return { code: error.code, fields, network: false };
  }
  return { code: null, fields: {}, network: error instanceof NetworkError };
}
