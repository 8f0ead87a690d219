import type { z } from 'zod';
import { isValidationMessageKey, type ValidationMessageKey } from './messages.ts';

// The form of BAD_USER_INPUT's `extensions.fields`: one key per field path ('zipcode', 'userInput.email'),
// the first issue of each path winning because the schemas list the most basic check first. An issue whose
// message is not one of our keys (a type mismatch deep in zod) becomes 'validation.invalid'.
export function toFieldErrors(error: z.ZodError, prefix: readonly PropertyKey[] = []): Record<string, ValidationMessageKey> {
  const fields: Record<string, ValidationMessageKey> = {};
  for (const issue of error.issues) {
    const path = [...prefix, ...issue.path].map(String).join('.');
    if (path in fields) continue;
    fields[path] = isValidationMessageKey(issue.message) ? issue.message : 'validation.invalid';
  }
  return fields;
}
