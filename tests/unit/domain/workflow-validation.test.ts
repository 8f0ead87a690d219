import { describe, expect, it } from 'vitest';
import { parseWorkflowConfiguration } from '../../../src/domain/workflow/workflow-configuration.ts';
import { validateWorkflowConfiguration, WORKFLOW_MESSAGES } from '../../../src/domain/workflow/validate-workflow.ts';
import { currentWorkflowVersion, resolveWorkflow } from '../../../src/domain/workflow/workflow-version.ts';

const valid = {
  id: 'weightloss',
  initial: 'preAssessment',
  states: {
    preAssessment: { tags: ['Form'], on: { PASSED: 'consult', FAILED: 'preAssessment' } },
    consult: { tags: ['Consult'], on: { APPROVED: 'done' } },
    done: { type: 'final' },
  },
};

describe('parseWorkflowConfiguration: text or object; failures are typed (spec §4 "Workflows")', () => {
  it.each([
    { name: 'an object', raw: valid, expected: { ok: true, value: valid } },
    { name: 'JSON text', raw: JSON.stringify(valid), expected: { ok: true, value: valid } },
    { name: 'JSON text of an array', raw: '[1]', expected: { ok: true, value: [1] } },
    { name: 'null', raw: null, expected: { ok: false, reason: 'missing' } },
    { name: 'undefined', raw: undefined, expected: { ok: false, reason: 'missing' } },
    { name: 'broken JSON', raw: '{"initial": ', expected: { ok: false, reason: 'invalidJson' } },
    { name: 'empty text', raw: '', expected: { ok: false, reason: 'invalidJson' } },
    { name: 'a number', raw: 42, expected: { ok: false, reason: 'unsupportedType' } },
  ])('$name', ({ raw, expected }) => {
    expect(parseWorkflowConfiguration(raw)).toMatchObject(expected);
  });

  it('a failure carries a message for the log', () => {
    const result = parseWorkflowConfiguration('{oops');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^Workflow configuration is not valid JSON: /);
  });
});

describe('validateWorkflowConfiguration: first failing rule, spec messages word for word', () => {
  it.each([
    { name: 'null', config: null, code: 'notAnObject', message: 'Workflow must be a valid object' },
    { name: 'a string', config: 'weightloss', code: 'notAnObject', message: 'Workflow must be a valid object' },
    { name: 'an array', config: [valid], code: 'notAnObject', message: 'Workflow must be a valid object' },
    { name: 'a number', config: 3, code: 'notAnObject', message: 'Workflow must be a valid object' },
    { name: 'an empty object', config: {}, code: 'empty', message: 'Workflow configuration is empty' },
    { name: 'no initial', config: { id: 'x', states: valid.states }, code: 'noInitialState', message: 'No initial state specified' },
    { name: 'blank initial', config: { initial: ' ', states: valid.states }, code: 'noInitialState', message: 'No initial state specified' },
    { name: 'non-text initial', config: { initial: 1, states: valid.states }, code: 'noInitialState', message: 'No initial state specified' },
    { name: 'neither initial nor states', config: { id: 'x' }, code: 'noInitialState', message: 'No initial state specified' },
    { name: 'no states', config: { initial: 'a' }, code: 'emptyStates', message: 'States object cannot be empty' },
    { name: 'empty states', config: { initial: 'a', states: {} }, code: 'emptyStates', message: 'States object cannot be empty' },
    { name: 'states as an array', config: { initial: 'a', states: [{ on: {} }] }, code: 'emptyStates', message: 'States object cannot be empty' },
    { name: 'initial not among states', config: { initial: 'missing', states: valid.states }, code: 'initialStateNotFound', state: 'missing' },
    { name: 'a state that is not an object', config: { initial: 'a', states: { a: { on: {} }, b: 'final' } }, code: 'invalidState', state: 'b' },
    { name: 'a state with no machine key', config: { initial: 'a', states: { a: { colour: 'red' } } }, code: 'invalidState', state: 'a' },
    { name: 'an empty state', config: { initial: 'a', states: { a: {} } }, code: 'invalidState', state: 'a' },
    { name: 'a transition to an unknown state', config: { initial: 'a', states: { a: { on: { GO: 'nowhere' } } } }, code: 'machineBuildFailed' },
  ])('$name -> $code', ({ config, code, ...rest }) => {
    const result = validateWorkflowConfiguration(config);
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.error.code).toBe(code);
    expect(result.error.message).toBe('message' in rest ? rest.message : WORKFLOW_MESSAGES[code as keyof typeof WORKFLOW_MESSAGES]);
    if ('state' in rest) expect(result.error.state).toBe(rest.state);
  });

  it('xstate explains why the machine did not build', () => {
    const result = validateWorkflowConfiguration({ initial: 'a', states: { a: { on: { GO: 'nowhere' } } } });
    expect(result.valid ? '' : result.error.detail).toMatch(/nowhere/);
  });

  it.each([
    { name: 'the seed-like workflow', config: valid },
    { name: 'a single final state', config: { initial: 'done', states: { done: { type: 'final' } } } },
    { name: 'a state with only tags', config: { initial: 'a', states: { a: { tags: ['Consult'] } } } },
    { name: 'nested states', config: { initial: 'a', states: { a: { initial: 'b', states: { b: { type: 'final' } } } } } },
    { name: 'always and after', config: { initial: 'a', states: { a: { always: 'b' }, b: { after: { 1000: 'c' } }, c: { type: 'final' } } } },
  ])('$name is valid', ({ config }) => {
    expect(validateWorkflowConfiguration(config)).toEqual({ valid: true, workflow: config });
  });
});

describe('currentWorkflowVersion and resolveWorkflow', () => {
  const version = (id: string, currentFlag: boolean, feConfiguration: unknown = valid) => ({ id, currentFlag, feConfiguration });

  it.each([
    { name: 'the flagged version', versions: [version('v1', false), version('v2', true), version('v3', false)], expected: 'v2' },
    { name: 'the first flagged when several are', versions: [version('v1', true), version('v2', true)], expected: 'v1' },
    { name: 'none flagged', versions: [version('v1', false)], expected: undefined },
    { name: 'no versions', versions: [], expected: undefined },
    { name: 'null', versions: null, expected: undefined },
  ])('$name', ({ versions, expected }) => {
    expect(currentWorkflowVersion(versions)?.id).toBe(expected);
  });

  it.each([
    { name: 'a current version as text', versions: [version('v1', false, 'broken'), version('v2', true, JSON.stringify(valid))], expected: { ok: true, versionId: 'v2', workflow: valid } },
    { name: 'no current version', versions: [version('v1', false)], expected: { ok: false, reason: 'noCurrentVersion' } },
    { name: 'text that does not parse', versions: [version('v1', true, '{')], expected: { ok: false, reason: 'parseFailed', versionId: 'v1' } },
    { name: 'an invalid configuration', versions: [version('v1', true, '{}')], expected: { ok: false, reason: 'invalid', versionId: 'v1', error: { code: 'empty', message: 'Workflow configuration is empty' } } },
  ])('$name', ({ versions, expected }) => {
    expect(resolveWorkflow(versions)).toMatchObject(expected);
  });
});
