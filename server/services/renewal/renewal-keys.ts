// Every key of a renewal derives from (program item, cycle, attempt): a rerun of the same renewal — another
// process, a retry, a run after a crash — sends the gateway the same keys, so the gateway performs each money
// step once whatever reached it before.
import { createHash } from 'node:crypto';

export type RenewalRef = { programItemId: string; cycle: number };

/** A UUID (version 8, name-based) derived from a text: the same text, the same UUID. */
export function derivedUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  const variant = hex[16] ?? '0';
  hex[16] = ((parseInt(variant, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

const base = (ref: RenewalRef, attempt: number) => `renewal:${ref.programItemId}:${ref.cycle}:${attempt}`;

export const renewalKeys = (ref: RenewalRef, attempt: number) => ({
  /** The renewal order's checkoutId (unique per client): a second order of the same attempt cannot exist. */
  checkoutId: derivedUuid(`${base(ref, attempt)}:order`),
  /** The medication order's idempotency key (unique per client). */
  medicationOrder: derivedUuid(`${base(ref, attempt)}:medication-order`),
  preAuthorize: `${base(ref, attempt)}:preauth`,
  capture: `${base(ref, attempt)}:capture`,
  void: `${base(ref, attempt)}:void`,
});

/** The one-shot job that places a renewal: one per program item and cycle. */
export const RENEWAL_JOB = 'medication-renewal';
export const renewalJobKey = (ref: RenewalRef) => `renewal:${ref.programItemId}:${ref.cycle}`;

/** The one-shot job that mails the client about a renewal's outcome: one per renewal, attempt and outcome. */
export const RENEWAL_MAIL_JOB = 'medication-renewal-mail';
