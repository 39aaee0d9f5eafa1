import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DepositRow } from '@suanklang/shared';

export function DepositStatusTag({ status }: { status: DepositRow['status'] }) {
  const { t } = useTranslation('deposits');
  return <Tag color={status === 'CANCELLED' ? 'default' : 'green'}>{t(`status.${status}`)}</Tag>;
}
