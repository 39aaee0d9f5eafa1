import { Tag } from 'antd';
import type { ChequeStatus } from '@suanklang/shared';
import { useCodeLabel } from '../../../lib/code-label';

const STATUS_COLOR: Record<ChequeStatus, string> = {
  ON_HAND: 'blue',
  DEPOSITED: 'gold',
  PASSED: 'green',
  RETURNED: 'red',
  CANCELLED: 'default',
};

export function ChequeStatusTag({ status }: { status: ChequeStatus }) {
  const label = useCodeLabel();
  return <Tag color={STATUS_COLOR[status]}>{label('chequeStatus', status)}</Tag>;
}
