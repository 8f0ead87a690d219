// The statuses live in src/domain/orders/order-item-status.ts (shared with the client); re-exported here so the
// server's existing imports keep working.
export { EXCLUDED_FROM_ACTIVE, isOrderItemStatus, ORDER_ITEM_STATUSES, type OrderItemStatus } from '../../../src/domain/orders/order-item-status.ts';
