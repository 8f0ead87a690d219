/**
 * Form scoring (spec §5). A form's JSON schema marks the answers it checks with the custom keyword
 * `expectedAnswer` on a property, at any depth of nested `type: 'object'` properties:
 *
 *   { type: 'object', passingPercentage: 75, properties: {
 *       pregnancy: { type: 'boolean', expectedAnswer: false },
 *       history: { type: 'object', properties: { pancreatitis: { type: 'boolean', expectedAnswer: false } } } } }
 *
 * The form's pass mark is the root keyword `passingPercentage` (see passingPercentageOf). Arrays are not
 * walked: an `expectedAnswer` on an array property compares the whole array.
 */
export type FormScore = {
  /** Number of answer fields that carry an expected answer. */
  readonly checks: number;
  readonly correct: number;
  /** 0 to 100, not rounded; 100 when there are no checks. */
  readonly percentage: number;
  readonly passed: boolean;
  /** Dotted paths of the checks that did not match (missing answers included), for explaining a fail. */
  readonly incorrect: readonly string[];
};

export const EXPECTED_ANSWER_KEYWORD = 'expectedAnswer';

type Check = { readonly path: readonly string[]; readonly expected: unknown; readonly boolean: boolean };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Spec §5: booleans treat 'True' or true as true; anything else is false.
function asBoolean(value: unknown): boolean {
  return value === true || value === 'True';
}

function collectChecks(schema: unknown, prefix: readonly string[]): Check[] {
  if (!isRecord(schema) || !isRecord(schema['properties'])) return [];
  return Object.entries(schema['properties']).flatMap(([name, property]): Check[] => {
    if (!isRecord(property)) return [];
    const path = [...prefix, name];
    if (Object.hasOwn(property, EXPECTED_ANSWER_KEYWORD)) {
      const expected = property[EXPECTED_ANSWER_KEYWORD];
      return [{ path, expected, boolean: property['type'] === 'boolean' || typeof expected === 'boolean' }];
    }
    return collectChecks(property, path);
  });
}

function answerAt(answers: unknown, path: readonly string[]): unknown {
  let current = answers;
  for (const key of path) {
    if (!isRecord(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
  }
  return false;
}

function isCorrect(check: Check, answer: unknown): boolean {
  // An unanswered question never counts as right, even when the expected answer is false.
  if (answer === undefined || answer === null || answer === '') return false;
  return check.boolean ? asBoolean(answer) === asBoolean(check.expected) : sameValue(answer, check.expected);
}

/**
 * Scores answers against the schema's expected answers: the percentage of checks answered as expected,
 * passing when it is at least `passingPercentage` (default 0). No checks means 100 percent and a pass.
 */
export function scoreFormAnswers(schema: unknown, answers: unknown, passingPercentage = 0): FormScore {
  const checks = collectChecks(schema, []);
  const incorrect = checks.filter((check) => !isCorrect(check, answerAt(answers, check.path))).map((check) => check.path.join('.'));
  const correct = checks.length - incorrect.length;
  const percentage = checks.length === 0 ? 100 : (correct / checks.length) * 100;
  return { checks: checks.length, correct, percentage, passed: percentage >= passingPercentage, incorrect };
}

/** The form's pass mark: the schema's root `passingPercentage` when it is a number, otherwise 0 (spec §5). */
export function passingPercentageOf(schema: unknown): number {
  const value = isRecord(schema) ? schema['passingPercentage'] : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return 0;
}
