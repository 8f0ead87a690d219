// The questionnaire's messages in the person's language: validation errors (spec §5: minimum length, maximum
// length, required, pattern, plus the pre-assessment number limits) through rjsf's transformErrors, and
// rjsf's own interface strings through its translateString.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { RJSFValidationError } from '@rjsf/utils';
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

function limitOf(error: RJSFValidationError): string {
  const limit: unknown = (error.params as { limit?: unknown } | undefined)?.limit;
  return typeof limit === 'number' || typeof limit === 'string' ? String(limit) : '';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The inclusive range of the number field an error is about, from the form's schema (the error's schemaPath names
 * the failed keyword, e.g. '#/properties/age/minimum'): both limits when the field has both, so one message says
 * what may be entered (spec §5: 'age 1 to 120').
 */
export function numberRangeOf(schema: unknown, schemaPath: string | undefined): { min: number; max: number } | null {
  if (!schemaPath?.startsWith('#/')) return null;
  let node: unknown = schema;
  for (const part of schemaPath.slice(2).split('/').slice(0, -1)) {
    node = isRecord(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  if (!isRecord(node)) return null;
  const { minimum, maximum } = node;
  return typeof minimum === 'number' && typeof maximum === 'number' ? { min: minimum, max: maximum } : null;
}

function messageFor(error: RJSFValidationError, i18n: I18n, schema: unknown): string | null {
  const limit = limitOf(error);
  const range = error.name === 'minimum' || error.name === 'maximum' ? numberRangeOf(schema, error.schemaPath) : null;
  if (range) {
    const { min, max } = range;
    return i18n._(msg`Enter a number from ${min} to ${max}.`);
  }
  switch (error.name) {
    case 'required':
      return i18n._(msg`This field is required.`);
    case 'minLength':
      return i18n._(msg({ message: plural(Number(limit), { one: 'Enter at least # character.', other: 'Enter at least # characters.' }) }));
    case 'maxLength':
      return i18n._(msg({ message: plural(Number(limit), { one: 'Enter no more than # character.', other: 'Enter no more than # characters.' }) }));
    case 'pattern':
      return i18n._(msg`This answer is not in the expected format.`);
    case 'minimum':
    case 'exclusiveMinimum':
      return i18n._(msg`Enter a number of at least ${limit}.`);
    case 'maximum':
    case 'exclusiveMaximum':
      return i18n._(msg`Enter a number of at most ${limit}.`);
    case 'type':
      return i18n._(msg`Enter a valid value.`);
    case 'enum':
    case 'const':
      return i18n._(msg`Choose one of the options.`);
    default:
      return null;
  }
}

/** rjsf's transformErrors: each error's message (and its list entry) in the active language. */
export function translateFormErrors(errors: RJSFValidationError[], i18n: I18n, schema?: unknown): RJSFValidationError[] {
  return errors.map((error) => {
    const message = messageFor(error, i18n, schema);
    if (!message) return error;
    const title = error.title ? `${error.title}: ` : '';
    return { ...error, message, stack: `${title}${message}` };
  });
}

/** rjsf's translateString for the strings the pre-assessment can show; the rest stay in rjsf's English. */
export function rjsfStringTranslator(i18n: I18n) {
  return (value: TranslatableString, params?: string[]): string => {
    switch (value) {
      case TranslatableString.YesLabel:
        return i18n._(msg`Yes`);
      case TranslatableString.NoLabel:
        return i18n._(msg`No`);
      case TranslatableString.ErrorsLabel:
        return i18n._(msg`Errors`);
      case TranslatableString.CloseLabel:
        return i18n._(msg`Close`);
      case TranslatableString.IncrementAriaLabel:
        return i18n._(msg`Increase value by 1`);
      case TranslatableString.DecrementAriaLabel:
        return i18n._(msg`Decrease value by 1`);
      case TranslatableString.ClearButton:
        return i18n._(msg`Clear input`);
      default:
        return englishStringTranslator(value, params);
    }
  };
}
