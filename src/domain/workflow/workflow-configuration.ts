/**
 * A category's workflow: an xstate v5 machine configuration stored per category version (spec §4 "Workflows").
 * Only the parts the app reads are typed; any other xstate key passes through untouched.
 */
export type WorkflowStateNode = {
  readonly type?: string;
  readonly tags?: string | readonly string[];
  readonly meta?: Readonly<Record<string, unknown>>;
  readonly initial?: string;
  readonly states?: Readonly<Record<string, WorkflowStateNode>>;
  readonly [key: string]: unknown;
};

export type WorkflowConfiguration = {
  readonly id?: string;
  readonly initial: string;
  readonly states: Readonly<Record<string, WorkflowStateNode>>;
  readonly [key: string]: unknown;
};

/** Why feConfiguration could not be read: the caller logs it and treats the workflow as absent. */
export type WorkflowParseFailure = {
  readonly ok: false;
  readonly reason: 'missing' | 'invalidJson' | 'unsupportedType';
  readonly message: string;
};

export type WorkflowParseResult = { readonly ok: true; readonly value: unknown } | WorkflowParseFailure;

/**
 * Reads feConfiguration, which may arrive as JSON text or as an already parsed value. The result is not yet
 * checked: pass `value` to validateWorkflowConfiguration.
 */
export function parseWorkflowConfiguration(raw: unknown): WorkflowParseResult {
  if (raw === null || raw === undefined) return { ok: false, reason: 'missing', message: 'Workflow configuration is missing' };
  if (typeof raw === 'object') return { ok: true, value: raw };
  if (typeof raw !== 'string') {
    return { ok: false, reason: 'unsupportedType', message: `Workflow configuration is a ${typeof raw}, not JSON text or an object` };
  }
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: 'invalidJson', message: `Workflow configuration is not valid JSON: ${detail}` };
  }
}
