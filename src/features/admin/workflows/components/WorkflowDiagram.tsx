// The picture of a workflow's state machine: its top-level states as boxes (the initial one marked, final ones
// doubled, tags under the name) and its transitions as arrows labelled with their events. Plain SVG drawn from
// the configuration (src/domain/workflows/workflow-graph.ts), so no graph library is loaded.
import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { GRAPH_BOX, type WorkflowGraph, type WorkflowGraphEdge, type WorkflowGraphNode } from '../../../../domain/workflows/workflow-graph.ts';

const { width: W, height: H } = GRAPH_BOX;

function edgePath(from: WorkflowGraphNode, to: WorkflowGraphNode, index: number): { d: string; labelX: number; labelY: number } {
  if (from.name === to.name) {
    // A loop over the box's top edge.
    const x = from.x + W / 2;
    const y = from.y;
    return { d: `M ${x - 18} ${y} C ${x - 30} ${y - 34}, ${x + 30} ${y - 34}, ${x + 18} ${y}`, labelX: x, labelY: y - 28 };
  }
  const forward = to.x > from.x;
  const sx = forward ? from.x + W : from.x + (to.x < from.x ? 0 : W / 2);
  const sy = from.y + H / 2 + (index % 2 === 0 ? 0 : 8);
  const ex = forward ? to.x : to.x + (to.x < from.x ? W : W / 2);
  const ey = to.y + H / 2;
  const bend = forward ? 0 : 40 + index * 6;
  const mx = (sx + ex) / 2;
  const my = (sy + ey) / 2 + (forward ? 0 : H / 2 + bend);
  return { d: `M ${sx} ${sy} Q ${mx} ${my} ${ex} ${ey}`, labelX: mx, labelY: (sy + ey) / 2 + (forward ? -6 : H / 2 + bend / 2) };
}

function Edge({ edge, nodes, index }: { edge: WorkflowGraphEdge; nodes: Map<string, WorkflowGraphNode>; index: number }) {
  const from = nodes.get(edge.from);
  const to = nodes.get(edge.to);
  if (!from || !to) return null;
  const { d, labelX, labelY } = edgePath(from, to, index);
  return (
    <g>
      <path d={d} fill="none" stroke="var(--mantine-color-gray-7)" strokeWidth={1.5} markerEnd="url(#workflow-arrow)" />
      <text x={labelX} y={labelY} textAnchor="middle" fontSize={11} fill="var(--mantine-color-gray-9)" paintOrder="stroke" stroke="var(--mantine-color-body)" strokeWidth={3}>
        {edge.event}
      </text>
    </g>
  );
}

function Node({ node }: { node: WorkflowGraphNode }) {
  return (
    <g>
      <rect x={node.x} y={node.y} width={W} height={H} rx={10} fill={node.initial ? 'var(--mantine-color-teal-0)' : 'var(--mantine-color-body)'} stroke={node.initial ? 'var(--mantine-color-teal-8)' : 'var(--mantine-color-gray-7)'} strokeWidth={node.initial ? 2 : 1.5} />
      {node.final ? <rect x={node.x + 4} y={node.y + 4} width={W - 8} height={H - 8} rx={7} fill="none" stroke="var(--mantine-color-gray-7)" /> : null}
      <text x={node.x + W / 2} y={node.y + (node.tags.length > 0 ? 21 : 29)} textAnchor="middle" fontSize={13} fontWeight={600} fill="var(--mantine-color-gray-9)">
        {node.name}
      </text>
      {node.tags.length > 0 ? (
        <text x={node.x + W / 2} y={node.y + 37} textAnchor="middle" fontSize={11} fill="var(--mantine-color-gray-7)">
          {node.tags.join(' · ')}
        </text>
      ) : null}
    </g>
  );
}

export function WorkflowDiagram({ graph }: { graph: WorkflowGraph }) {
  const { t } = useLingui();
  const nodes = new Map(graph.nodes.map((n) => [n.name, n]));
  const initial = graph.nodes.find((n) => n.initial)?.name ?? '';
  // Room above for loops and below for arrows going back.
  const top = 40;
  const bottom = 80;
  return (
    // Scrolls sideways on a narrow screen; focusable so keyboard users can scroll it too.
    <Box tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <svg
        role="img"
        aria-label={t`State machine: ${graph.nodes.length} states, starting at ${initial}, ${graph.edges.length} transitions`}
        viewBox={`0 ${-top} ${graph.width} ${graph.height + top + bottom}`}
        width={graph.width}
        height={graph.height + top + bottom}
        style={{ maxWidth: 'none', display: 'block' }}
      >
        <defs>
          <marker id="workflow-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill="var(--mantine-color-gray-7)" />
          </marker>
        </defs>
        {graph.edges.map((edge, index) => (
          <Edge key={`${index}-${edge.from}-${edge.event}`} edge={edge} nodes={nodes} index={index} />
        ))}
        {graph.nodes.map((node) => (
          <Node key={node.name} node={node} />
        ))}
      </svg>
    </Box>
  );
}
