// The @rjsf validator on the app's one answer engine (src/domain/forms/answer-validation.ts, @cfworker/json-schema,
// the same the server checks answers with). Its errors come in Ajv's raw shape and are turned into rjsf errors by
// validator-ajv8's own processing, so transformErrors (form-messages.ts), customValidate and the error schema behave
// as with the Ajv validator.
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import { ROOT_SCHEMA_PREFIX, withIdRefPrefix } from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import { answerErrors, type RawSchemaError } from '../../domain/forms/answer-validation.ts';

export type { RawSchemaError };

/** Every failed keyword of `value` against `schema` ($refs resolve against `root`), in Ajv's error shape. */
export function validateAgainstSchema(schema: unknown, value: unknown, root: unknown = schema): RawSchemaError[] {
  if (root === schema) return answerErrors(schema, value);
  // rjsf's way for a subschema: its local $refs point into the root schema, registered under ROOT_SCHEMA_PREFIX.
  return answerErrors(withIdRefPrefix(schema as RJSFSchema), value, { schema: root, id: ROOT_SCHEMA_PREFIX });
}

/** The rjsf validator built on validateAgainstSchema. */
export class InterpretingValidator<T = unknown> implements ValidatorType<T> {
  rawValidation<Result = RawSchemaError>(schema: RJSFSchema, formData?: T): { errors?: Result[]; validationError?: Error } {
    try {
      return { errors: validateAgainstSchema(schema, formData) as Result[] };
    } catch (error) {
      // An unresolvable $ref or a pattern the browser cannot read: rjsf shows it as a schema error, as with Ajv.
      return { errors: [], validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  validateFormData(formData: T | undefined, schema: RJSFSchema, customValidate?: CustomValidator<T>, transformErrors?: ErrorTransformer<T>, uiSchema?: UiSchema<T>): ValidationData<T> {
    const raw = this.rawValidation<RawSchemaError>(schema, formData);
    // validator-ajv8's own step from Ajv errors to rjsf's errors and error schema (it needs no Ajv instance).
    return processRawValidationErrors<T>(this, raw as Parameters<typeof processRawValidationErrors>[1], formData, schema, customValidate, transformErrors, uiSchema);
  }

  isValid(schema: RJSFSchema, formData: T | undefined, rootSchema: RJSFSchema): boolean {
    try {
      return validateAgainstSchema(schema, formData, rootSchema).length === 0;
    } catch {
      return false;
    }
  }
}
