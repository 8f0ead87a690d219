// The one engine that checks a form's answers against its admin-written JSON Schema, in the browser (the
// questionnaire's rjsf validator, src/components/questionnaire/schema-validator.ts) and on the server
// (server/services/forms/answers.ts): @cfworker/json-schema, which interprets the schema. Ajv compiles every
// schema with `new Function`, which the app's Content-Security-Policy (no 'unsafe-eval') refuses in the browser,
// so Ajv could only ever serve one side; one interpreter on both sides means an answer the client accepts is the
// answer the server accepts. Errors are given in Ajv's raw shape because rjsf's error processing reads that shape.
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';

/** One failed keyword, as Ajv reports it. */
export type RawSchemaError = {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Record<string, unknown>;
  readonly message: string;
  readonly parentSchema?: Record<string, unknown>;
};

type Json = Record<string, unknown>;

// Units that only say "a subschema failed"; the failures themselves follow as their own units.
const WRAPPERS = new Set(['$ref', '$recursiveRef', 'allOf', 'if', 'properties', 'patternProperties', 'additionalProperties', 'unevaluatedProperties', 'propertyNames', 'dependentSchemas', 'items', 'prefixItems', 'additionalItems', 'unevaluatedItems']);
const COMPARISONS: Record<string, string> = { minimum: '>=', maximum: '<=', exclusiveMinimum: '>', exclusiveMaximum: '<' };
const COUNTS: Record<string, string> = { minLength: 'fewer than # characters', maxLength: 'more than # characters', minItems: 'fewer than # items', maxItems: 'more than # items', minProperties: 'fewer than # properties', maxProperties: 'more than # properties' };
const FIXED: Record<string, string> = { anyOf: 'must match a schema in anyOf', oneOf: 'must match exactly one schema in oneOf', not: 'must NOT be valid' };

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
// What Ajv sees: JSON (undefined members are absent, as Ajv treats them). Schemas are copied too, because
// cfworker caches resolved URIs on the schema objects it is given and rjsf reuses its schema objects.
const asJson = (value: unknown): unknown => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown));
// cfworker's locations are URI fragments ('#/a%20b/c'); Ajv's instancePath is the bare JSON pointer ('/a b/c'),
// its schemaPath the decoded fragment ('#/properties/a b').
const pointerOf = (location: string) => decodeURIComponent(location).slice(1);
const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** The node at a location; in a schema (`root` given) `$ref` segments follow the reference into `root`. */
function nodeAt(document: unknown, location: string, root?: unknown): unknown {
  let node = document;
  for (const part of pointerOf(location).split('/').slice(1).map(unescape)) {
    const ref = isRecord(node) ? node['$ref'] : undefined;
    if (root !== undefined && part === '$ref' && typeof ref === 'string') node = nodeAt(root, ref.slice(ref.indexOf('#')), root);
    else node = typeof node === 'object' && node !== null ? (node as Json)[part] : undefined;
  }
  return node;
}

/** The parameters of each unit cfworker emits for `required` or `dependencies` ([prop, ...]), in its order. */
function missingMembers(keyword: string, schema: Json, instance: unknown): Json[] {
  if (!isRecord(instance)) return [];
  const absent = (names: unknown) => (Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string' && !Object.hasOwn(instance, name)) : []);
  if (keyword === 'required') return absent(schema['required']).map((name) => ({ missingProperty: name }));
  const dependencies = isRecord(schema['dependencies']) ? schema['dependencies'] : {};
  return Object.entries(dependencies)
    .filter(([property, deps]) => Object.hasOwn(instance, property) && Array.isArray(deps))
    .flatMap(([property, deps]) => absent(deps).map((name) => ({ property, missingProperty: name, depsCount: (deps as unknown[]).length, deps: (deps as unknown[]).join(', ') })));
}

/** Ajv's params and message for one failed keyword of `schema`. */
function describe(unit: OutputUnit, schema: Json, nextMissing: () => Json): [Json, string] {
  const { keyword } = unit;
  const value = schema[keyword];
  const comparison = COMPARISONS[keyword];
  if (comparison) return [{ comparison, limit: value }, `must be ${comparison} ${String(value)}`];
  const count = COUNTS[keyword];
  if (count) return [{ limit: value }, `must NOT have ${count.replace('#', String(value))}`];
  const fixed = FIXED[keyword];
  if (fixed) return [{}, fixed];
  switch (keyword) {
    case 'required': {
      const params = nextMissing();
      return [params, `must have required property '${String(params['missingProperty'])}'`];
    }
    case 'dependencies': {
      const params = nextMissing();
      return [params, `must have property ${String(params['missingProperty'])} when property ${String(params['property'])} is present`];
    }
    case 'type': {
      const type = Array.isArray(value) ? value.join(',') : String(value);
      return [{ type }, `must be ${type}`];
    }
    case 'pattern':
      return [{ pattern: value }, `must match pattern "${String(value)}"`];
    case 'format':
      return [{ format: value }, `must match format "${String(value)}"`];
    case 'enum':
      return [{ allowedValues: value }, 'must be equal to one of the allowed values'];
    case 'const':
      return [{ allowedValue: value }, 'must be equal to constant'];
    case 'multipleOf':
      return [{ multipleOf: value }, `must be multiple of ${String(value)}`];
    default:
      return [{}, unit.error];
  }
}

/** cfworker's units as Ajv's raw errors, one per failed keyword, without the wrappers that only summarise. */
function toRawErrors(units: OutputUnit[], schema: unknown, instance: unknown): RawSchemaError[] {
  const pending = new Map<string, Json[]>();
  const errors: RawSchemaError[] = [];
  units.forEach((unit, index) => {
    const next = units[index + 1];
    const previous = units[index - 1];
    const nested = next !== undefined && next.keywordLocation.startsWith(`${unit.keywordLocation}/`);
    const parentLocation = unit.keywordLocation.slice(0, unit.keywordLocation.lastIndexOf('/'));
    const parent = nodeAt(schema, parentLocation, schema);
    const parentSchema = isRecord(parent) ? parent : {};
    const instancePath = pointerOf(unit.instanceLocation);
    if (unit.keyword === 'additionalProperties' && parentSchema['additionalProperties'] === false && next) {
      const additionalProperty = unescape(pointerOf(next.instanceLocation).split('/').pop() ?? '');
      errors.push({ instancePath, schemaPath: decodeURIComponent(unit.keywordLocation), keyword: unit.keyword, params: { additionalProperty }, message: 'must NOT have additional properties', parentSchema });
    } else if (unit.keyword === 'false') {
      // A false subschema (cfworker gives it no location of its own); additionalProperties: false is reported above.
      if (previous?.keyword !== 'additionalProperties') {
        errors.push({ instancePath, schemaPath: decodeURIComponent(previous?.keywordLocation ?? '#'), keyword: 'false schema', params: {}, message: 'boolean schema is false' });
      }
    } else if (!WRAPPERS.has(unit.keyword) && !(unit.keyword === 'dependencies' && nested)) {
      const key = `${unit.instanceLocation} ${unit.keywordLocation}`;
      const nextMissing = () => {
        if (!pending.has(key)) pending.set(key, missingMembers(unit.keyword, parentSchema, nodeAt(instance, unit.instanceLocation)));
        return pending.get(key)?.shift() ?? {};
      };
      const [params, message] = describe(unit, parentSchema, nextMissing);
      errors.push({ instancePath, schemaPath: decodeURIComponent(unit.keywordLocation), keyword: unit.keyword, params, message, parentSchema });
    }
  });
  return errors;
}

/** Where a subschema's local `$ref`s point: the root schema registered under `id` (rjsf's ROOT_SCHEMA_PREFIX). */
export type RootSchema = { readonly schema: unknown; readonly id: string };

/**
 * Every failed keyword of `value` against `schema`, in Ajv's error shape (draft 2019-09, every error reported).
 * `root` is given when `schema` is a subschema whose `$ref`s were rewritten to point into it.
 */
export function answerErrors(schema: unknown, value: unknown, root?: RootSchema): RawSchemaError[] {
  const instance = asJson(value);
  // No answers at all fail nothing (rjsf starts a form from an object, where `required` applies).
  if (instance === undefined) return [];
  const ownSchema = asJson(schema) as Schema | boolean;
  const rootSchema = root ? asJson(root.schema) : undefined;
  // Draft 2019-09 applies keywords beside $ref, as Ajv 8 does; shortCircuit off reports every field's error.
  const validator = new Validator(ownSchema, '2019-09', false);
  if (root && isRecord(rootSchema)) validator.addSchema(rootSchema as Schema, root.id);
  return toRawErrors(validator.validate(instance).errors, root ? rootSchema : ownSchema, instance);
}

/** The answers' failed keywords against a whole form schema; an unusable schema counts as failing. */
export function answersValid(schema: unknown, value: unknown): boolean {
  try {
    return answerErrors(schema, value).length === 0;
  } catch {
    return false;
  }
}
