// A picture of a workflow's state machine (issue 16's workflows editor): its top-level states as boxes in columns
// by their distance from the initial state, and its transitions as arrows labelled with their events. Pure data
// and geometry; the editor draws it as SVG, so no graph library is loaded.
import type { WorkflowConfiguration } from '../workflow/workflow-configuration.ts';

export type WorkflowGraphNode = {
  readonly name: string;
  readonly initial: boolean;
  readonly final: boolean;
  readonly tags: readonly string[];
  /** Column (distance from the initial state) and row within it; unreachable states go in a last column. */
  readonly column: number;
  readonly row: number;
  readonly x: number;
  readonly y: number;
};

export type WorkflowGraphEdge = { readonly from: string; readonly to: string; readonly event: string };

export type WorkflowGraph = {
  readonly nodes: readonly WorkflowGraphNode[];
  readonly edges: readonly WorkflowGraphEdge[];
  readonly width: number;
  readonly height: number;
};

export const GRAPH_BOX = { width: 150, height: 48, columnGap: 90, rowGap: 40, margin: 24 } as const;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sibling state a transition goes to: 'b', { target: 'b' } or a list of them (the first that names one). */
function targetsOf(transition: unknown): string[] {
  if (typeof transition === 'string') return [transition];
  if (Array.isArray(transition)) return transition.flatMap(targetsOf).slice(0, 1);
  if (isRecord(transition)) {
    const target = transition['target'];
    if (typeof target === 'string') return [target];
    if (Array.isArray(target)) return target.filter((t): t is string => typeof t === 'string').slice(0, 1);
  }
  return [];
}

function edgesOf(name: string, node: Json, states: Json): WorkflowGraphEdge[] {
  const out: WorkflowGraphEdge[] = [];
  const add = (event: string, transition: unknown) => {
    for (const raw of targetsOf(transition)) {
      // Sibling targets only ('b' or '.b' is a child, '#id' elsewhere): what the top level can show.
      if (Object.hasOwn(states, raw)) out.push({ from: name, to: raw, event });
    }
  };
  if (isRecord(node['on'])) for (const [event, transition] of Object.entries(node['on'])) add(event, transition);
  if (node['always'] !== undefined) add('always', node['always']);
  if (isRecord(node['after'])) for (const [delay, transition] of Object.entries(node['after'])) add(`after ${delay}`, transition);
  if (node['onDone'] !== undefined) add('done', node['onDone']);
  return out;
}

/** The graph of a valid workflow's top-level states and transitions, laid out left to right. */
export function workflowGraph(workflow: WorkflowConfiguration): WorkflowGraph {
  const states = workflow.states as Json;
  const names = Object.keys(states);
  const edges = names.flatMap((name) => (isRecord(states[name]) ? edgesOf(name, states[name], states) : []));
  // Breadth-first from the initial state: each state's column is its distance.
  const depth = new Map<string, number>([[workflow.initial, 0]]);
  const queue = [workflow.initial];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    for (const edge of edges) {
      if (edge.from === current && !depth.has(edge.to)) {
        depth.set(edge.to, (depth.get(current) ?? 0) + 1);
        queue.push(edge.to);
      }
    }
  }
  const lastColumn = Math.max(0, ...depth.values()) + 1;
  const rows = new Map<number, number>();
  const { width: w, height: h, columnGap, rowGap, margin } = GRAPH_BOX;
  const nodes = names.map((name): WorkflowGraphNode => {
    const node = isRecord(states[name]) ? states[name] : {};
    const column = depth.get(name) ?? lastColumn;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    const tags = node['tags'];
    return {
      name,
      initial: name === workflow.initial,
      final: node['type'] === 'final',
      tags: typeof tags === 'string' ? [tags] : Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [],
      column,
      row,
      x: margin + column * (w + columnGap),
      y: margin + row * (h + rowGap),
    };
  });
  const columns = Math.max(...nodes.map((n) => n.column)) + 1;
  const maxRows = Math.max(...rows.values());
  return { nodes, edges, width: margin * 2 + columns * w + (columns - 1) * columnGap, height: margin * 2 + maxRows * h + (maxRows - 1) * rowGap };
}
