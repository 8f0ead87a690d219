import { and, desc, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { categories, orderItems, products } from '../../db/schema/index.ts';
import { idSchema } from '../catalogue/inputs.ts';
import { appError, parseInput } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';
import { EXCLUDED_FROM_ACTIVE } from './duplicate-statuses.ts';

export type ExistingOrderItem = {
  id: string;
  displayId: string;
  orderId: string;
  productId: string;
  categoryId: string;
  status: string;
  productName: string;
  createdAt: Date;
};

export type DuplicateCheck = { isDuplicate: boolean; existingOrderItem: ExistingOrderItem | null };

const argsSchema = z.object({ categoryId: idSchema, productId: idSchema });

/**
 * validateDuplicateOrder: whether the client already has an active order item (status not excluded from the
 * active list) in the category; the newest one is returned. The product is the one about to be added: any
 * product of the same category counts as a duplicate. Category and product must be the organization's
 * (NOT_FOUND otherwise); the caller's access to the client is already checked.
 */
export async function checkDuplicateOrder(
  scope: RequestScope,
  organizationId: string,
  clientId: string,
  args: { categoryId: unknown; productId: unknown },
): Promise<DuplicateCheck> {
  const { db } = scope.deps;
  const input = parseInput(argsSchema, args);
  const [[category], [product]] = await Promise.all([
    db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, input.categoryId), eq(categories.organizationId, organizationId))).limit(1),
    db.select({ id: products.id }).from(products).where(and(eq(products.id, input.productId), eq(products.organizationId, organizationId))).limit(1),
  ]);
  if (!category || !product) throw appError('NOT_FOUND');
  const [existing] = await db
    .select({
      id: orderItems.id,
      displayId: orderItems.displayId,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      categoryId: orderItems.categoryId,
      status: orderItems.status,
      productName: products.name,
      createdAt: orderItems.createdAt,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orderItems.organizationId, organizationId),
        eq(orderItems.clientId, clientId),
        eq(orderItems.categoryId, input.categoryId),
        notInArray(orderItems.status, [...EXCLUDED_FROM_ACTIVE]),
      ),
    )
    .orderBy(desc(orderItems.createdAt))
    .limit(1);
  return { isDuplicate: existing !== undefined, existingOrderItem: existing ?? null };
}
