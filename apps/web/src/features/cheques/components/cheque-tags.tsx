import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChequeStatus } from '@suanklang/shared';

const STATUS_COLOR: Record<ChequeStatus, string> = {
  ON_HAND: 'blue',
  DEPOSITED: 'gold',
  PASSED: 'green',
  RETURNED: 'red',
  CANCELLED: 'default',
};

export function ChequeStatusTag({ status }: { status: ChequeStatus }) {
  const { t } = useTranslation('cheques');
  return <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>;
}
