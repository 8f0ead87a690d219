import type { WorkflowConfiguration, WorkflowStateNode } from './workflow-configuration.ts';

/** Service/journey types of spec §3, in the spec's words. */
export const JOURNEY_TYPES = ['PreAssessment', 'BookConsult', 'SpConsult', 'SPLab', 'Consult', 'FormConsult', 'AccessLab', 'Medication'] as const;
export type JourneyType = (typeof JOURNEY_TYPES)[number];

/** The state tags spec §4 names; the app finds states by them. */
export type WorkflowTag = 'Consult' | 'Form';

const JOURNEY_TYPE_SET: ReadonlySet<string> = new Set(JOURNEY_TYPES);

export function isJourneyType(value: unknown): value is JourneyType {
  return typeof value === 'string' && JOURNEY_TYPE_SET.has(value);
}

/** What a bare tag means when a state has no `meta.step`. */
const STEP_OF_TAG = { Form: 'PreAssessment', Consult: 'Consult' } as const satisfies Record<WorkflowTag, JourneyType>;

/**
 * How a workflow state names the journey step the client sees (the app follows this instead of hard-coding a
 * journey per category):
 *
 * 1. `meta: { step: '<JourneyType>' }` on a top-level state names its step outright, e.g.
 *    `consult: { tags: ['Consult'], meta: { step: 'BookConsult' }, on: { BOOKED: 'medication' } }`,
 *    `medication: { meta: { step: 'Medication' }, on: { DELIVERED: 'done' } }`.
 * 2. Without `meta.step`, a tag that is itself a journey type (`tags: ['AccessLab']`) names it.
 * 3. Otherwise the spec's tags decide: `Form` is PreAssessment, `Consult` is Consult.
 * 4. Any other state (a final `done`, an internal wait) is not a step the client sees.
 *
 * Steps are listed in the order the machine reaches them: breadth first from the initial state along its
 * transitions (`on`, `always`, `after`, `onDone`, `invoke.onDone`/`onError`), in declaration order; a state the
 * machine never reaches is not listed. Only top-level states and sibling targets are followed: nested states
 * belong to the step of their parent.
 */
export function stepOfState(node: WorkflowStateNode): JourneyType | undefined {
  const step = node.meta?.['step'];
  if (isJourneyType(step)) return step;
  const tags = tagsOf(node);
  const named = tags.find(isJourneyType);
  if (named) return named;
  if (tags.includes('Form')) return STEP_OF_TAG.Form;
  if (tags.includes('Consult')) return STEP_OF_TAG.Consult;
  return undefined;
}

export function tagsOf(node: WorkflowStateNode): readonly string[] {
  if (typeof node.tags === 'string') return [node.tags];
  return Array.isArray(node.tags) ? node.tags.filter((tag): tag is string => typeof tag === 'string') : [];
}

/** Names of the top-level states carrying the tag, in declaration order. */
export function statesTagged(config: WorkflowConfiguration, tag: WorkflowTag): string[] {
  return Object.entries(config.states)
    .filter(([, node]) => tagsOf(node).includes(tag))
    .map(([name]) => name);
}

/** Whether the workflow has a pre-assessment step (a Form-tagged state, unless its meta.step says otherwise). */
export function hasPreAssessmentState(config: WorkflowConfiguration): boolean {
  return Object.values(config.states).some((node) => stepOfState(node) === 'PreAssessment');
}

export type JourneyStep = { readonly state: string; readonly step: JourneyType };

/** The journey steps of an item, in the order its workflow reaches them (see stepOfState for the convention). */
export function journeySteps(config: WorkflowConfiguration): JourneyStep[] {
  const order = reachableStates(config);
  const steps: JourneyStep[] = [];
  for (const name of order) {
    const node = config.states[name];
    const step = node ? stepOfState(node) : undefined;
    if (step) steps.push({ state: name, step });
  }
  return steps;
}

function reachableStates(config: WorkflowConfiguration): string[] {
  const seen = new Set<string>([config.initial]);
  const queue = [config.initial];
  for (let index = 0; index < queue.length; index += 1) {
    const node = config.states[queue[index] ?? ''];
    if (!node) continue;
    for (const target of transitionTargets(node)) {
      if (!seen.has(target) && Object.hasOwn(config.states, target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return queue;
}

// Targets written as 'x', ['x', ...], { target: 'x' } or [{ target: 'x' }, ...], as xstate accepts them.
function targetsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(targetsIn);
  if (typeof value === 'object' && value !== null && 'target' in value) return targetsIn(value.target);
  return [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// `on` and `after` map events (or delays) to targets.
function targetsByKey(value: unknown): string[] {
  return isRecord(value) ? Object.values(value).flatMap(targetsIn) : [];
}

function transitionTargets(node: WorkflowStateNode): string[] {
  const invokes: unknown[] = Array.isArray(node['invoke']) ? node['invoke'] : [node['invoke']];
  return [
    ...targetsByKey(node['on']),
    ...targetsIn(node['always']),
    ...targetsByKey(node['after']),
    ...targetsIn(node['onDone']),
    ...invokes.filter(isRecord).flatMap((invoke) => [...targetsIn(invoke['onDone']), ...targetsIn(invoke['onError'])]),
  ];
}
