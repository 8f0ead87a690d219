import { describe, expect, it } from 'vitest';
import { passingPercentageOf, scoreFormAnswers } from '../../../src/domain/forms/form-scoring.ts';
import { isWithinPreAssessmentLimit, PRE_ASSESSMENT_LIMITS } from '../../../src/domain/forms/pre-assessment-limits.ts';

// Four checks at two depths, plus unchecked fields that never count.
const schema = {
  type: 'object',
  passingPercentage: 75,
  properties: {
    age: { type: 'integer', minimum: 1, maximum: 120 },
    pregnancy: { type: 'boolean', expectedAnswer: false },
    triedLifestyle: { type: 'boolean', expectedAnswer: true },
    goal: { type: 'string', enum: ['lose', 'maintain'], expectedAnswer: 'lose' },
    history: {
      type: 'object',
      properties: {
        pancreatitis: { type: 'boolean', expectedAnswer: 'False' },
        notes: { type: 'string' },
      },
    },
  },
};

const allRight = { age: 40, pregnancy: false, triedLifestyle: true, goal: 'lose', history: { pancreatitis: false, notes: 'x' } };

describe('scoreFormAnswers (spec §5)', () => {
  it.each([
    { name: 'all expected answers', answers: allRight, pass: 75, expected: { checks: 4, correct: 4, percentage: 100, passed: true, incorrect: [] } },
    { name: "'True' counts as true", answers: { ...allRight, triedLifestyle: 'True' }, pass: 75, expected: { correct: 4, percentage: 100 } },
    { name: "'true' (lower case) is not 'True'", answers: { ...allRight, triedLifestyle: 'true' }, pass: 75, expected: { correct: 3, incorrect: ['triedLifestyle'] } },
    { name: "'False' and false are both not true", answers: { ...allRight, pregnancy: 'False' }, pass: 75, expected: { correct: 4 } },
    { name: 'expected answer written as text', answers: { ...allRight, history: { pancreatitis: true } }, pass: 75, expected: { correct: 3, incorrect: ['history.pancreatitis'] } },
    { name: 'three of four at 75 passes', answers: { ...allRight, goal: 'maintain' }, pass: 75, expected: { correct: 3, percentage: 75, passed: true } },
    { name: 'two of four at 75 fails', answers: { ...allRight, goal: 'maintain', pregnancy: true }, pass: 75, expected: { correct: 2, percentage: 50, passed: false, incorrect: ['pregnancy', 'goal'] } },
    { name: 'none right with the default pass mark 0 passes', answers: { pregnancy: true, triedLifestyle: false, goal: 'maintain', history: { pancreatitis: true } }, pass: undefined, expected: { correct: 0, percentage: 0, passed: true } },
    { name: 'missing answers are wrong, even for an expected false', answers: { age: 40 }, pass: 1, expected: { checks: 4, correct: 0, percentage: 0, passed: false } },
    { name: 'null and empty answers are wrong', answers: { ...allRight, pregnancy: null, goal: '' }, pass: 75, expected: { correct: 2, incorrect: ['pregnancy', 'goal'] } },
    { name: 'no answers at all', answers: undefined, pass: 0, expected: { correct: 0, passed: true } },
    { name: 'a missing nested object', answers: { ...allRight, history: undefined }, pass: 100, expected: { correct: 3, passed: false, incorrect: ['history.pancreatitis'] } },
    { name: 'a number is not the same as its text', answers: { ...allRight, goal: 1 }, pass: 100, expected: { correct: 3 } },
  ])('$name', ({ answers, pass, expected }) => {
    expect(scoreFormAnswers(schema, answers, pass)).toMatchObject(expected);
  });

  it('one of three is a partial percentage, compared without rounding', () => {
    const three = { properties: { a: { expectedAnswer: 'x' }, b: { expectedAnswer: 'x' }, c: { expectedAnswer: 'x' } } };
    const score = scoreFormAnswers(three, { a: 'x', b: 'y', c: 'y' }, 33.34);
    expect(score.percentage).toBeCloseTo(33.333, 3);
    expect(score.passed).toBe(false);
    expect(scoreFormAnswers(three, { a: 'x', b: 'x', c: 'y' }, 66).passed).toBe(true);
  });

  it.each([
    { name: 'a schema without expected answers', schema: { properties: { age: { type: 'integer' } } } },
    { name: 'a schema without properties', schema: { type: 'object' } },
    { name: 'no schema', schema: null },
  ])('no checks means 100 percent and a pass: $name', ({ schema: noChecks }) => {
    expect(scoreFormAnswers(noChecks, { age: 3 }, 100)).toEqual({ checks: 0, correct: 0, percentage: 100, passed: true, incorrect: [] });
  });

  it('an expected array compares element by element', () => {
    const multi = { properties: { symptoms: { type: 'array', expectedAnswer: ['none'] } } };
    expect(scoreFormAnswers(multi, { symptoms: ['none'] }).correct).toBe(1);
    expect(scoreFormAnswers(multi, { symptoms: ['none', 'pain'] }).correct).toBe(0);
  });
});

describe('passingPercentageOf: the schema root keyword, default 0', () => {
  it.each([
    { schema: { passingPercentage: 75 }, expected: 75 },
    { schema: { passingPercentage: '60' }, expected: 60 },
    { schema: { passingPercentage: 'high' }, expected: 0 },
    { schema: { passingPercentage: '' }, expected: 0 },
    { schema: {}, expected: 0 },
    { schema: null, expected: 0 },
  ])('$schema -> $expected', ({ schema: input, expected }) => {
    expect(passingPercentageOf(input)).toBe(expected);
  });
});

describe('pre-assessment limits (spec §5, §9)', () => {
  it('are the spec figures', () => {
    expect(PRE_ASSESSMENT_LIMITS).toEqual({
      age: { min: 1, max: 120 },
      weightLbs: { min: 30, max: 1000 },
      heightFeet: { min: 1, max: 8 },
      heightInches: { min: 0, max: 11 },
    });
  });

  it.each([
    { measure: 'age' as const, value: 0, within: false },
    { measure: 'age' as const, value: 1, within: true },
    { measure: 'age' as const, value: 120, within: true },
    { measure: 'age' as const, value: 121, within: false },
    { measure: 'weightLbs' as const, value: 29.9, within: false },
    { measure: 'weightLbs' as const, value: 30, within: true },
    { measure: 'weightLbs' as const, value: 1000, within: true },
    { measure: 'weightLbs' as const, value: 1000.1, within: false },
    { measure: 'heightFeet' as const, value: 0, within: false },
    { measure: 'heightFeet' as const, value: 8, within: true },
    { measure: 'heightFeet' as const, value: 9, within: false },
    { measure: 'heightInches' as const, value: 0, within: true },
    { measure: 'heightInches' as const, value: 11, within: true },
    { measure: 'heightInches' as const, value: 12, within: false },
    { measure: 'age' as const, value: Number.NaN, within: false },
  ])('$measure $value -> $within', ({ measure, value, within }) => {
    expect(isWithinPreAssessmentLimit(measure, value)).toBe(within);
  });
});
