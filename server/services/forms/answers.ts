import { answerErrors, type RawSchemaError } from '../../../src/domain/forms/answer-validation.ts';
import type { ValidationMessageKey } from '../../../src/domain/validation/messages.ts';
import type { FormVersionRow } from '../catalogue/loaders.ts';
import { badInput, type FieldErrors } from '../errors.ts';

// The client's questionnaire checks answers with this same engine (src/domain/forms/answer-validation.ts), so the
// server accepts exactly what the form accepted. Form schemas carry their own keywords (expectedAnswer,
// passingPercentage, rjsf's enumNames), which JSON Schema validation ignores.

// The spec's form messages are minimum length, maximum length, required and pattern; the shared keys have
// no "too short" or "pattern" yet, so those (and range or type errors) read as invalid.
function keyOf(error: RawSchemaError): ValidationMessageKey {
  if (error.keyword === 'required') return 'validation.required';
  if (error.keyword === 'maxLength' || error.keyword === 'maxItems') return 'validation.tooLong';
  return 'validation.invalid';
}

// '/history/pancreatitis' -> 'answers.history.pancreatitis'; a missing property is named by its own path.
function pathOf(error: RawSchemaError, prefix: string): string {
  const segments = error.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params['missingProperty'] === 'string') segments.push(error.params['missingProperty']);
  return [prefix, ...segments].join('.');
}

/** Checks answers against the form version's JSON schema; BAD_USER_INPUT with a key per wrong answer. */
export function assertValidAnswers(version: FormVersionRow, answers: Record<string, unknown>, prefix = 'answers'): void {
  let errors: RawSchemaError[];
  try {
    errors = answerErrors(version.schema, answers);
  } catch {
    // A schema the engine cannot use (an unresolvable $ref): nothing can be answered against it.
    throw badInput({ [prefix]: 'validation.invalid' });
  }
  if (errors.length === 0) return;
  const fields: FieldErrors = {};
  for (const error of errors) {
    const path = pathOf(error, prefix);
    fields[path] ??= keyOf(error);
  }
  throw badInput(Object.keys(fields).length > 0 ? fields : { [prefix]: 'validation.invalid' });
}
