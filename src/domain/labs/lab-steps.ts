// The lab test journey (spec §4 lab statuses and journey labels, issue 17), as data: what the collector may do
// at each status, and the stage the client reads. The order item transition table has the last word; the unit
// test checks every action here is one of its moves.
import type { OrderItemStatus } from '../orders/order-item-status.ts';

export const LAB_STATUSES = ['LabBooked', 'LabInProgress', 'LabReceived', 'LabCompleted', 'LabCancelled', 'LabExpired'] as const satisfies readonly OrderItemStatus[];
export type LabStatus = (typeof LAB_STATUSES)[number];

export function isLabStatus(status: string | null | undefined): status is LabStatus {
  return typeof status === 'string' && (LAB_STATUSES as readonly string[]).includes(status);
}

/** What the collector's screen offers: start the collection, the sample reached the lab, results ready (with the report), cancel. */
export const LAB_ACTIONS = ['start', 'received', 'results', 'cancel'] as const;
export type LabAction = (typeof LAB_ACTIONS)[number];

/** The status each action moves to. */
export const LAB_ACTION_TARGET = {
  start: 'LabInProgress',
  received: 'LabReceived',
  results: 'LabCompleted',
  cancel: 'LabCancelled',
} as const satisfies Record<LabAction, LabStatus>;

/** The collector's actions at each status, in the order shown (the first is the main one). */
export const LAB_ACTIONS_AT = {
  LabBooked: ['start', 'cancel'],
  LabInProgress: ['received', 'cancel'],
  LabReceived: ['results'],
  LabCompleted: [],
  LabCancelled: [],
  LabExpired: [],
} as const satisfies Record<LabStatus, readonly LabAction[]>;

/** Statuses the collector moves with a plain change; LabCompleted needs the report and goes through its upload. */
export const LAB_MOVES_WITHOUT_REPORT = ['LabInProgress', 'LabReceived', 'LabCancelled'] as const satisfies readonly LabStatus[];
export type LabMove = (typeof LAB_MOVES_WITHOUT_REPORT)[number];

/**
 * The client's steps of a lab test, in order (spec §4 journey labels: 'Lab Test Booked' 17, 'Awaiting Labs' 100,
 * 'Lab Reports Received' 19, and the fallback 'Lab Test In Progress'). `journeyId` ties a step to the spec's id.
 */
export const LAB_CLIENT_STEPS = [
  { step: 'booked', journeyId: 17, reachedAt: ['LabBooked', 'LabInProgress', 'LabReceived', 'LabCompleted'] },
  { step: 'collecting', journeyId: null, reachedAt: ['LabInProgress', 'LabReceived', 'LabCompleted'] },
  { step: 'awaitingResults', journeyId: 100, reachedAt: ['LabReceived', 'LabCompleted'] },
  { step: 'reportReady', journeyId: 19, reachedAt: ['LabCompleted'] },
] as const satisfies readonly { step: string; journeyId: number | null; reachedAt: readonly LabStatus[] }[];

export type LabClientStep = (typeof LAB_CLIENT_STEPS)[number]['step'];

/** How many of the client's steps the item has reached (0 when cancelled or expired: the card says so instead). */
export function labStepsReached(status: LabStatus): number {
  return LAB_CLIENT_STEPS.filter((s) => (s.reachedAt as readonly LabStatus[]).includes(status)).length;
}

/** Largest report accepted, and the types (checked on the file's first bytes by the server). */
export const LAB_REPORT_MAX_BYTES = 10 * 1024 * 1024;
export const LAB_REPORT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type LabReportType = (typeof LAB_REPORT_TYPES)[number];

/** The type a file's first bytes show (PDF, PNG or JPEG), or null: the browser's or the name's word is not trusted. */
export function sniffLabReportType(head: Uint8Array): LabReportType | null {
  const starts = (bytes: readonly number[]) => bytes.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}
