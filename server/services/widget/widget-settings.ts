// The booking widget's settings (issue 17): which sites may embed a business's widget page. The admin reads and
// replaces the list (tenant-checked by the caller through requireBusinessAdmin, zod at the edge, audited in the
// same transaction); the widget route reads the list of the business behind a widget address.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { widgetOriginsSchema } from '../../../src/domain/widget/allowed-origins.ts';
import type { Granted, GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { businesses, locations, orders, widgetSettings } from '../../db/schema/index.ts';
import { recordAdminChange } from '../admin/admin-audit.ts';
import { appError, parseInput } from '../errors.ts';

export type WidgetSettingsView = { businessId: string; businessCode: string; allowedOrigins: string[]; updatedAt: Date | null };

const setOriginsInput = z.object({ origins: widgetOriginsSchema });

/** The business's widget settings as its admin sees them (an empty list until the admin sets one). */
export async function widgetSettingsOf(db: Database, businessId: string): Promise<WidgetSettingsView> {
  const [row] = await db
    .select({ businessCode: businesses.shortId, allowedOrigins: widgetSettings.allowedOrigins, updatedAt: widgetSettings.updatedAt })
    .from(businesses)
    .leftJoin(widgetSettings, eq(widgetSettings.businessId, businesses.id))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw appError('NOT_FOUND');
  return { businessId, businessCode: row.businessCode, allowedOrigins: row.allowedOrigins ?? [], updatedAt: row.updatedAt };
}

/** Replaces the list of sites allowed to embed the widget; each origin validated and normalized; audited. */
export async function setWidgetOrigins(ctx: GraphQLContext, granted: Granted, raw: unknown): Promise<WidgetSettingsView> {
  const { origins } = parseInput(setOriginsInput, { origins: raw }, 'input');
  const businessId = granted.grant.targetId;
  const organizationId = granted.grant.organizationId;
  const now = ctx.deps.now();
  await ctx.deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(widgetSettings).where(eq(widgetSettings.businessId, businessId)).for('update');
    const [after] = await tx
      .insert(widgetSettings)
      .values({ businessId, organizationId, allowedOrigins: origins, updatedBy: granted.viewer.user.id, updatedAt: now })
      .onConflictDoUpdate({ target: widgetSettings.businessId, set: { allowedOrigins: origins, updatedBy: granted.viewer.user.id, updatedAt: now } })
      .returning();
    await recordAdminChange(tx, {
      granted,
      entityType: 'widget_settings',
      entityId: businessId,
      action: before ? 'UPDATE' : 'CREATE',
      before: before ?? null,
      after,
      at: now,
      ip: ctx.client.ip,
    });
  });
  return widgetSettingsOf(ctx.deps.db, businessId);
}

const SHORT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The origins allowed to frame the widget of an active location of an active business, or null when the address
 * names none (the route answers 404). One indexed read.
 */
export async function widgetFrameOrigins(db: Database, businessCode: string, locationCode: string): Promise<string[] | null> {
  if (!SHORT_ID.test(businessCode) || !SHORT_ID.test(locationCode)) return null;
  const [row] = await db
    .select({ allowedOrigins: widgetSettings.allowedOrigins })
    .from(businesses)
    .innerJoin(locations, and(eq(locations.businessId, businesses.id), eq(locations.shortId, locationCode), eq(locations.isActive, true)))
    .leftJoin(widgetSettings, eq(widgetSettings.businessId, businesses.id))
    .where(and(eq(businesses.shortId, businessCode), eq(businesses.status, 'ACTIVE')))
    .limit(1);
  if (!row) return null;
  return row.allowedOrigins ?? [];
}

/** The source of an order the caller was already allowed to read (Order.source). */
export async function orderSourceOf(db: Database, orderId: string): Promise<'APP' | 'WIDGET'> {
  const [row] = await db.select({ source: orders.source }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.source === 'WIDGET' ? 'WIDGET' : 'APP';
}
