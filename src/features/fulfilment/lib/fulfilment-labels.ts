// The words of the queue's tabs, status badges and actions, as data the compiler checks complete.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MedicationOrderStatus } from '../../../domain/medication/medication-order-status.ts';
import type { FulfilmentAction } from './fulfilment-actions.ts';
import type { FulfilmentTab } from './fulfilment-search.ts';

export const TAB_LABELS = {
  ORDERED: msg`To prepare`,
  PREPARING: msg`Preparing`,
  SHIPPED: msg`Shipped`,
  DELIVERED: msg`Delivered`,
  MISSING_REPORTED: msg`Missing reported`,
} as const satisfies Record<FulfilmentTab, MessageDescriptor>;

export const STATUS_LABELS = {
  PROCESSING: msg({ message: 'Payment processing', context: 'medication order' }),
  ORDERED: msg({ message: 'To prepare', context: 'medication order' }),
  PREPARING: msg({ message: 'Preparing', context: 'medication order' }),
  SHIPPED: msg({ message: 'Shipped', context: 'medication order' }),
  DELIVERED: msg({ message: 'Delivered', context: 'medication order' }),
  MISSING_REPORTED: msg({ message: 'Reported missing', context: 'medication order' }),
  FAILED: msg({ message: 'Payment failed', context: 'medication order' }),
  CANCELLED: msg({ message: 'Cancelled', context: 'medication order' }),
} as const satisfies Record<MedicationOrderStatus, MessageDescriptor>;

// Dark shades, so white badge text keeps 4.5:1 contrast.
export const STATUS_COLORS = {
  PROCESSING: 'gray.7',
  ORDERED: 'blue.8',
  PREPARING: 'violet.8',
  SHIPPED: 'clinicTeal.8',
  DELIVERED: '#276737',
  MISSING_REPORTED: '#9a3412',
  FAILED: 'red.9',
  CANCELLED: 'gray.7',
} as const satisfies Record<MedicationOrderStatus, string>;

export const ACTION_LABELS = {
  prepare: msg`Start preparing`,
  ship: msg`Mark shipped`,
  deliver: msg`Mark delivered`,
} as const satisfies Record<FulfilmentAction, MessageDescriptor>;

/** The toast once an action went through. */
export const ACTION_DONE = {
  prepare: msg`Marked as preparing.`,
  ship: msg`Marked as shipped. The client can now follow the parcel.`,
  deliver: msg`Marked as delivered.`,
} as const satisfies Record<FulfilmentAction, MessageDescriptor>;
