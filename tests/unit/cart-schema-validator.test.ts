import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { preAssessmentForm } from '../../server/seed/data/pre-assessment-form.ts';
import { InterpretingValidator, validateAgainstSchema } from '../../src/components/questionnaire/schema-validator.ts';

// The form's own keywords (expectedAnswer, passingPercentage) are not JSON Schema's; the validator ignores them.
const schema = {
  type: 'object',
  passingPercentage: 75,
  required: ['age', 'name'],
  properties: {
    age: { type: 'integer', title: 'Age', minimum: 1, maximum: 120 },
    name: { type: 'string', minLength: 2, maxLength: 5, pattern: '^[a-z]+$' },
    pregnant: { type: 'boolean', expectedAnswer: false },
    size: { type: 'string', enum: ['s', 'm', 'l'] },
    address: {
      type: 'object',
      required: ['city'],
      properties: { city: { type: 'string', minLength: 2 }, zip: { type: 'string', pattern: '^[0-9]{5}$' } },
    },
  },
} as RJSFSchema;

const keywords = (value: unknown, against: unknown = schema) =>
  validateAgainstSchema(against, value).map((error) => `${error.instancePath}:${error.keyword}`);

// What form-messages.ts reads (name and params.limit), the way the questionnaire's transformErrors does.
const byLimit = (list: RJSFValidationError[]) =>
  list.map((error) => ({ ...error, message: `${error.name ?? ''}:${String((error.params as { limit?: number }).limit ?? '')}` }));

describe('the CSP-safe schema validator', () => {
  it('reports each failed keyword in Ajv’s shape, one per field', () => {
    expect(keywords({})).toEqual([':required', ':required']);
    expect(keywords({ age: 0, name: 'a' })).toEqual(['/age:minimum', '/name:minLength']);
    expect(keywords({ age: 121, name: 'abcdef' })).toEqual(['/age:maximum', '/name:maxLength']);
    expect(keywords({ age: 1.5, name: 'AB' })).toEqual(['/age:type', '/name:pattern']);
    expect(keywords({ age: 'forty', name: 'ada' })).toEqual(['/age:type']);
    expect(keywords({ age: 40, name: 'ada', size: 'xl' })).toEqual(['/size:enum']);
    expect(keywords({ age: 40, name: 'ada', pregnant: false, size: 'm' })).toEqual([]);
  });

  it('treats undefined members as absent, as Ajv does', () => {
    expect(keywords({ age: undefined, name: 'ada' })).toEqual([':required']);
    expect(keywords(undefined)).toEqual([]);
  });

  it('reaches into nested objects with their own paths', () => {
    expect(keywords({ age: 40, name: 'ada', address: {} })).toEqual(['/address:required']);
    expect(keywords({ age: 40, name: 'ada', address: { city: 'X', zip: '123' } })).toEqual(['/address/city:minLength', '/address/zip:pattern']);
    expect(keywords({ age: 40, name: 'ada', address: { city: 'Lyon', zip: '69001' } })).toEqual([]);
  });

  it('gives the params and messages transformErrors reads', () => {
    const errors = validateAgainstSchema(schema, { age: 0, name: 'ABCDEFG', address: {} });
    expect(errors.map(({ instancePath, schemaPath, keyword, params, message }) => ({ instancePath, schemaPath, keyword, params, message }))).toEqual([
      { instancePath: '/age', schemaPath: '#/properties/age/minimum', keyword: 'minimum', params: { comparison: '>=', limit: 1 }, message: 'must be >= 1' },
      { instancePath: '/name', schemaPath: '#/properties/name/maxLength', keyword: 'maxLength', params: { limit: 5 }, message: 'must NOT have more than 5 characters' },
      { instancePath: '/name', schemaPath: '#/properties/name/pattern', keyword: 'pattern', params: { pattern: '^[a-z]+$' }, message: 'must match pattern "^[a-z]+$"' },
      { instancePath: '/address', schemaPath: '#/properties/address/required', keyword: 'required', params: { missingProperty: 'city' }, message: "must have required property 'city'" },
    ]);
    expect(errors[0]?.parentSchema).toMatchObject({ title: 'Age' });
    expect(validateAgainstSchema(schema, { age: 40, name: 'ada', size: 'xl' })[0]?.params).toEqual({ allowedValues: ['s', 'm', 'l'] });
    expect(validateAgainstSchema({ type: 'object', properties: { n: { type: 'string', minLength: 3 } } }, { n: 'a' })[0]?.params).toEqual({ limit: 3 });
    expect(validateAgainstSchema({ type: 'number', maximum: 9 }, 10)[0]).toMatchObject({ instancePath: '', params: { comparison: '<=', limit: 9 } });
  });

  it('names each missing property and follows $ref without its wrapper', () => {
    const withRef = { definitions: { age: { type: 'integer', maximum: 3 } }, type: 'object', required: ['a', 'b'], properties: { age: { $ref: '#/definitions/age' } } };
    expect(validateAgainstSchema(withRef, { age: 4 }).map((error) => [error.keyword, error.params])).toEqual([
      ['required', { missingProperty: 'a' }],
      ['required', { missingProperty: 'b' }],
      ['maximum', { comparison: '<=', limit: 3 }],
    ]);
    const closed = { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false };
    expect(validateAgainstSchema(closed, { a: 'x', b: 1 }).map((error) => [error.instancePath, error.keyword, error.params])).toEqual([
      ['', 'additionalProperties', { additionalProperty: 'b' }],
    ]);
  });

  it('gives rjsf its errors with the limits, for transformErrors to translate', () => {
    const validator = new InterpretingValidator();
    const { errors, errorSchema } = validator.validateFormData({ age: 130 }, schema, undefined, byLimit);
    expect(errors.map((error) => [error.property, error.message])).toEqual([
      ['name', 'required:'],
      ['.age', 'maximum:120'],
    ]);
    expect(errorSchema).toMatchObject({ age: { __errors: ['maximum:120'] }, name: { __errors: ['required:'] } });
    const nested = validator.validateFormData({ age: 40, name: 'ada', address: { city: 'X' } }, schema, undefined, byLimit);
    expect(nested.errorSchema).toMatchObject({ address: { city: { __errors: ['minLength:2'] } } });
  });

  it('reports a schema it cannot use as rjsf’s schema error instead of throwing', () => {
    const validator = new InterpretingValidator();
    const { errors } = validator.validateFormData({ a: 1 }, { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.stack).toMatch(/Unresolved \$ref/);
  });

  it('answers isValid, resolving $refs against the root schema', () => {
    const validator = new InterpretingValidator();
    expect(validator.isValid({ type: 'string', minLength: 2 }, 'ab', {})).toBe(true);
    expect(validator.isValid({ type: 'string', minLength: 2 }, 'a', {})).toBe(false);
    expect(validator.isValid({ $ref: '#/definitions/n' }, 3, { definitions: { n: { type: 'number', maximum: 2 } } })).toBe(false);
    expect(validator.isValid({ $ref: '#/definitions/n' }, 1, { definitions: { n: { type: 'number', maximum: 2 } } })).toBe(true);
  });

  it('checks the seeded pre-assessment form', () => {
    const form = preAssessmentForm.schema as RJSFSchema;
    const passing = {
      age: 40,
      weight: 180.5,
      heightFeet: 5,
      heightInches: 9,
      pregnancy: false,
      thyroidCancer: false,
      pancreatitis: false,
      eatingDisorder: false,
      triedLifestyle: true,
      medications: 'none',
    };
    expect(keywords(passing, form)).toEqual([]);
    // Answers that fail the eligibility rules are still valid answers.
    expect(keywords({ ...passing, pregnancy: true, triedLifestyle: false, medications: undefined }, form)).toEqual([]);
    expect(keywords({ ...passing, age: 0, weight: 1001, heightInches: 12, medications: 'x'.repeat(501) }, form)).toEqual([
      '/age:minimum',
      '/weight:maximum',
      '/heightInches:maximum',
      '/medications:maxLength',
    ]);
    expect(keywords({ ...passing, heightFeet: 5.5, pancreatitis: 'no' }, form)).toEqual(['/heightFeet:type', '/pancreatitis:type']);
    const { errors } = new InterpretingValidator().validateFormData({ age: 30 }, form, undefined, byLimit);
    expect(errors.map((error) => error.property)).toEqual(['weight', 'heightFeet', 'heightInches', 'pregnancy', 'thyroidCancer', 'pancreatitis', 'eatingDisorder', 'triedLifestyle']);
  });
});
