// What an admin-written form must be before it can be published (issue 16's forms editor): a JSON Schema the
// answer engine can use, shaped as the questionnaire renders it (an object of questions), with a pass mark in
// range and expected answers that a person could actually give. Pure: the editor shows the problems as the
// admin types, and the server refuses the same problems when the version is published.
import { answerErrors } from './answer-validation.ts';

export const FORM_SCHEMA_PROBLEMS = [
  'notJson',
  'notAnObject',
  'rootNotObjectType',
  'noQuestions',
  'questionNotObject',
  'unknownType',
  'requiredUnknown',
  'badPattern',
  'passingPercentageRange',
  'expectedAnswerInvalid',
  'uiSchemaNotObject',
  'uiOrderUnknown',
  'unusable',
] as const;

export type FormSchemaProblemCode = (typeof FORM_SCHEMA_PROBLEMS)[number];

/** One problem, with the question (dotted path) or name it is about. */
export type FormSchemaProblem = { readonly code: FormSchemaProblemCode; readonly at?: string };

const JSON_TYPES: ReadonlySet<string> = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function typeKnown(type: unknown): boolean {
  if (type === undefined) return true;
  const types = Array.isArray(type) ? type : [type];
  return types.length > 0 && types.every((t) => typeof t === 'string' && JSON_TYPES.has(t));
}

function patternOk(pattern: unknown): boolean {
  if (pattern === undefined) return true;
  if (typeof pattern !== 'string') return false;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

function checkQuestions(node: Json, prefix: string, out: FormSchemaProblem[]): void {
  const properties = isRecord(node['properties']) ? node['properties'] : {};
  const required = Array.isArray(node['required']) ? node['required'] : [];
  for (const name of required) {
    if (typeof name !== 'string' || !Object.hasOwn(properties, name)) out.push({ code: 'requiredUnknown', at: prefix + String(name) });
  }
  for (const [name, question] of Object.entries(properties)) {
    const at = prefix + name;
    if (!isRecord(question)) {
      out.push({ code: 'questionNotObject', at });
      continue;
    }
    if (!typeKnown(question['type'])) out.push({ code: 'unknownType', at });
    if (!patternOk(question['pattern'])) out.push({ code: 'badPattern', at });
    if (Object.hasOwn(question, 'expectedAnswer')) {
      // The expected answer must itself be an answer the question accepts, or nobody could ever pass.
      const { expectedAnswer, ...rest } = question;
      let ok = false;
      try {
        ok = answerErrors(rest, expectedAnswer).length === 0;
      } catch {
        ok = false;
      }
      if (!ok) out.push({ code: 'expectedAnswerInvalid', at });
    }
    if (question['type'] === 'object') checkQuestions(question, `${at}.`, out);
  }
}

function refsOf(node: unknown, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsOf(item, out));
  else if (isRecord(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refsOf(value, out);
    }
  }
  return out;
}

/** A `$ref` the engine can follow without fetching anything: a JSON pointer into the form's own schema. */
function refResolves(schema: Json, ref: string): boolean {
  if (!ref.startsWith('#')) return false;
  let node: unknown = schema;
  for (const part of decodeURIComponent(ref.slice(1)).split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isRecord(node) && !Array.isArray(node)) return false;
    node = (node as Json)[key];
  }
  return node !== undefined;
}

/** The problems of a form version's schema and uiSchema; none means it can be published. */
export function checkFormSchema(schema: unknown, uiSchema: unknown): FormSchemaProblem[] {
  if (!isRecord(schema)) return [{ code: 'notAnObject' }];
  const out: FormSchemaProblem[] = [];
  if (schema['type'] !== 'object') out.push({ code: 'rootNotObjectType' });
  const properties = schema['properties'];
  if (!isRecord(properties) || Object.keys(properties).length === 0) out.push({ code: 'noQuestions' });
  checkQuestions(schema, '', out);
  const pass = schema['passingPercentage'];
  if (pass !== undefined && (typeof pass !== 'number' || !Number.isFinite(pass) || pass < 0 || pass > 100)) out.push({ code: 'passingPercentageRange' });
  if (!isRecord(uiSchema)) out.push({ code: 'uiSchemaNotObject' });
  else {
    const order = uiSchema['ui:order'];
    if (Array.isArray(order)) {
      for (const name of order) {
        if (name !== '*' && (typeof name !== 'string' || !isRecord(properties) || !Object.hasOwn(properties, name))) out.push({ code: 'uiOrderUnknown', at: String(name) });
      }
    }
  }
  if (out.length === 0) {
    // The engine must be able to use it: every $ref must lead somewhere, and the schema must run.
    try {
      if (!refsOf(schema, []).every((ref) => refResolves(schema, ref))) throw new Error('unresolvable $ref');
      answerErrors(schema, {});
    } catch {
      out.push({ code: 'unusable' });
    }
  }
  return out;
}

/** Reads the editor's text as JSON; undefined when it is not JSON. */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
