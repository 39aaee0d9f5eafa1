import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { InvoiceRow, InvoiceStatus } from '@suanklang/shared';
import { useCodeLabel } from '../../../lib/code-label';

type PaymentStatus = InvoiceRow['paymentStatus'];

const STATUS_COLOR: Record<InvoiceStatus, string> = { DRAFT: 'gold', ISSUED: 'blue', CANCELLED: 'default' };
const PAYMENT_COLOR: Record<PaymentStatus, string> = {
  UNPAID: 'orange',
  PARTIAL: 'processing',
  PAID: 'green',
};

export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const label = useCodeLabel();
  return <Tag color={STATUS_COLOR[status]}>{label('invoiceStatus', status)}</Tag>;
}

/** An issued invoice past its due date with something left to pay. */
export function isOverdue(
  row: Pick<InvoiceRow, 'status' | 'dueDate' | 'outstanding'>,
  today = dayjs(),
): boolean {
  return row.status === 'ISSUED' && Number(row.outstanding) > 0 && dayjs(row.dueDate).isBefore(today, 'day');
}

/** What is left to pay on an issued invoice (drafts and cancelled invoices owe nothing). */
export function PaymentTags({
  row,
}: {
  row: Pick<InvoiceRow, 'status' | 'paymentStatus' | 'dueDate' | 'outstanding'>;
}) {
  const { t } = useTranslation('invoices');
  const label = useCodeLabel();
  if (row.status !== 'ISSUED') return <>-</>;
  return (
    <>
      <Tag color={PAYMENT_COLOR[row.paymentStatus]}>{label('invoicePaymentStatus', row.paymentStatus)}</Tag>
      {isOverdue(row) && <Tag color="red">{t('overdue')}</Tag>}
    </>
  );
}
