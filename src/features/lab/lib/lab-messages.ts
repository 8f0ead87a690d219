// The collector's words for each action and for the server's refusals of a report.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LabAction } from '../../../domain/labs/lab-steps.ts';
import type { UploadRefusal } from '../api/lab-actions.ts';

export const LAB_ACTION_LABELS = {
  start: msg`Start collection`,
  received: msg`Sample received by the lab`,
  results: msg`Results ready: upload the report`,
  cancel: msg`Cancel visit`,
} as const satisfies Record<LabAction, MessageDescriptor>;

export const LAB_ACTION_DONE = {
  start: msg`Collection started.`,
  received: msg`Marked as received by the lab.`,
  results: msg`Report uploaded. The client can download it now.`,
  cancel: msg`Visit cancelled.`,
} as const satisfies Record<LabAction, MessageDescriptor>;

export const UPLOAD_REFUSALS = {
  LAB_REPORT_TOO_LARGE: msg`This file is larger than 10 MB.`,
  LAB_REPORT_UNSUPPORTED_TYPE: msg`Upload a PDF, PNG or JPEG file.`,
  LAB_REPORT_EMPTY: msg`This file is empty.`,
  LINK_EXPIRED: msg`The upload took too long. Please try again.`,
  OTHER: msg`The report could not be uploaded. Please try again.`,
} as const satisfies Record<UploadRefusal, MessageDescriptor>;
