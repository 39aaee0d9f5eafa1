import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BudgetStatus } from '@suanklang/shared';

const COLOR: Record<BudgetStatus, string> = { DRAFT: 'processing', CONFIRMED: 'success', CLOSED: 'default' };

/** A budget's state: draft, confirmed or closed. */
export function BudgetStatusTag({ status }: { status: BudgetStatus }) {
  const { t } = useTranslation('budgets');
  return <Tag color={COLOR[status]}>{t(`status.${status}`)}</Tag>;
}
