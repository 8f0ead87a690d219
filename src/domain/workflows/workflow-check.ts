// The workflows editor's one check (issue 16): the admin's text, read as the category's feConfiguration is read
// (src/domain/workflow/workflow-configuration.ts), then §4's validity rules (src/domain/workflow/validate-workflow.ts).
// The editor shows the result as the admin types; publishing on the server runs the same function.
import { parseWorkflowConfiguration } from '../workflow/workflow-configuration.ts';
import { validateWorkflowConfiguration, WORKFLOW_MESSAGES, type WorkflowValidation } from '../workflow/validate-workflow.ts';

/**
 * §4's rules over the editor's text. Text that is not JSON is not an object, so it gets the spec's first
 * message ('Workflow must be a valid object'); blank text is an empty configuration.
 */
export function checkWorkflowText(text: string): WorkflowValidation {
  if (text.trim() === '') return { valid: false, error: { code: 'empty', message: WORKFLOW_MESSAGES.empty } };
  const parsed = parseWorkflowConfiguration(text);
  if (!parsed.ok) return { valid: false, error: { code: 'notAnObject', message: WORKFLOW_MESSAGES.notAnObject, detail: parsed.message } };
  return validateWorkflowConfiguration(parsed.value);
}
