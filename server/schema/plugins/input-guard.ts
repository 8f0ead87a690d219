import {
  getNullableType,
  GraphQLError,
  isInputObjectType,
  isListType,
  isScalarType,
  isSpecifiedScalarType,
  Kind,
  TypeInfo,
  typeFromAST,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLScalarType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

// Half of a UTF-16 surrogate pair: no valid UTF-8 exists for it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates.';
// One request names at most this many rejected fields; the first is `extensions.field`.
const MAX_REPORTED = 20;
// Real inputs (form answers included) nest a few levels; thousands of levels would exhaust the stack of any walker.
const MAX_NESTING = 32;

type Problem = { field: string; message: string };

/** True when a string holds a NUL byte (PostgreSQL text and jsonb refuse it) or an unpaired surrogate. */
export function isUnsafeText(value: string): boolean {
  return value.includes('\0') || LONE_SURROGATE.test(value);
}

function inputError(problems: Problem[]): GraphQLError {
  const [first] = problems as [Problem, ...Problem[]];
  const fields: Record<string, string> = {};
  for (const p of problems) fields[p.field] ??= 'validation.invalid';
  return new GraphQLError(first.message, { extensions: { code: 'BAD_USER_INPUT', field: first.field, fields } });
}

/** The type itself (not a list of it) when it is one of the schema's own scalars (DateTime, JSON). */
function customScalarOf(type: GraphQLInputType | undefined | null): GraphQLScalarType | undefined {
  const inner = type ? getNullableType(type) : undefined;
  return inner && isScalarType(inner) && !isSpecifiedScalarType(inner) ? inner : undefined;
}

function scalarMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Invalid value.';
}

/**
 * The argument path of a node inside a document ('input.lines.0.text'): argument and object-field names and
 * list indices, from the chain of ancestors that graphql-js's `visit` hands to a visitor.
 */
function argumentPath(chain: readonly (ASTNode | readonly ASTNode[])[], keys: readonly (string | number)[]): string {
  const parts: string[] = [];
  chain.forEach((node, i) => {
    if (Array.isArray(node)) return;
    const n = node as ASTNode;
    if (n.kind === Kind.ARGUMENT || n.kind === Kind.OBJECT_FIELD) parts.push(n.name.value);
    else if (n.kind === Kind.LIST && typeof keys[i + 1] === 'number') parts.push(String(keys[i + 1]));
  });
  return parts.join('.');
}

/** Strings in inline literals and custom scalar literals (DateTime) the scalar refuses. */
function literalProblems(schema: GraphQLSchema, document: DocumentNode): Problem[] {
  const problems: Problem[] = [];
  const typeInfo = new TypeInfo(schema);
  const check = (node: ValueNode, _key: string | number | undefined, parent: unknown, path: readonly (string | number)[], ancestors: readonly unknown[]) => {
    if (problems.length >= MAX_REPORTED) return;
    const field = () => argumentPath([...ancestors, parent, node] as (ASTNode | readonly ASTNode[])[], path);
    if (node.kind === Kind.STRING && isUnsafeText(node.value)) {
      problems.push({ field: field(), message: UNSAFE_TEXT_MESSAGE });
      return;
    }
    const scalar = customScalarOf(typeInfo.getInputType());
    if (scalar && node.kind !== Kind.VARIABLE) {
      try {
        scalar.parseLiteral(node, undefined);
      } catch (error) {
        problems.push({ field: field(), message: scalarMessage(error) });
      }
    }
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      StringValue: { enter: check },
      IntValue: { enter: check },
      FloatValue: { enter: check },
      BooleanValue: { enter: check },
      EnumValue: { enter: check },
      ObjectValue: { enter: check },
      ListValue: { enter: check },
    }),
  );
  return problems;
}

/** Where each variable is used ('$start' in `holdSlot(input: { startTime: $start })` -> 'input.startTime'). */
// Yoga hands the same parsed document to every request of one query text: its variables' paths are found once.
const usagePathsOf = new WeakMap<DocumentNode, Map<string, string>>();

function variableUsagePaths(document: DocumentNode): Map<string, string> {
  const known = usagePathsOf.get(document);
  if (known) return known;
  const paths = new Map<string, string>();
  usagePathsOf.set(document, paths);
  visit(document, {
    Variable: {
      enter(node, _key, parent, path, ancestors) {
        if (paths.has(node.name.value) || (parent as ASTNode | undefined)?.kind === Kind.VARIABLE_DEFINITION) return;
        paths.set(node.name.value, argumentPath([...ancestors, parent, node] as (ASTNode | readonly ASTNode[])[], path));
      },
    },
  });
  return paths;
}

// A JSON key is named in the answer too; its own hostile characters are not echoed back.
function join(path: string, key: string | number): string {
  const name = typeof key === 'string' && isUnsafeText(key) ? key.replace(/[\0\uD800-\uDFFF]/g, '\uFFFD') : String(key);
  return path === '' ? name : `${path}.${name}`;
}

/** Walks a variable's JSON value along its declared type; every string anywhere (JSON keys too) is checked. */
function valueProblems(value: unknown, type: GraphQLInputType | undefined, path: string, problems: Problem[], depth = 0): void {
  if (problems.length >= MAX_REPORTED || value === null || value === undefined) return;
  if (depth > MAX_NESTING) {
    problems.push({ field: path, message: `Values may nest at most ${MAX_NESTING} levels deep.` });
    return;
  }
  const inner = type ? getNullableType(type) : undefined;
  const scalar = customScalarOf(inner);
  if (scalar) {
    try {
      scalar.parseValue(value);
    } catch (error) {
      problems.push({ field: path, message: scalarMessage(error) });
      return;
    }
  }
  if (typeof value === 'string') {
    if (isUnsafeText(value)) problems.push({ field: path, message: UNSAFE_TEXT_MESSAGE });
    return;
  }
  if (Array.isArray(value)) {
    const itemType = inner && isListType(inner) ? inner.ofType : undefined;
    value.forEach((item, i) => valueProblems(item, itemType, join(path, i), problems, depth + 1));
    return;
  }
  if (typeof value !== 'object') return;
  if (inner && isListType(inner)) {
    // A single value where a list is expected is coerced to a list of one.
    valueProblems(value, inner.ofType, path, problems, depth + 1);
    return;
  }
  const fields = inner && isInputObjectType(inner) ? inner.getFields() : undefined;
  for (const [key, fieldValue] of Object.entries(value)) {
    if (isUnsafeText(key)) problems.push({ field: join(path, key), message: UNSAFE_TEXT_MESSAGE });
    valueProblems(fieldValue, fields?.[key]?.type, join(path, key), problems, depth + 1);
  }
}

function operationOf(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
}

function variableProblems(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: unknown): Problem[] {
  const operation = operationOf(document, operationName);
  if (!operation?.variableDefinitions?.length || typeof variables !== 'object' || variables === null) return [];
  const usages = variableUsagePaths(document);
  const problems: Problem[] = [];
  for (const definition of operation.variableDefinitions) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    valueProblems((variables as Record<string, unknown>)[name], type, usages.get(name) ?? name, problems);
  }
  return problems;
}

/**
 * Hostile input stops at the edge. Malformed JSON in any request parameter answers BAD_REQUEST. A NUL byte or an
 * unpaired surrogate in any string (inline literal or variable, however deeply nested, JSON included), a value a
 * custom scalar refuses (an invalid DateTime) or a variable nested more than MAX_NESTING levels answers
 * BAD_USER_INPUT with `extensions.field` naming the argument path (`input.line1`) before any resolver or the
 * database sees it. Literals are checked once per parsed document, variables on every execution.
 */
export function useInputGuard(): Plugin {
  const literalResults = new WeakMap<DocumentNode, GraphQLError | null>();
  const stopIfHostile = ({ args, setResultAndStopExecution }: {
    args: { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null; variableValues?: unknown };
    setResultAndStopExecution: (result: { errors: GraphQLError[] }) => void;
  }) => {
    const problems = variableProblems(args.schema, args.document, args.operationName, args.variableValues);
    if (problems.length > 0) setResultAndStopExecution({ errors: [inputError(problems)] });
  };
  return {
    // Yoga turns malformed JSON in a POST body into BAD_REQUEST itself, but not in GET (or form) `variables` and
    // `extensions`: there JSON.parse's SyntaxError would surface as INTERNAL_SERVER_ERROR.
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (error instanceof SyntaxError) {
            throw createGraphQLError('The request parameters are not valid JSON.', { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }
          throw error;
        }
      });
    },
    onValidate({ params, setResult }) {
      let error = literalResults.get(params.documentAST);
      if (error === undefined) {
        const problems = literalProblems(params.schema, params.documentAST);
        error = problems.length > 0 ? inputError(problems) : null;
        literalResults.set(params.documentAST, error);
      }
      if (error) setResult([error]);
    },
    onExecute: stopIfHostile,
    onSubscribe: stopIfHostile,
  };
}
