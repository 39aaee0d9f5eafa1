import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Issued is green, cancelled red. */
export function ReceiptStatusTag({ status }: { status: 'ISSUED' | 'CANCELLED' }) {
  const { t } = useTranslation('receipts');
  return <Tag color={status === 'ISSUED' ? 'green' : 'red'}>{t(`status.${status}`)}</Tag>;
}
