import { parseWorkflowConfiguration, type WorkflowConfiguration } from './workflow-configuration.ts';
import { validateWorkflowConfiguration, type WorkflowValidationError } from './validate-workflow.ts';

/** One version of a category's workflow as the API returns it. */
export type WorkflowVersion = {
  readonly id: string;
  readonly currentFlag: boolean;
  readonly feConfiguration: unknown;
};

/** The version marked current (spec §4: the one with currentFlag); the first such when data marks several. */
export function currentWorkflowVersion<V extends WorkflowVersion>(versions: readonly V[] | null | undefined): V | undefined {
  return versions?.find((version) => version.currentFlag);
}

export type WorkflowResolution =
  | { readonly ok: true; readonly versionId: string; readonly workflow: WorkflowConfiguration }
  | { readonly ok: false; readonly reason: 'noCurrentVersion' }
  | { readonly ok: false; readonly reason: 'parseFailed'; readonly versionId: string; readonly message: string }
  | { readonly ok: false; readonly reason: 'invalid'; readonly versionId: string; readonly error: WorkflowValidationError };

/**
 * The category's usable workflow: current version, parsed, validated. Any failure means "no valid workflow";
 * parseFailed and invalid carry what the caller should log.
 */
export function resolveWorkflow(versions: readonly WorkflowVersion[] | null | undefined): WorkflowResolution {
  const version = currentWorkflowVersion(versions);
  if (!version) return { ok: false, reason: 'noCurrentVersion' };
  const parsed = parseWorkflowConfiguration(version.feConfiguration);
  if (!parsed.ok) return { ok: false, reason: 'parseFailed', versionId: version.id, message: parsed.message };
  const validation = validateWorkflowConfiguration(parsed.value);
  if (!validation.valid) return { ok: false, reason: 'invalid', versionId: version.id, error: validation.error };
  return { ok: true, versionId: version.id, workflow: validation.workflow };
}
