// A lab test's documents by signed link (issue 17):
//   GET  /lab-documents/requisition/{orderItemId}?user=&expires=&signature=   the requisition letter (PDF)
//   GET  /lab-documents/report/{orderItemId}?...                              the report the collector uploaded
//   POST /lab-documents/report-upload/{orderItemId}?...                      the collector uploads the report
// The API hands the links out after checking who asks (labDocumentLink, labReportUploadLink); a link names the
// person it was issued to and lasts 10 minutes. Each fetch is audited; answers are never cached.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LAB_REPORT_MAX_BYTES } from '../../src/domain/labs/lab-steps.ts';
import type { AppDeps } from '../deps.ts';
import { isUuid } from '../services/db-errors.ts';
import { verifyLabDocumentLink, type LabDocumentKind } from '../services/labs/lab-document-link.ts';
import { readLabDocument, storeLabReport } from '../services/labs/lab-documents.ts';
import { GraphQLError } from 'graphql';

const EXPIRED = 'This link has expired or is not valid. Open the booking again to get a new one.';

function callerIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // app.fetch in tests has no socket
  }
}

function linkUser(c: Context, deps: AppDeps, kind: LabDocumentKind, orderItemId: string): string | null {
  const query = { user: c.req.query('user'), expires: c.req.query('expires'), signature: c.req.query('signature') };
  return verifyLabDocumentLink(deps.secrets.jwtSecret, kind, orderItemId, query, deps.now());
}

export function mountLabDocuments(app: Hono, deps: AppDeps): void {
  app.get('/lab-documents/:kind/:orderItemId', async (c) => {
    c.header('Cache-Control', 'no-store, private');
    const kind = c.req.param('kind');
    const orderItemId = c.req.param('orderItemId');
    if ((kind !== 'requisition' && kind !== 'report') || !isUuid(orderItemId)) return c.text('Not Found', 404);
    const userId = linkUser(c, deps, kind, orderItemId);
    if (!userId) return c.text(EXPIRED, 403);
    const file = await readLabDocument(deps, kind, orderItemId, userId, callerIp(c, deps.config.trustProxy));
    if (!file) return c.text('Not Found', 404);
    c.header('Content-Type', file.contentType);
    c.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(file.content));
  });

  app.use(
    '/lab-documents/report-upload/*',
    bodyLimit({ maxSize: LAB_REPORT_MAX_BYTES, onError: (c) => c.json({ error: { code: 'BAD_USER_INPUT', reason: 'LAB_REPORT_TOO_LARGE' } }, 413) }),
  );
  app.post('/lab-documents/report-upload/:orderItemId', async (c) => {
    c.header('Cache-Control', 'no-store');
    const orderItemId = c.req.param('orderItemId');
    if (!isUuid(orderItemId)) return c.json({ error: { code: 'NOT_FOUND' } }, 404);
    const userId = linkUser(c, deps, 'report-upload', orderItemId);
    if (!userId) return c.json({ error: { code: 'LINK_EXPIRED', message: EXPIRED } }, 403);
    const content = Buffer.from(await c.req.arrayBuffer());
    const fileName = decodeURIComponent(c.req.header('x-file-name') ?? 'lab-report');
    try {
      const item = await storeLabReport(deps, orderItemId, userId, fileName, content, callerIp(c, deps.config.trustProxy));
      return c.json({ orderItemId: item.orderItemId, status: item.status });
    } catch (error) {
      if (error instanceof GraphQLError) {
        const code = String(error.extensions.code ?? 'BAD_USER_INPUT');
        const reason = typeof error.extensions.reason === 'string' ? error.extensions.reason : null;
        return c.json({ error: { code, reason } }, code === 'NOT_FOUND' ? 404 : 400);
      }
      throw error;
    }
  });
}
