import { describe, expect, it } from 'vitest';
import { preAssessmentForm } from '../../../server/seed/data/pre-assessment-form.ts';
import { checkFormSchema, parseJsonText } from '../../../src/domain/forms/form-schema-check.ts';

const question = (extra: Record<string, unknown> = {}) => ({ type: 'object', properties: { agree: { type: 'boolean', title: 'I agree' } }, ...extra });

describe('checkFormSchema: what an admin-written form must be before it is published', () => {
  it('the seeded pre-assessment passes', () => {
    expect(checkFormSchema(preAssessmentForm.schema, preAssessmentForm.uiSchema)).toEqual([]);
  });

  it.each([
    { name: 'not an object', schema: [1], ui: {}, problems: [{ code: 'notAnObject' }] },
    { name: 'root not an object type', schema: question({ type: 'string' }), ui: {}, problems: [{ code: 'rootNotObjectType' }] },
    { name: 'no questions', schema: { type: 'object', properties: {} }, ui: {}, problems: [{ code: 'noQuestions' }] },
    { name: 'a question that is not an object', schema: { type: 'object', properties: { a: 'text' } }, ui: {}, problems: [{ code: 'questionNotObject', at: 'a' }] },
    { name: 'an unknown type', schema: { type: 'object', properties: { a: { type: 'text' } } }, ui: {}, problems: [{ code: 'unknownType', at: 'a' }] },
    { name: 'a required answer that is not a question', schema: question({ required: ['agree', 'ghost'] }), ui: {}, problems: [{ code: 'requiredUnknown', at: 'ghost' }] },
    { name: 'a pattern that is not a regular expression', schema: { type: 'object', properties: { zip: { type: 'string', pattern: '([0-9' } } }, ui: {}, problems: [{ code: 'badPattern', at: 'zip' }] },
    { name: 'a pass mark over 100', schema: question({ passingPercentage: 120 }), ui: {}, problems: [{ code: 'passingPercentageRange' }] },
    { name: 'a pass mark as text', schema: question({ passingPercentage: '75' }), ui: {}, problems: [{ code: 'passingPercentageRange' }] },
    { name: 'an expected answer nobody can give', schema: { type: 'object', properties: { age: { type: 'integer', minimum: 18, expectedAnswer: 12 } } }, ui: {}, problems: [{ code: 'expectedAnswerInvalid', at: 'age' }] },
    { name: 'a nested question', schema: { type: 'object', properties: { history: { type: 'object', required: ['x'], properties: { a: { type: 'boolean', expectedAnswer: 'no' } } } } }, ui: {}, problems: [{ code: 'requiredUnknown', at: 'history.x' }, { code: 'expectedAnswerInvalid', at: 'history.a' }] },
    { name: 'a uiSchema that is not an object', schema: question(), ui: [], problems: [{ code: 'uiSchemaNotObject' }] },
    { name: 'an order naming a question that does not exist', schema: question(), ui: { 'ui:order': ['agree', 'ghost', '*'] }, problems: [{ code: 'uiOrderUnknown', at: 'ghost' }] },
    { name: 'a reference to nothing', schema: question({ properties: { a: { $ref: '#/definitions/missing' } } }), ui: {}, problems: [{ code: 'unusable' }] },
  ])('$name', ({ schema, ui, problems }) => {
    expect(checkFormSchema(schema, ui)).toEqual(problems);
  });

  it('reads the editor’s text', () => {
    expect(parseJsonText('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonText('{a: 1}')).toEqual({ ok: false });
  });
});
