// The forms editor's words as data: each schema problem and each form type (spec §3) has its translated label;
// a new problem or type fails to compile until it has one.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormSchemaProblemCode } from '../../../../domain/forms/form-schema-check.ts';
import type { FormType } from '../../../../gql/graphql.ts';

export const formProblemMessages = {
  notJson: msg`This is not valid JSON.`,
  notAnObject: msg`The schema must be a JSON object.`,
  rootNotObjectType: msg`The schema's type must be "object": a form is a set of questions.`,
  noQuestions: msg`Add at least one question under "properties".`,
  questionNotObject: msg`Each question must be a JSON object.`,
  unknownType: msg`Unknown type: use string, number, integer, boolean, object, array or null.`,
  requiredUnknown: msg`A required answer names a question that does not exist.`,
  badPattern: msg`The pattern is not a valid regular expression.`,
  passingPercentageRange: msg`The passing percentage must be a number from 0 to 100.`,
  expectedAnswerInvalid: msg`The expected answer is not an answer this question accepts.`,
  uiSchemaNotObject: msg`The uiSchema must be a JSON object.`,
  uiOrderUnknown: msg`ui:order names a question that does not exist.`,
  unusable: msg`The schema refers to something that does not exist ($ref) and cannot be used.`,
} as const satisfies Record<FormSchemaProblemCode, MessageDescriptor>;

export const formTypeLabels = {
  COMPLIANCE_CONSENT: msg`Compliance consent`,
  COMPLIANCE_INCIDENT: msg`Compliance incident`,
  INCIDENT_REPORT: msg`Incident report`,
  MEDICAL_CONSENT: msg`Medical consent`,
  MEDICAL_SCREENING: msg`Medical screening`,
  PRE_ASSESSMENT: msg`Pre-assessment`,
  PRE_ASSESSMENT_TEMPLATE: msg`Pre-assessment template`,
  RE_ASSESSMENT: msg`Re-assessment`,
  SERVICE_PACK: msg`Service pack`,
  SERVICE_PACK_TEMPLATE: msg`Service pack template`,
} as const satisfies Record<FormType, MessageDescriptor>;

export const FORM_TYPE_LIST = Object.keys(formTypeLabels) as FormType[];

/** Languages a form version is translated into; English is the version itself. */
export const TRANSLATED_LANGUAGES = ['es', 'fr', 'pt'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export const languageNames = {
  es: msg`Spanish`,
  fr: msg`French`,
  pt: msg`Portuguese`,
} as const satisfies Record<TranslatedLanguage, MessageDescriptor>;
