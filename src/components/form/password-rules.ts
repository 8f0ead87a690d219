// The password rules of spec §5, one check per rule, for the live checklist under the password field.
// The zod schema in src/domain/validation remains the authority; this list only tells the user which
// rule is still missing while they type.

import { PASSWORD_MIN_LENGTH } from '../../domain/validation/password.ts';

export const PASSWORD_RULES = ['length', 'upper', 'lower', 'digit', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

// Same character classes as isStrongPassword in src/domain/validation/password.ts (any script's letters).
const ruleTest = {
  length: (password) => password.length >= PASSWORD_MIN_LENGTH,
  upper: (password) => /\p{Lu}/u.test(password),
  lower: (password) => /\p{Ll}/u.test(password),
  digit: (password) => /\p{Nd}/u.test(password),
  special: (password) => /[^\p{L}\p{N}\s]/u.test(password),
} as const satisfies Record<PasswordRule, (password: string) => boolean>;

export function passwordChecks(password: string): ReadonlyArray<{ rule: PasswordRule; met: boolean }> {
  return PASSWORD_RULES.map((rule) => ({ rule, met: ruleTest[rule](password) }));
}
