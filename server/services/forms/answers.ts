import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { ValidationMessageKey } from '../../../src/domain/validation/messages.ts';
import type { FormVersionRow } from '../catalogue/loaders.ts';
import { badInput, type FieldErrors } from '../errors.ts';

// strict: false because form schemas carry their own keywords (expectedAnswer, passingPercentage, rjsf's
// enumNames) that JSON Schema validation ignores. allErrors so every wrong field is reported at once.
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

// Form versions never change once written, so a compiled validator is kept per version id (bounded).
const MAX_CACHED = 200;
const compiled = new Map<string, ValidateFunction>();

function validatorFor(version: FormVersionRow): ValidateFunction {
  let validate = compiled.get(version.id);
  if (!validate) {
    const schema = version.schema as object;
    validate = ajv.compile(schema);
    // The compiled function is ours to keep; dropping it from Ajv's own registry keeps memory bounded by the
    // cache below and lets two versions declare the same $id.
    ajv.removeSchema(schema);
    if (compiled.size >= MAX_CACHED) {
      const oldest = compiled.keys().next().value;
      if (oldest !== undefined) compiled.delete(oldest);
    }
    compiled.set(version.id, validate);
  }
  return validate;
}

// The spec's form messages are minimum length, maximum length, required and pattern; the shared keys have
// no "too short" or "pattern" yet, so those (and range or type errors) read as invalid.
function keyOf(error: ErrorObject): ValidationMessageKey {
  if (error.keyword === 'required') return 'validation.required';
  if (error.keyword === 'maxLength' || error.keyword === 'maxItems') return 'validation.tooLong';
  return 'validation.invalid';
}

// '/history/pancreatitis' -> 'answers.history.pancreatitis'; a missing property is named by its own path.
function pathOf(error: ErrorObject, prefix: string): string {
  const segments = error.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params['missingProperty'] === 'string') segments.push(error.params['missingProperty']);
  return [prefix, ...segments].join('.');
}

/** Checks answers against the form version's JSON schema; BAD_USER_INPUT with a key per wrong answer. */
export function assertValidAnswers(version: FormVersionRow, answers: Record<string, unknown>, prefix = 'answers'): void {
  const validate = validatorFor(version);
  if (validate(answers)) return;
  const fields: FieldErrors = {};
  for (const error of validate.errors ?? []) {
    const path = pathOf(error, prefix);
    fields[path] ??= keyOf(error);
  }
  throw badInput(Object.keys(fields).length > 0 ? fields : { [prefix]: 'validation.invalid' });
}
