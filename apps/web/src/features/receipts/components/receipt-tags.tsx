import { Tag } from 'antd';
import type { ReceiptStatus } from '@suanklang/shared';
import { useCodeLabel } from '../../../lib/code-label';

/** Issued is green, cancelled red. */
export function ReceiptStatusTag({ status }: { status: ReceiptStatus }) {
  const label = useCodeLabel();
  return <Tag color={status === 'ISSUED' ? 'green' : 'red'}>{label('receiptStatus', status)}</Tag>;
}
