import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

/** The kinds of leaf a hostile value is aimed at. */
export type TargetKind = 'String' | 'ID' | 'DateTime' | 'JSON';

/** One GraphQL call of the fuzz: a document, its variables and what it aims at (for the report of a failure). */
export type FuzzCall = {
  operation: string;
  kind: TargetKind;
  /** The argument path the hostile value sits at ('input.line1'). */
  path: string;
  label: string;
  document: string;
  variables: Record<string, unknown>;
};

export type HostileValue = { label: string; value: unknown };

/** Real values by argument or input field name, so that resolvers get past their first lookup. */
export type Hints = Record<string, unknown>;

const RANDOM_ID = '00000000-0000-4000-8000-00000000f022';
const MAX_DEPTH = 4;

/** The API's schema as any client sees it, through the introspection query. */
export async function introspectedSchema(post: (body: string) => Promise<Response>): Promise<GraphQLSchema> {
  const res = await post(JSON.stringify({ query: getIntrospectionQuery() }));
  const body = (await res.json()) as { data?: IntrospectionQuery; errors?: unknown };
  if (!body.data) throw new Error(`introspection failed: ${JSON.stringify(body.errors)}`);
  return buildClientSchema(body.data);
}

function tomorrow(): string {
  return new Date(Date.now() + 24 * 3600_000).toISOString();
}

/** A value of the right shape: hints by name first, then the first enum value, 1, false, 'x', a random id... */
function minimal(type: GraphQLInputType, name: string, hints: Hints, depth: number): unknown {
  const inner = getNullableType(type);
  if (name in hints) return hints[name];
  if (isListType(inner)) return [minimal(inner.ofType, name, hints, depth + 1)];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    if (depth > MAX_DEPTH) return value;
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = minimal(field.type, field.name, hints, depth + 1);
    }
    return value;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
        return 1;
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'ID':
        return RANDOM_ID;
      case 'DateTime':
        return tomorrow();
      case 'JSON':
        return {};
      default:
        return 'x';
    }
  }
  return null;
}

type Leaf = { path: string[]; kind: TargetKind };

/** Every String, ID, DateTime and JSON leaf under a type; list items are path segment '0'. */
function leaves(type: GraphQLInputType, path: string[], depth: number, out: Leaf[]): void {
  const inner = getNullableType(type);
  if (isListType(inner)) return leaves(inner.ofType, [...path, '0'], depth, out);
  if (isScalarType(inner) && ['String', 'ID', 'DateTime', 'JSON'].includes(inner.name)) {
    out.push({ path, kind: inner.name as TargetKind });
    return;
  }
  if (isInputObjectType(inner) && depth < MAX_DEPTH) {
    for (const field of Object.values(inner.getFields())) leaves(field.type, [...path, field.name], depth + 1, out);
  }
}

/** The minimal value of `type` with the leaf at `path` replaced by `hostile`. */
function withValueAt(type: GraphQLInputType, path: string[], hostile: unknown, hints: Hints, depth: number): unknown {
  const inner = getNullableType(type);
  const [head, ...rest] = path;
  if (head === undefined) return hostile;
  if (isListType(inner)) return [withValueAt(inner.ofType, rest, hostile, hints, depth + 1)];
  if (!isInputObjectType(inner)) return hostile;
  const base = minimal(inner, '', hints, depth) as Record<string, unknown>;
  const field = inner.getFields()[head];
  if (!field) return base;
  return { ...base, [head]: withValueAt(field.type, rest, hostile, hints, depth + 1) };
}

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  return isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
}

function documentOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, args: readonly GraphQLArgument[], literal?: { arg: string; text: string }): string {
  const used = args.filter((a) => a.name !== literal?.arg);
  const definitions = used.length ? `(${used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const passed = [...used.map((a) => `${a.name}: $${a.name}`), ...(literal ? [`${literal.arg}: ${literal.text}`] : [])];
  return `${kind} Fuzz${definitions} { ${field.name}${passed.length ? `(${passed.join(', ')})` : ''}${selectionOf(field)} }`;
}

/**
 * The fuzz plan: for every query and mutation, every String/ID/DateTime/JSON argument and input field (nested
 * ones too), one call per hostile value, the other required arguments filled with minimal valid-shaped values.
 * Top-level string arguments are also tried as inline literals. Subscriptions are left out (they stream).
 */
export function fuzzCalls(
  schema: GraphQLSchema,
  values: Record<TargetKind, HostileValue[]>,
  literals: Partial<Record<TargetKind, HostileValue[]>>,
  hints: Hints,
): FuzzCall[] {
  const calls: FuzzCall[] = [];
  for (const kind of ['query', 'mutation'] as const) {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(root?.getFields() ?? {})) {
      const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
      const base: Record<string, unknown> = {};
      for (const arg of required) base[arg.name] = minimal(arg.type, arg.name, hints, 0);
      for (const arg of field.args) {
        const found: Leaf[] = [];
        leaves(arg.type, [], 0, found);
        for (const leaf of found) {
          for (const hostile of values[leaf.kind]) {
            const variables = { ...base, [arg.name]: withValueAt(arg.type, leaf.path, hostile.value, hints, 0) };
            const args = field.args.filter((a) => a.name in variables);
            calls.push({ operation: field.name, kind: leaf.kind, path: [arg.name, ...leaf.path].join('.'), label: hostile.label, document: documentOf(kind, field, args, undefined), variables });
          }
        }
        const inner = getNullableType(arg.type);
        if (isScalarType(inner)) {
          for (const hostile of literals[inner.name as TargetKind] ?? []) {
            const args = field.args.filter((a) => a.name in base || a.name === arg.name);
            const variables = Object.fromEntries(Object.entries(base).filter(([name]) => name !== arg.name));
            calls.push({ operation: field.name, kind: inner.name as TargetKind, path: arg.name, label: `literal ${hostile.label}`, document: documentOf(kind, field, args, { arg: arg.name, text: JSON.stringify(hostile.value) }), variables });
          }
        }
      }
    }
  }
  return calls;
}
