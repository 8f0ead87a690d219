import { describe, expect, it } from 'vitest';
import { workflows } from '../../../server/seed/data/workflows.ts';
import { validateWorkflowConfiguration, type WorkflowValidationCode } from '../../../src/domain/workflow/validate-workflow.ts';
import type { WorkflowConfiguration } from '../../../src/domain/workflow/workflow-configuration.ts';
import { checkWorkflowText } from '../../../src/domain/workflows/workflow-check.ts';
import { GRAPH_BOX, workflowGraph } from '../../../src/domain/workflows/workflow-graph.ts';

// Spec §4 "Workflows": the editor's text, checked in the spec's order with its messages word for word.
describe('checkWorkflowText: §4 validity rules over the editor’s text', () => {
  it.each<{ name: string; text: string; code: WorkflowValidationCode; message: string }>([
    { name: 'blank text', text: '  ', code: 'empty', message: 'Workflow configuration is empty' },
    { name: 'not JSON', text: '{ initial: a', code: 'notAnObject', message: 'Workflow must be a valid object' },
    { name: 'an array', text: '[]', code: 'notAnObject', message: 'Workflow must be a valid object' },
    { name: 'a string', text: '"weightloss"', code: 'notAnObject', message: 'Workflow must be a valid object' },
    { name: 'null', text: 'null', code: 'notAnObject', message: 'Workflow must be a valid object' },
    { name: 'an empty object', text: '{}', code: 'empty', message: 'Workflow configuration is empty' },
    { name: 'no initial', text: '{"states": {"a": {"type": "final"}}}', code: 'noInitialState', message: 'No initial state specified' },
    { name: 'a blank initial', text: '{"initial": " ", "states": {"a": {"type": "final"}}}', code: 'noInitialState', message: 'No initial state specified' },
    { name: 'empty states', text: '{"initial": "a", "states": {}}', code: 'emptyStates', message: 'States object cannot be empty' },
    { name: 'states not an object', text: '{"initial": "a", "states": [1]}', code: 'emptyStates', message: 'States object cannot be empty' },
    { name: 'initial not among the states', text: '{"initial": "b", "states": {"a": {"type": "final"}}}', code: 'initialStateNotFound', message: 'Initial state does not exist among the states' },
    { name: 'a state with no machine key', text: '{"initial": "a", "states": {"a": {"colour": "red"}}}', code: 'invalidState', message: 'Each state must be an object with at least one recognised machine key' },
    { name: 'a transition to nowhere', text: '{"initial": "a", "states": {"a": {"on": {"GO": "nowhere"}}}}', code: 'machineBuildFailed', message: 'Workflow does not build into a state machine' },
  ])('$name → $message', ({ text, code, message }) => {
    const result = checkWorkflowText(text);
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.error).toMatchObject({ code, message });
  });

  it.each(Object.entries(workflows))('the seeded %s workflow passes, as text and pretty-printed', (_name, config) => {
    expect(checkWorkflowText(JSON.stringify(config)).valid).toBe(true);
    expect(checkWorkflowText(JSON.stringify(config, null, 2))).toEqual(validateWorkflowConfiguration(config));
  });
});

describe('workflowGraph: the picture of the state machine', () => {
  const weightloss = workflows.WEIGHTLOSS as unknown as WorkflowConfiguration;

  it('has one box per top-level state and one arrow per transition, with the event as label', () => {
    const graph = workflowGraph(weightloss);
    expect(graph.nodes.map((n) => [n.name, n.column, n.initial, n.final, n.tags])).toEqual([
      ['preAssessment', 0, true, false, ['Form']],
      ['consult', 1, false, false, ['Consult']],
      ['medication', 2, false, false, []],
      ['done', 2, false, true, []],
    ]);
    expect(graph.edges).toEqual([
      { from: 'preAssessment', to: 'consult', event: 'PASSED' },
      { from: 'preAssessment', to: 'preAssessment', event: 'FAILED' },
      { from: 'consult', to: 'medication', event: 'APPROVED' },
      { from: 'consult', to: 'done', event: 'DECLINED' },
      { from: 'medication', to: 'medication', event: 'ORDERED' },
      { from: 'medication', to: 'done', event: 'DELIVERED' },
    ]);
  });

  it('places states in columns by distance and rows within a column; the picture holds every box', () => {
    const graph = workflowGraph(weightloss);
    const done = graph.nodes.find((n) => n.name === 'done');
    expect(done).toMatchObject({ row: 1, x: GRAPH_BOX.margin + 2 * (GRAPH_BOX.width + GRAPH_BOX.columnGap), y: GRAPH_BOX.margin + GRAPH_BOX.height + GRAPH_BOX.rowGap });
    for (const node of graph.nodes) {
      expect(node.x + GRAPH_BOX.width).toBeLessThanOrEqual(graph.width);
      expect(node.y + GRAPH_BOX.height).toBeLessThanOrEqual(graph.height);
    }
  });

  it('reads object, list, always and after transitions; unreachable states go in a last column', () => {
    const config = {
      initial: 'a',
      states: {
        a: { on: { NEXT: { target: 'b' }, BOTH: [{ target: 'c' }, { target: 'b' }] }, after: { 1000: 'c' } },
        b: { always: 'c' },
        c: { type: 'final' },
        orphan: { tags: 'Form', on: { BACK: 'a' } },
      },
    } as unknown as WorkflowConfiguration;
    const graph = workflowGraph(config);
    expect(graph.edges).toEqual([
      { from: 'a', to: 'b', event: 'NEXT' },
      { from: 'a', to: 'c', event: 'BOTH' },
      { from: 'a', to: 'c', event: 'after 1000' },
      { from: 'b', to: 'c', event: 'always' },
      { from: 'orphan', to: 'a', event: 'BACK' },
    ]);
    expect(graph.nodes.find((n) => n.name === 'orphan')).toMatchObject({ column: 2, tags: ['Form'] });
  });
});
