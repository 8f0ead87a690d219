import type { Language } from '../../../src/domain/language.ts';
import { codeMail } from '../../mail/code-mail.ts';
import { codeMailLanguage } from '../../mail/language.ts';
import { rememberLanguage, storedLanguage } from '../../mail/preferred-language.ts';
import type { Database } from '../../db/client.ts';
import { CODE_TTL_MINUTES, issueCode, type CodePurpose } from './codes.ts';
import { enforce } from '../rate-limit.ts';
import type { RequestScope } from '../request-scope.ts';
import { afterAnswer } from './after-answer.ts';

type Recipient = { id: string; email: string; preferredLanguage?: Language };

/**
 * The scope of a GraphQL request also carries the language of its x-language header (server/context.ts);
 * services that only know RequestScope hand it on unchanged, so it is read here as an optional field.
 */
export type LanguageScope = RequestScope & { language?: Language | null };

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
 * Per account, for sign-up attempts with an address that already has an account: the same budget as code sends
 * (so a second attempt inside 30 seconds is RATE_LIMITED exactly as for a new address) on keys of its own, so
 * that such attempts never use up the owner's password-reset codes, and reset requests never show through here.
 */
export async function enforceSignupAttemptLimit(scope: RequestScope, userId: string): Promise<void> {
  const { db, now } = scope.deps;
  await enforce(db, `signup-attempt:burst:${userId}`, scope.limits.codeSendsPerAccountBurst, now());
  await enforce(db, `signup-attempt:acct:${userId}`, scope.limits.codeSendsPerAccount, now());
}

/**
 * Issues a new code now (older ones stop working; `db` may be the caller's transaction) and mails it once the
 * answer has gone out (see mailCode).
 */
export async function deliverCode(scope: LanguageScope, recipient: Recipient, purpose: CodePurpose, organizationId: string | null, db: Database = scope.deps.db): Promise<void> {
  const code = await issueCode(db, scope.deps.secrets.jwtSecret, recipient.id, purpose, scope.deps.now());
  mailCode(scope, recipient, purpose, organizationId, code);
}

/**
 * Mails an issued code in the recipient's language, after the answer (the mail's time never shows in it). A
 * sign-up (or its resend) also stores the request's language on the account: the first mails after it follow the app.
 */
export function mailCode(scope: LanguageScope, recipient: Recipient, purpose: CodePurpose, organizationId: string | null, code: string): void {
  const { deps } = scope;
  const requested = scope.language ?? null;
  afterAnswer(`${purpose} code mail`, async () => {
    const stored = recipient.preferredLanguage ?? (await storedLanguage(deps.db, recipient.id));
    const language = codeMailLanguage(purpose, stored, requested);
    if (purpose === 'SIGNUP' && requested && requested !== stored) await rememberLanguage(deps.db, recipient.id, requested);
    const { subject, text } = codeMail(purpose, language, code, CODE_TTL_MINUTES);
    await deps.mail.send({ to: recipient.email, subject, text, template: TEMPLATE[purpose], organizationId });
  });
}

/** Per-IP budget for checking codes, so one address cannot guess across many accounts. */
export async function enforceCodeCheckIpLimit(scope: RequestScope): Promise<void> {
  if (scope.client.ip) await enforce(scope.deps.db, `code-check:ip:${scope.client.ip}`, scope.limits.codeChecksPerIp, scope.deps.now());
}
