import type { Language } from '../../../src/domain/language.ts';
import { codeMail } from '../../mail/code-mail.ts';
import { codeMailLanguage } from '../../mail/language.ts';
import { rememberLanguage, storedLanguage } from '../../mail/preferred-language.ts';
import { CODE_TTL_MINUTES, issueCode, type CodePurpose } from './codes.ts';
import { enforce } from '../rate-limit.ts';
import type { RequestScope } from '../request-scope.ts';

type Recipient = { id: string; email: string; preferredLanguage?: Language };

/**
 * The scope of a GraphQL request also carries the language of its x-language header (server/context.ts);
 * services that only know RequestScope hand it on unchanged, so it is read here as an optional field.
 */
type LanguageScope = RequestScope & { language?: Language | null };

const TEMPLATE = {
  SIGNUP: 'signup_code',
  PASSWORD_RESET: 'password_reset_code',
} as const satisfies Record<CodePurpose, string>;

/** Checks the per-IP budget for sending codes (independent of whether the account exists). */
export async function enforceCodeSendIpLimit(scope: RequestScope): Promise<void> {
  if (scope.client.ip) await enforce(scope.deps.db, `code-send:ip:${scope.client.ip}`, scope.limits.codeSendsPerIp, scope.deps.now());
}

/** Per account: one code per burst window (30 s) and a few per hour, whatever the purpose. RATE_LIMITED otherwise. */
export async function enforceCodeSendAccountLimit(scope: RequestScope, userId: string): Promise<void> {
  const { db, now } = scope.deps;
  await enforce(db, `code-send:burst:${userId}`, scope.limits.codeSendsPerAccountBurst, now());
  await enforce(db, `code-send:acct:${userId}`, scope.limits.codeSendsPerAccount, now());
}

/**
 * Issues a new code (older ones stop working) and mails it in the recipient's language. A sign-up (or its
 * resend) also stores the request's language on the account: the first mails after it follow the app.
 */
export async function deliverCode(scope: LanguageScope, recipient: Recipient, purpose: CodePurpose, organizationId: string | null): Promise<void> {
  const { deps } = scope;
  const requested = scope.language ?? null;
  const stored = recipient.preferredLanguage ?? (await storedLanguage(deps.db, recipient.id));
  const language = codeMailLanguage(purpose, stored, requested);
  if (purpose === 'SIGNUP' && requested && requested !== stored) await rememberLanguage(deps.db, recipient.id, requested);
  const code = await issueCode(deps.db, deps.secrets.jwtSecret, recipient.id, purpose, deps.now());
  const { subject, text } = codeMail(purpose, language, code, CODE_TTL_MINUTES);
  await deps.mail.send({ to: recipient.email, subject, text, template: TEMPLATE[purpose], organizationId });
}

/** Per-IP budget for checking codes, so one address cannot guess across many accounts. */
export async function enforceCodeCheckIpLimit(scope: RequestScope): Promise<void> {
  if (scope.client.ip) await enforce(scope.deps.db, `code-check:ip:${scope.client.ip}`, scope.limits.codeChecksPerIp, scope.deps.now());
}
