// Serving and storing a lab test's documents (issue 17). The HTTP routes (server/http/lab-documents.ts) verify the
// signed link first; here the person it was issued to must still be one of the item's readers (or its collector,
// for an upload), every fetch is written to the audit log, and the report is checked (type by its first bytes,
// size) before the item moves LabReceived -> LabCompleted through changeOrderItemStatus.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../src/domain/language.ts';
import { LAB_REPORT_MAX_BYTES, sniffLabReportType } from '../../../src/domain/labs/lab-steps.ts';
import type { AppDeps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { auditEvents, hcpSessions, labReports, providerProfiles, users } from '../../db/schema/index.ts';
import { changeOrderItemStatus } from '../bookings/order-item-status.ts';
import { appError } from '../errors.ts';
import { collectorProfiles } from './lab-actor.ts';
import { labDocumentReady, labReader, type LabReadKind } from './lab-document-access.ts';
import { itemOrganization, labItem, type LabItemView } from './lab-items.ts';
import { lockOwnLabItem } from './lab-status.ts';
import { requisitionPdf } from './requisition-pdf.ts';

export type LabFile = { fileName: string; contentType: string; content: Buffer };

type Deps = Pick<AppDeps, 'db' | 'now'>;

type LabAudit = { action: 'lab_document_read' | 'lab_report_uploaded'; userId: string; organizationId: string; orderItemId: string; ip: string | null; metadata: Record<string, string | number> };

/** An audit_events row about a lab item's documents (who, which item, what; never the content). */
async function recordLabAudit(db: Database, event: LabAudit, at: Date): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    actorUserId: event.userId,
    organizationId: event.organizationId,
    targetType: 'order_item',
    targetId: event.orderItemId,
    ip: event.ip,
    metadata: event.metadata,
    createdAt: at,
  });
}

async function activeUser(db: Database, userId: string): Promise<{ id: string; language: Language } | null> {
  const [user] = await db.select({ id: users.id, status: users.status, language: users.preferredLanguage }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.status === 'ACTIVE' ? { id: user.id, language: isLanguage(user.language) ? user.language : 'en' } : null;
}

/**
 * The healthcare provider who ordered the test: the provider of the client's latest consultation in the
 * organization that was not cancelled or missed, up to the collection; null for a direct-access test.
 */
async function orderingProvider(db: Database, item: LabItemView): Promise<string | null> {
  const [row] = await db
    .select({ name: providerProfiles.displayName })
    .from(hcpSessions)
    .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
    .where(
      and(
        eq(hcpSessions.organizationId, item.organizationId),
        eq(hcpSessions.clientId, item.clientId),
        eq(providerProfiles.kind, 'HCP'),
        inArray(hcpSessions.status, ['SCHEDULED', 'INPROGRESS', 'COMPLETED']),
      ),
    )
    .orderBy(desc(hcpSessions.startsAt))
    .limit(1);
  return row?.name ?? null;
}

/**
 * One document for the person a verified link names; null when that person may not have it (or it does not
 * exist yet). Each answered fetch writes `lab_document_read` to the audit log before the bytes leave.
 */
export async function readLabDocument(deps: Deps, kind: LabReadKind, orderItemId: string, userId: string, ip: string | null): Promise<LabFile | null> {
  const { db } = deps;
  const user = await activeUser(db, userId);
  const organizationId = await itemOrganization(db, orderItemId);
  if (!user || !organizationId) return null;
  const item = await labItem(db, organizationId, orderItemId);
  if (!item || !labDocumentReady(item, kind)) return null;
  const reader = await labReader(db, userId, item);
  if (!reader) return null;
  const now = deps.now();
  let file: LabFile;
  if (kind === 'requisition') {
    const content = await requisitionPdf({ item, orderingProvider: await orderingProvider(db, item), language: user.language, now });
    file = { fileName: `lab-requisition-${item.orderItemDisplayId}.pdf`, contentType: 'application/pdf', content };
  } else {
    const [report] = await db.select().from(labReports).where(eq(labReports.orderItemId, orderItemId)).limit(1);
    if (!report) return null;
    file = { fileName: report.fileName, contentType: report.contentType, content: report.content };
  }
  await recordLabAudit(db, { action: 'lab_document_read', userId, organizationId, orderItemId, ip, metadata: { kind, reader } }, now);
  return file;
}

/** Letters, digits, dot, dash and underscore; the type's extension; never empty. */
function cleanFileName(name: string, contentType: string): string {
  const extension = contentType === 'application/pdf' ? '.pdf' : contentType === 'image/png' ? '.png' : '.jpg';
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '').slice(0, 80);
  return `${base || 'lab-report'}${extension}`;
}

export type UploadRefusal = 'TOO_LARGE' | 'EMPTY' | 'UNSUPPORTED_TYPE';

/** Checks a report file: its size, and its type by its first bytes. */
export function checkLabReport(content: Uint8Array): { ok: true; contentType: string } | { ok: false; reason: UploadRefusal } {
  if (content.byteLength === 0) return { ok: false, reason: 'EMPTY' };
  if (content.byteLength > LAB_REPORT_MAX_BYTES) return { ok: false, reason: 'TOO_LARGE' };
  const contentType = sniffLabReportType(content.subarray(0, 8));
  return contentType ? { ok: true, contentType } : { ok: false, reason: 'UNSUPPORTED_TYPE' };
}

/**
 * The collector named by a verified upload link stores the report and the item moves LabReceived -> LabCompleted
 * in one transaction (changeOrderItemStatus refuses any other status). NOT_FOUND unless that person is still the
 * visit's collector.
 */
export async function storeLabReport(deps: Deps, orderItemId: string, userId: string, fileName: string, content: Buffer, ip: string | null): Promise<LabItemView> {
  const checked = checkLabReport(content);
  if (!checked.ok) throw appError('BAD_USER_INPUT', 'This report file cannot be accepted.', { reason: `LAB_REPORT_${checked.reason}`, fields: { file: 'validation.invalid' } });
  const { db } = deps;
  const user = await activeUser(db, userId);
  const organizationId = await itemOrganization(db, orderItemId);
  if (!user || !organizationId) throw appError('NOT_FOUND');
  const providerIds = await collectorProfiles(db, organizationId, userId);
  const now = deps.now();
  await db.transaction(async (tx) => {
    const item = await lockOwnLabItem(tx, { organizationId, userId, providerIds }, orderItemId);
    await changeOrderItemStatus(tx, { id: item.orderItemId, status: item.status }, 'LabCompleted', now);
    await tx.insert(labReports).values({
      organizationId,
      orderItemId,
      fileName: cleanFileName(fileName, checked.contentType),
      contentType: checked.contentType,
      sizeBytes: content.byteLength,
      content,
      uploadedBy: userId,
      createdAt: now,
    });
    await recordLabAudit(tx, { action: 'lab_report_uploaded', userId, organizationId, orderItemId, ip, metadata: { contentType: checked.contentType, sizeBytes: content.byteLength } }, now);
  });
  const after = await labItem(db, organizationId, orderItemId, providerIds);
  if (!after) throw appError('NOT_FOUND');
  return after;
}
