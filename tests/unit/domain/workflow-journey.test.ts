import { describe, expect, it } from 'vitest';
import { hasPreAssessmentState, journeySteps, statesTagged, stepOfState } from '../../../src/domain/workflow/journey.ts';
import type { WorkflowConfiguration } from '../../../src/domain/workflow/workflow-configuration.ts';

// The seed's weight-loss shape, with meta.step naming the medication step.
const weightloss: WorkflowConfiguration = {
  id: 'weightloss',
  initial: 'preAssessment',
  states: {
    preAssessment: { tags: ['Form'], on: { PASSED: 'consult', FAILED: 'preAssessment' } },
    consult: { tags: ['Consult'], on: { APPROVED: 'medication', DECLINED: 'done' } },
    medication: { meta: { step: 'Medication' }, on: { ORDERED: 'medication', DELIVERED: 'done' } },
    done: { type: 'final' },
  },
};

// Declaration order differs from the order the machine reaches the states.
const labs: WorkflowConfiguration = {
  initial: 'booking',
  states: {
    results: { tags: 'AccessLab', on: { READY: 'done' } },
    specialist: { tags: ['Consult'], meta: { step: 'SpConsult' }, always: [{ target: 'results' }] },
    booking: { meta: { step: 'SPLab' }, on: { BOOKED: { target: 'specialist' } } },
    orphan: { tags: ['Form'] },
    done: { type: 'final' },
  },
};

describe('stepOfState: meta.step, then a journey-type tag, then Form/Consult', () => {
  it.each([
    { name: 'meta.step wins over tags', node: { tags: ['Form'], meta: { step: 'FormConsult' } }, expected: 'FormConsult' },
    { name: 'Form tag', node: { tags: ['Form'] }, expected: 'PreAssessment' },
    { name: 'Consult tag', node: { tags: ['Consult'] }, expected: 'Consult' },
    { name: 'tag as a single string', node: { tags: 'Consult' }, expected: 'Consult' },
    { name: 'a journey-type tag', node: { tags: ['BookConsult', 'Consult'] }, expected: 'BookConsult' },
    { name: 'unknown meta.step falls back to tags', node: { tags: ['Form'], meta: { step: 'Shipping' } }, expected: 'PreAssessment' },
    { name: 'no tag, no meta', node: { type: 'final' }, expected: undefined },
    { name: 'other tags only', node: { tags: ['Billing'] }, expected: undefined },
  ])('$name -> $expected', ({ node, expected }) => {
    expect(stepOfState(node)).toBe(expected);
  });
});

describe('statesTagged and hasPreAssessmentState', () => {
  it.each([
    { config: weightloss, tag: 'Form' as const, expected: ['preAssessment'] },
    { config: weightloss, tag: 'Consult' as const, expected: ['consult'] },
    { config: labs, tag: 'Consult' as const, expected: ['specialist'] },
    { config: labs, tag: 'Form' as const, expected: ['orphan'] },
  ])('$config.initial tagged $tag', ({ config, tag, expected }) => {
    expect(statesTagged(config, tag)).toEqual(expected);
  });

  it.each([
    { name: 'a Form-tagged state', config: weightloss, expected: true },
    { name: 'no Form state', config: { initial: 'consult', states: { consult: { tags: ['Consult'] } } }, expected: false },
    { name: 'meta.step PreAssessment without a tag', config: { initial: 'a', states: { a: { meta: { step: 'PreAssessment' } } } }, expected: true },
    { name: 'Form-tagged but a FormConsult step', config: { initial: 'a', states: { a: { tags: ['Form'], meta: { step: 'FormConsult' } } } }, expected: false },
  ])('$name -> $expected', ({ config, expected }) => {
    expect(hasPreAssessmentState(config)).toBe(expected);
  });
});

describe('journeySteps: in the order the machine reaches them', () => {
  it.each([
    {
      name: 'weight loss',
      config: weightloss,
      expected: [
        { state: 'preAssessment', step: 'PreAssessment' },
        { state: 'consult', step: 'Consult' },
        { state: 'medication', step: 'Medication' },
      ],
    },
    {
      name: 'labs (object targets, always, unreachable state left out)',
      config: labs,
      expected: [
        { state: 'booking', step: 'SPLab' },
        { state: 'specialist', step: 'SpConsult' },
        { state: 'results', step: 'AccessLab' },
      ],
    },
    {
      name: 'after and invoke targets',
      config: {
        initial: 'wait',
        states: {
          wait: { after: { 500: 'book' } },
          book: { meta: { step: 'BookConsult' }, invoke: { src: 'x', onDone: 'consult', onError: 'wait' } },
          consult: { tags: ['Consult'] },
        },
      },
      expected: [
        { state: 'book', step: 'BookConsult' },
        { state: 'consult', step: 'Consult' },
      ],
    },
    { name: 'no steps', config: { initial: 'done', states: { done: { type: 'final' } } }, expected: [] },
  ])('$name', ({ config, expected }) => {
    expect(journeySteps(config)).toEqual(expected);
  });
});
