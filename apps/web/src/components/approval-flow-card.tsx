import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalFlowData } from '@suanklang/shared';
import { ApprovalGraph, type GraphEdge, type GraphNode } from './approval-graph';
import { ApprovalSteps } from './approval-steps';

/** Graph of a flow: the creator, then one node per step; a node is complete once its step was approved. */
export function flowGraph(
  flow: ApprovalFlowData,
  creatorLabel: string,
): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const nodes: GraphNode[] = [
    { id: 'creator', label: creatorLabel, complete: true },
    ...flow.details.map((d) => ({
      id: `step-${d.detailID}`,
      label: d.description,
      complete: d.status === 1,
    })),
  ];
  const edges = nodes.slice(1).map((node, i) => ({ from: nodes[i]!.id, to: node.id }));
  return { nodes, edges };
}

/** The approval-steps card of a document: the step list (001 s.4 rules) and its graph view. */
export function ApprovalFlowCard({
  flow,
  loading,
}: {
  flow: ApprovalFlowData | null | undefined;
  loading?: boolean;
}) {
  const { t } = useTranslation('approvals');
  if (!flow) {
    return (
      <Card size="small" title={t('flow.title')} loading={loading}>
        <Empty description={t('flow.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      </Card>
    );
  }
  const graph = flowGraph(flow, t('flow.creator'));
  return (
    <Card size="small" title={t('flow.title')} extra={t(`requestStatus.${flow.status}`)}>
      <ApprovalSteps
        flow={{
          createdBy: flow.createdBy,
          ...(flow.email ? { email: flow.email } : {}),
          createdDate: flow.createdDate,
          details: flow.details.map((d) => ({
            ...d,
            users: d.users.map((u) => ({
              userID: u.userID,
              name: u.name,
              ...(u.email ? { email: u.email } : {}),
            })),
          })),
        }}
      />
      <div style={{ overflowX: 'auto', marginTop: 8 }}>
        <ApprovalGraph nodes={graph.nodes} edges={graph.edges} title={t('flow.graph')} />
      </div>
    </Card>
  );
}
