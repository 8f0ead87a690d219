// Issue 16: the client (the questionnaire's rjsf validator) and the server (assertValidAnswers) check answers
// with one engine, src/domain/forms/answer-validation.ts. This test holds them to the same verdict on every
// seeded form schema and on admin-like edge schemas, so an answer the form accepts is one the server stores.
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { preAssessmentForm } from '../../server/seed/data/pre-assessment-form.ts';
import type { FormVersionRow } from '../../server/services/catalogue/loaders.ts';
import { assertValidAnswers } from '../../server/services/forms/answers.ts';
import { InterpretingValidator } from '../../src/components/questionnaire/schema-validator.ts';

const version = (schema: unknown): FormVersionRow => ({ id: 'v', organizationId: 'o', formId: 'f', version: 1, schema, uiSchema: {}, currentFlag: true, createdAt: new Date(0) });

function serverAccepts(schema: unknown, answers: Record<string, unknown>): boolean {
  try {
    assertValidAnswers(version(schema), answers);
    return true;
  } catch {
    return false;
  }
}

function clientAccepts(schema: unknown, answers: Record<string, unknown>): boolean {
  const validator = new InterpretingValidator();
  return validator.validateFormData(answers, schema as RJSFSchema).errors.length === 0;
}

const passing = { age: 35, weight: 180, heightFeet: 5, heightInches: 7, pregnancy: false, thyroidCancer: false, pancreatitis: false, eatingDisorder: false, triedLifestyle: true };

// [schema, answers the test expects accepted, answers it expects refused]
const cases: { name: string; schema: Record<string, unknown>; accepted: Record<string, unknown>[]; refused: Record<string, unknown>[] }[] = [
  {
    name: 'the seeded pre-assessment',
    schema: preAssessmentForm.schema,
    accepted: [passing, { ...passing, pregnancy: true }, { ...passing, medications: 'none' }],
    refused: [{}, { ...passing, age: 0 }, { ...passing, age: 121 }, { ...passing, age: 35.5 }, { ...passing, weight: 'heavy' }, { ...passing, heightInches: 12 }, { ...passing, medications: 'x'.repeat(501) }, { ...passing, pregnancy: 'no' }],
  },
  {
    name: 'enums, consts and patterns',
    schema: { type: 'object', required: ['size', 'agree'], properties: { size: { type: 'string', enum: ['s', 'm'], enumNames: ['Small', 'Medium'] }, agree: { type: 'boolean', const: true }, zip: { type: 'string', pattern: '^[0-9]{5}$' } } },
    accepted: [{ size: 's', agree: true }, { size: 'm', agree: true, zip: '10001' }],
    refused: [{ size: 'l', agree: true }, { size: 's', agree: false }, { size: 's', agree: true, zip: '1000' }, { size: 's' }],
  },
  {
    name: 'formats an admin might use',
    schema: { type: 'object', properties: { email: { type: 'string', format: 'email' }, day: { type: 'string', format: 'date' } } },
    accepted: [{ email: 'ada@example.test', day: '2026-02-28' }, {}],
    refused: [{ email: 'not an email' }, { day: '2026-02-30x' }],
  },
  {
    name: 'nested objects, arrays and references',
    schema: {
      type: 'object',
      definitions: { yesNo: { type: 'boolean' } },
      properties: {
        history: { type: 'object', required: ['pancreatitis'], properties: { pancreatitis: { $ref: '#/definitions/yesNo' } } },
        symptoms: { type: 'array', minItems: 1, maxItems: 2, uniqueItems: true, items: { type: 'string', enum: ['a', 'b', 'c'] } },
      },
    },
    accepted: [{ history: { pancreatitis: false }, symptoms: ['a'] }, {}],
    refused: [{ history: {} }, { history: { pancreatitis: 'no' } }, { symptoms: [] }, { symptoms: ['a', 'b', 'c'] }, { symptoms: ['a', 'a'] }, { symptoms: ['z'] }],
  },
  {
    name: 'conditional questions (dependencies, if/then, oneOf)',
    schema: {
      type: 'object',
      properties: { smoker: { type: 'boolean' }, perDay: { type: 'integer', minimum: 1 }, contact: { oneOf: [{ type: 'string', maxLength: 3 }, { type: 'integer' }] } },
      dependencies: { smoker: ['perDay'] },
      if: { properties: { smoker: { const: true } }, required: ['smoker'] },
      then: { required: ['perDay'] },
    },
    accepted: [{ smoker: true, perDay: 3 }, { smoker: false, perDay: 1 }, { contact: 'abc' }, { contact: 7 }],
    refused: [{ smoker: true }, { smoker: true, perDay: 0 }, { contact: 'abcd' }, { contact: 1.5 }],
  },
];

describe('one answer engine for the client and the server', () => {
  for (const { name, schema, accepted, refused } of cases) {
    it(`${name}: both accept the same answers and refuse the same answers`, () => {
      for (const answers of accepted) expect([serverAccepts(schema, answers), clientAccepts(schema, answers)], JSON.stringify(answers)).toEqual([true, true]);
      for (const answers of refused) expect([serverAccepts(schema, answers), clientAccepts(schema, answers)], JSON.stringify(answers)).toEqual([false, false]);
    });
  }

  it('the server names each wrong answer by its path', () => {
    try {
      assertValidAnswers(version(preAssessmentForm.schema), { ...passing, age: 0, weight: undefined });
      expect.unreachable();
    } catch (error) {
      expect((error as { extensions: { fields: Record<string, string> } }).extensions.fields).toEqual({ 'answers.age': 'validation.invalid', 'answers.weight': 'validation.required' });
    }
  });
});
