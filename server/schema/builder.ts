import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from '../context.ts';

/** Fields are non-null unless marked `nullable: true`, matching the contract's `!`-heavy shape. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date }; JSON: { Input: unknown; Output: unknown } };
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date;
  },
});

// Form schemas, answers, workflow configurations and content blocks are free-form JSON documents.
builder.scalarType('JSON', {
  description: 'Any JSON value (form schemas and answers, workflow configurations, content blocks).',
  serialize: (value) => value,
  parseValue: (value) => value,
});
