import type { z } from 'zod';

// Outcome of parsing one value: the parsed output, or the first issue's message (a ValidationMessageKey).
export type Outcome = { ok: true; value: unknown } | { ok: false; error: string };

export function check(schema: z.ZodType, input: unknown): Outcome {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? '' };
}

export const ok = (value: unknown): Outcome => ({ ok: true, value });
export const fail = (error: string): Outcome => ({ ok: false, error });
