import { Tag } from 'antd';
import type { DepositRow } from '@suanklang/shared';
import { useCodeLabel } from '../../../lib/code-label';

export function DepositStatusTag({ status }: { status: DepositRow['status'] }) {
  const label = useCodeLabel();
  return <Tag color={status === 'CANCELLED' ? 'default' : 'green'}>{label('depositStatus', status)}</Tag>;
}
