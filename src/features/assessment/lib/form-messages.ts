// The questionnaire's messages in the person's language: validation errors (spec §5: minimum length, maximum
// length, required, pattern, plus the pre-assessment number limits) through rjsf's transformErrors, and
// rjsf's own interface strings through its translateString.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RJSFValidationError } from '@rjsf/utils';
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

function limitOf(error: RJSFValidationError): string {
  const limit: unknown = (error.params as { limit?: unknown } | undefined)?.limit;
  return typeof limit === 'number' || typeof limit === 'string' ? String(limit) : '';
}

function messageFor(error: RJSFValidationError, i18n: I18n): string | null {
  const limit = limitOf(error);
  switch (error.name) {
    case 'required':
      return i18n._(msg`This field is required.`);
    case 'minLength':
      return i18n._(msg`Enter at least ${limit} characters.`);
    case 'maxLength':
      return i18n._(msg`Enter no more than ${limit} characters.`);
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
export function translateFormErrors(errors: RJSFValidationError[], i18n: I18n): RJSFValidationError[] {
  return errors.map((error) => {
    const message = messageFor(error, i18n);
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
