// §4's workflow messages as the editor shows them, in every language; the English is the spec's word for word.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkflowValidationCode } from '../../../../domain/workflow/validate-workflow.ts';

export const workflowMessages = {
  notAnObject: msg`Workflow must be a valid object`,
  empty: msg`Workflow configuration is empty`,
  noInitialState: msg`No initial state specified`,
  emptyStates: msg`States object cannot be empty`,
  initialStateNotFound: msg`Initial state does not exist among the states`,
  invalidState: msg`Each state must be an object with at least one recognised machine key`,
  machineBuildFailed: msg`Workflow does not build into a state machine`,
} as const satisfies Record<WorkflowValidationCode, MessageDescriptor>;
