import { createMachine } from 'xstate';
import type { WorkflowConfiguration } from './workflow-configuration.ts';

/** The spec's four messages (§4 "Workflows") are kept word for word; the other rules have their own keys. */
export const WORKFLOW_MESSAGES = {
  notAnObject: 'Workflow must be a valid object',
  empty: 'Workflow configuration is empty',
  noInitialState: 'No initial state specified',
  emptyStates: 'States object cannot be empty',
  initialStateNotFound: 'Initial state does not exist among the states',
  invalidState: 'Each state must be an object with at least one recognised machine key',
  machineBuildFailed: 'Workflow does not build into a state machine',
} as const;

export type WorkflowValidationCode = keyof typeof WORKFLOW_MESSAGES;

export type WorkflowValidationError = {
  readonly code: WorkflowValidationCode;
  readonly message: string;
  /** The offending state for initialStateNotFound and invalidState. */
  readonly state?: string;
  /** xstate's own explanation for machineBuildFailed. */
  readonly detail?: string;
};

export type WorkflowValidation =
  | { readonly valid: true; readonly workflow: WorkflowConfiguration }
  | { readonly valid: false; readonly error: WorkflowValidationError };

/** State node keys xstate v5 understands; a state needs at least one of them to mean anything. */
export const RECOGNISED_STATE_KEYS: ReadonlySet<string> = new Set([
  'on',
  'always',
  'after',
  'type',
  'tags',
  'entry',
  'exit',
  'meta',
  'states',
  'initial',
  'invoke',
  'description',
  'target',
  'history',
  'output',
  'onDone',
  'id',
]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function failure(code: WorkflowValidationCode, extra: { state?: string; detail?: string } = {}): WorkflowValidation {
  return { valid: false, error: { code, message: WORKFLOW_MESSAGES[code], ...extra } };
}

/**
 * Checks a parsed workflow configuration in the spec's order: an object, not empty, an initial state named,
 * a non-empty states object, the initial state among them, every state a recognisable state node, and the
 * whole building into an xstate machine with states. The first failing rule is returned.
 */
export function validateWorkflowConfiguration(config: unknown): WorkflowValidation {
  if (!isPlainObject(config)) return failure('notAnObject');
  if (Object.keys(config).length === 0) return failure('empty');
  const { initial, states } = config;
  if (typeof initial !== 'string' || initial.trim() === '') return failure('noInitialState');
  if (!isPlainObject(states) || Object.keys(states).length === 0) return failure('emptyStates');
  if (!Object.hasOwn(states, initial)) return failure('initialStateNotFound', { state: initial });
  for (const [name, node] of Object.entries(states)) {
    if (!isPlainObject(node) || !Object.keys(node).some((key) => RECOGNISED_STATE_KEYS.has(key))) {
      return failure('invalidState', { state: name });
    }
  }
  try {
    // xstate's config type is generic over the machine's types; here the shape is only known at run time.
    const machine = createMachine(config as Parameters<typeof createMachine>[0]);
    if (Object.keys(machine.root.states).length === 0) return failure('machineBuildFailed');
  } catch (error) {
    return failure('machineBuildFailed', { detail: error instanceof Error ? error.message : String(error) });
  }
  return { valid: true, workflow: config as WorkflowConfiguration };
}
