// Signed, short-lived links to a lab test's documents (issue 17): the requisition letter, the report, and the
// collector's report upload. A link is what a phone opens (it cannot carry the access token), so the API signs
// what it allows (the document, the order item, the person it was issued to) and an expiry with a key derived
// from the server secret, after checking that person may have it. The fetch is audited under that person.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LAB_DOCUMENT_KINDS = ['requisition', 'report', 'report-upload'] as const;
export type LabDocumentKind = (typeof LAB_DOCUMENT_KINDS)[number];

/** Long enough to tap the button (or pick a file); the app asks for a fresh link each time. */
export const LAB_LINK_LIFETIME_MS = 10 * 60_000;

export const labDocumentPath = (kind: LabDocumentKind, orderItemId: string) => `/lab-documents/${kind}/${orderItemId}`;

function signature(secret: Uint8Array, kind: LabDocumentKind, orderItemId: string, userId: string, expiresAt: number): string {
  // A key of its own (derived, labelled): a lab link's signature can never pass for a calendar link's or a token's.
  const key = createHmac('sha256', secret).update('carebook:lab-document-link:v1').digest();
  return createHmac('sha256', key).update(`${kind}.${orderItemId}.${userId}.${expiresAt}`).digest('base64url');
}

export type LabDocumentLink = { url: string; expiresAt: Date };

export function signLabDocumentLink(secret: Uint8Array, kind: LabDocumentKind, orderItemId: string, userId: string, now: Date): LabDocumentLink {
  const expires = Math.floor((now.getTime() + LAB_LINK_LIFETIME_MS) / 1000);
  const query = new URLSearchParams({ user: userId, expires: String(expires), signature: signature(secret, kind, orderItemId, userId, expires) });
  return { url: `${labDocumentPath(kind, orderItemId)}?${query.toString()}`, expiresAt: new Date(expires * 1000) };
}

export type LinkQuery = { user: string | undefined; expires: string | undefined; signature: string | undefined };

/** The user the link was issued to, when the signature is the server's for this document and it has not expired. */
export function verifyLabDocumentLink(secret: Uint8Array, kind: LabDocumentKind, orderItemId: string, query: LinkQuery, now: Date): string | null {
  const { user, expires, signature: given } = query;
  if (!user || !expires || !given || !/^\d{1,12}$/.test(expires)) return null;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(signature(secret, kind, orderItemId, user, expiresAt));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? user : null;
}
