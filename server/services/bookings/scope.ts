import { and, eq, type SQL } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';

/** The grant a bookings operation runs under (the request's checked role headers). */
export type BookingsActor = { userId: string; organizationId: string; roleName: string; targetId: string };

/**
 * Whose bookings the caller may see: a CLIENT only its own; a RECEPTIONIST or BUSINESS_ADMIN those made at its
 * business; never another organization's.
 */
export type BookingsScope = { organizationId: string; clientId?: string; businessId?: string };

export const BOOKINGS_ROLES = ['CLIENT', 'RECEPTIONIST', 'BUSINESS_ADMIN'] as const;

export function scopeOf(actor: BookingsActor): BookingsScope {
  if (actor.roleName === 'CLIENT') return { organizationId: actor.organizationId, clientId: actor.targetId };
  if (actor.roleName === 'RECEPTIONIST' || actor.roleName === 'BUSINESS_ADMIN') return { organizationId: actor.organizationId, businessId: actor.targetId };
  throw appError('FORBIDDEN');
}

/** The conditions on order_items joined with orders that keep a query inside the scope. */
export function scopeCondition(scope: BookingsScope): SQL {
  const condition = and(
    eq(orderItems.organizationId, scope.organizationId),
    scope.clientId ? eq(orderItems.clientId, scope.clientId) : undefined,
    scope.businessId ? eq(orders.businessId, scope.businessId) : undefined,
  );
  if (!condition) throw new Error('scopeCondition: empty');
  return condition;
}
