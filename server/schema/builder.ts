import SchemaBuilder from '@pothos/core';
import { GraphQLError } from 'graphql';
import type { PackedFreeTimesDay } from '../../src/domain/scheduling/free-times.ts';
import type { GraphQLContext } from '../context.ts';

/** Fields are non-null unless marked `nullable: true`, matching the contract's `!`-heavy shape. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date }; JSON: { Input: unknown; Output: unknown }; FreeTimesPackedDays: { Input: never; Output: PackedFreeTimesDay[] } };
}>({ defaultFieldNullability: false });

// Date and time with seconds and fraction optional and a zone required: a bare local time names no instant.
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const MIN_YEAR = 1900;
const MAX_YEAR = 2200;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isCalendarValid(match: RegExpExecArray): boolean {
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => (part === undefined ? 0 : Number(part))) as [number, number, number, number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour <= 23 && minute <= 59 && second <= 59;
}

/**
 * The DateTime scalar's input rule: an ISO 8601 string with a zone, a real calendar date, between 1900 and 2200.
 * Anything else (numbers, 'not-a-date', SQL fragments) is the caller's mistake: BAD_USER_INPUT, never a crash.
 */
function parseDateTime(value: unknown): Date {
  const match = typeof value === 'string' ? ISO_INSTANT.exec(value) : null;
  const date = match && isCalendarValid(match) ? new Date(value as string) : null;
  if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() < MIN_YEAR || date.getUTCFullYear() > MAX_YEAR) {
    throw new GraphQLError(`DateTime must be an ISO 8601 string with a time zone, between ${MIN_YEAR} and ${MAX_YEAR}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return date;
}

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: parseDateTime,
});

// Form schemas, answers, workflow configurations and content blocks are free-form JSON documents.
builder.scalarType('JSON', {
  description: 'Any JSON value (form schemas and answers, workflow configurations, content blocks).',
  serialize: (value) => value,
  parseValue: (value) => value,
});
