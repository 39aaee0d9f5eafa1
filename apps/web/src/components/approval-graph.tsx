import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type GraphNode = {
  id: string;
  label: string;
  /** Done: drawn filled with a check mark; otherwise white with a waiting icon. */
  complete: boolean;
  /** Whether the label is written under the node (default true; it is always the node's accessible name). */
  showlabel?: boolean;
  /** Position in px; nodes without one are laid out in order. */
  x?: number;
  y?: number;
};

export type GraphEdge = { from: string; to: string; curve?: boolean };

export type ApprovalGraphProps = {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Accessible name of the picture; defaults to "flow graph". */
  title?: string;
  /** Direction of the automatic layout (default horizontal). */
  orientation?: 'horizontal' | 'vertical';
};

/** The product's chart palette: 15 colours, cycled by index (001 section 9). */
export const GRAPH_PALETTE: readonly string[] = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#13c2c2',
  '#722ed1',
  '#faad14',
  '#2f54eb',
  '#a0d911',
  '#f5222d',
  '#08979c',
  '#d4380d',
  '#531dab',
  '#7cb305',
  '#c41d7f',
];

export function paletteColor(index: number): string {
  const size = GRAPH_PALETTE.length;
  return GRAPH_PALETTE[((index % size) + size) % size] ?? '#1677ff';
}

const RADIUS = 18;
const GAP = 140;
const MARGIN = 40;
const LABEL_SPACE = 28;

type Placed = GraphNode & { cx: number; cy: number; color: string };

function place(nodes: readonly GraphNode[], orientation: 'horizontal' | 'vertical'): Placed[] {
  return nodes.map((node, index) => {
    const along = MARGIN + index * GAP;
    const auto = orientation === 'horizontal' ? { cx: along, cy: MARGIN } : { cx: MARGIN + 60, cy: along };
    return { ...node, cx: node.x ?? auto.cx, cy: node.y ?? auto.cy, color: paletteColor(index) };
  });
}

/** Path between two nodes, stopping at their rims; a curved edge bows to one side. */
function edgePath(from: Placed, to: Placed, curve: boolean): string {
  const dx = to.cx - from.cx;
  const dy = to.cy - from.cy;
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  const start = { x: from.cx + ux * RADIUS, y: from.cy + uy * RADIUS };
  const end = { x: to.cx - ux * (RADIUS + 4), y: to.cy - uy * (RADIUS + 4) };
  if (!curve) return `M${start.x},${start.y} L${end.x},${end.y}`;
  const bow = Math.min(60, length / 3);
  const control = { x: (start.x + end.x) / 2 - uy * bow, y: (start.y + end.y) / 2 + ux * bow };
  return `M${start.x},${start.y} Q${control.x},${control.y} ${end.x},${end.y}`;
}

/**
 * Graph view of a flow: nodes in palette colours, complete ones filled and checked, incomplete ones white with
 * a waiting icon; edges straight or curved.
 */
export function ApprovalGraph(props: ApprovalGraphProps) {
  const { nodes, edges, orientation = 'horizontal' } = props;
  const { t } = useTranslation('components');
  const markerId = useId();
  const placed = place(nodes, orientation);
  const byId = new Map(placed.map((node) => [node.id, node]));
  const width = Math.max(...placed.map((n) => n.cx), 0) + MARGIN + 60;
  const height = Math.max(...placed.map((n) => n.cy), 0) + RADIUS + LABEL_SPACE + MARGIN / 2;

  return (
    <svg
      role="img"
      aria-label={props.title ?? t('graph.title')}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <defs>
        <marker
          id={markerId}
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="#8c8c8c" />
        </marker>
      </defs>
      {edges.map((edge, index) => {
        const from = byId.get(edge.from);
        const to = byId.get(edge.to);
        if (!from || !to) return null;
        return (
          <path
            key={`${edge.from}-${edge.to}-${index}`}
            data-edge={`${edge.from}-${edge.to}`}
            data-curve={edge.curve ? 'true' : 'false'}
            d={edgePath(from, to, edge.curve ?? false)}
            fill="none"
            stroke="#8c8c8c"
            strokeWidth={1.5}
            markerEnd={`url(#${markerId})`}
          />
        );
      })}
      {placed.map((node) => (
        <g key={node.id} data-node={node.id} data-complete={node.complete ? 'true' : 'false'}>
          <title>{`${node.label} (${node.complete ? t('graph.complete') : t('graph.incomplete')})`}</title>
          <circle
            cx={node.cx}
            cy={node.cy}
            r={RADIUS}
            fill={node.complete ? node.color : '#ffffff'}
            stroke={node.color}
            strokeWidth={2}
          />
          {node.complete ? (
            <path
              d={`M${node.cx - 8},${node.cy} l5,6 l11,-12`}
              fill="none"
              stroke="#ffffff"
              strokeWidth={3}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : (
            // A clock face: waiting for this step.
            <g stroke={node.color} strokeWidth={2} fill="none" strokeLinecap="round">
              <circle cx={node.cx} cy={node.cy} r={9} />
              <path d={`M${node.cx},${node.cy - 5} L${node.cx},${node.cy} L${node.cx + 4},${node.cy + 3}`} />
            </g>
          )}
          {node.showlabel !== false && (
            <text
              x={node.cx}
              y={node.cy + RADIUS + 18}
              textAnchor="middle"
              fontSize={12}
              fill="rgba(0,0,0,0.88)"
            >
              {node.label}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
