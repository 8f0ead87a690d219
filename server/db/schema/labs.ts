// Lab test results (issue 17): the report a lab collector uploads when the results are ready. The file is kept in
// the database (bytea) beside the order item it belongs to, so every API process serves it and a backup keeps it;
// it is read only through a signed, expiring link (server/http/lab-documents.ts), each fetch audited.
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, organizationId } from './columns.ts';
import { orderItems } from './orders.ts';
import { organizations } from './tenancy.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One report per lab test item: results are final once the item is LabCompleted. */
export const labReports = pgTable(
  'lab_reports',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    /** The uploader's file name, cleaned to letters, digits, dots, dashes and underscores. */
    fileName: text('file_name').notNull(),
    /** application/pdf, image/png or image/jpeg: checked against the file's first bytes, not the browser's word. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lab_reports_order_item_key').on(t.orderItemId),
    index('lab_reports_org_idx').on(t.organizationId),
    check('lab_reports_type_check', sql`${t.contentType} in ('application/pdf', 'image/png', 'image/jpeg')`),
    check('lab_reports_size_check', sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= 10485760`),
  ],
);
