import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApprovalGraph, GRAPH_PALETTE, paletteColor, type GraphNode } from './approval-graph';
import { inLanguage } from './test-lang';

afterEach(cleanup);

const nodes: GraphNode[] = [
  { id: 'create', label: 'Created', complete: true, showlabel: true },
  { id: 'manager', label: 'Manager', complete: true },
  { id: 'committee', label: 'Committee', complete: false, showlabel: false },
];

describe('approval graph', () => {
  it('has a palette of 15 colours cycling by index', () => {
    expect(GRAPH_PALETTE).toHaveLength(15);
    expect(new Set(GRAPH_PALETTE).size).toBe(15);
    expect(paletteColor(15)).toBe(paletteColor(0));
    expect(paletteColor(16)).toBe(GRAPH_PALETTE[1]);
  });

  it('fills and checks complete nodes and draws incomplete ones white', () => {
    render(<ApprovalGraph nodes={nodes} edges={[]} />);
    const node = (id: string) => document.querySelector(`[data-node="${id}"]`)!;
    expect(node('create').getAttribute('data-complete')).toBe('true');
    expect(node('create').querySelector('circle')?.getAttribute('fill')).toBe(GRAPH_PALETTE[0]);
    expect(node('manager').querySelector('circle')?.getAttribute('fill')).toBe(GRAPH_PALETTE[1]);
    expect(node('committee').getAttribute('data-complete')).toBe('false');
    expect(node('committee').querySelector('circle')?.getAttribute('fill')).toBe('#ffffff');
    expect(node('committee').querySelector('circle')?.getAttribute('stroke')).toBe(GRAPH_PALETTE[2]);
  });

  it('writes labels unless a node hides it, and names every node', async () => {
    await inLanguage('en');
    render(<ApprovalGraph nodes={nodes} edges={[]} />);
    const texts = Array.from(document.querySelectorAll('svg text')).map((t) => t.textContent);
    expect(texts).toEqual(['Created', 'Manager']);
    expect(document.querySelector('[data-node="committee"] title')?.textContent).toBe(
      'Committee (Not complete)',
    );
    expect(screen.getByRole('img', { name: 'Flow graph' })).toBeTruthy();
  });

  it('draws straight and curved edges between known nodes only', () => {
    render(
      <ApprovalGraph
        nodes={nodes}
        edges={[
          { from: 'create', to: 'manager' },
          { from: 'manager', to: 'committee', curve: true },
          { from: 'manager', to: 'nobody' },
        ]}
      />,
    );
    const edges = Array.from(document.querySelectorAll('[data-edge]'));
    expect(edges).toHaveLength(2);
    expect(edges[0]?.getAttribute('d')).toContain('L');
    expect(edges[1]?.getAttribute('data-curve')).toBe('true');
    expect(edges[1]?.getAttribute('d')).toContain('Q');
  });
});
