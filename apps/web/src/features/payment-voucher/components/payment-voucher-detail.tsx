import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Space, Table, Tag, type TableColumnsType } from 'antd';
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChequeStatus, PaymentVoucherDetail, PaymentVoucherStatus } from '@suanklang/shared';
import { confirmSure, showSuccess } from '../../../components/dialogs';
import { DocumentDrawer, documentState } from '../../../components/document-drawer';
import { formatDate } from '../../../components/format';
import { ReasonPanel } from '../../../components/reason-panel';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { useRights } from '../../../lib/property/rights';
import { useCodeLabel } from '../../../lib/code-label';
import {
  openPaymentVoucherPdf,
  openWhtCertificatePdf,
  useCancelPaymentVoucher,
  usePaymentVoucher,
} from '../api/payment-voucher';

/** A status with its name in the screen's language. */
export function PaymentVoucherStatusTag({ status }: { status: PaymentVoucherStatus }) {
  const { t } = useTranslation('payment-voucher');
  return <Tag color={status === 'ISSUED' ? 'success' : 'default'}>{t(`status.${status}`)}</Tag>;
}

type Request = PaymentVoucherDetail['requests'][number];
type Payment = PaymentVoucherDetail['payments'][number];

function RequestsCard({ voucher }: { voucher: PaymentVoucherDetail }) {
  const { t } = useTranslation('payment-voucher');
  const lang = useLang();
  const columns: TableColumnsType<Request> = [
    { title: t('field.requestPayNo'), dataIndex: 'requestPayNo', key: 'requestPayNo' },
    {
      title: t('field.requestPayDate'),
      key: 'requestPayDate',
      render: (_v, r) => formatDate(r.requestPayDate, lang),
    },
    { title: t('field.description'), dataIndex: 'description', key: 'description' },
    { title: t('field.grandTotal'), dataIndex: 'amount', key: 'amount', align: 'right', render: money },
    { title: t('field.wht'), dataIndex: 'wht', key: 'wht', align: 'right', render: money },
  ];
  return (
    <Card size="small" title={t('detail.requests')}>
      <Table<Request>
        size="small"
        rowKey="requestPayNo"
        columns={columns}
        dataSource={voucher.requests}
        pagination={false}
        scroll={{ x: true }}
      />
    </Card>
  );
}

function PaymentsCard({ voucher }: { voucher: PaymentVoucherDetail }) {
  const { t } = useTranslation('payment-voucher');
  const lang = useLang();
  const label = useCodeLabel();
  const columns: TableColumnsType<Payment> = [
    { title: '#', dataIndex: 'lineNo', key: 'lineNo', width: 48 },
    { title: t('field.method'), key: 'method', render: (_v, p) => t(`methods.${p.method}`) },
    { title: t('field.accountCode'), dataIndex: 'accountCode', key: 'accountCode' },
    { title: t('field.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: money },
    { title: t('field.bookNo'), key: 'bookNo', render: (_v, p) => p.bookNo ?? '-' },
    { title: t('field.chequeNo'), key: 'chequeNo', render: (_v, p) => p.chequeNo ?? '-' },
    {
      title: t('field.chequeDate'),
      key: 'chequeDate',
      render: (_v, p) => (p.chequeDate ? formatDate(p.chequeDate, lang) : '-'),
    },
    {
      title: t('field.chequeStatus'),
      key: 'chequeStatus',
      render: (_v, p) => (p.chequeStatus ? label('chequeStatus', p.chequeStatus as ChequeStatus) : '-'),
    },
  ];
  return (
    <Card size="small" title={t('detail.payments')}>
      <Table<Payment>
        size="small"
        rowKey="lineNo"
        columns={columns}
        dataSource={voucher.payments}
        pagination={false}
        scroll={{ x: true }}
      />
    </Card>
  );
}

/**
 * The voucher opened by its number: payee and amounts, the requests it pays, how it paid them (cheques with their
 * register status); an issued one is cancelled with a reason and a confirmation.
 */
export function PaymentVoucherDetailDrawer({
  paymentVoucherNo,
  onClose,
}: {
  paymentVoucherNo: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['payment-voucher', 'common']);
  const lang = useLang();
  const canEdit = useRights().can('PAYMENT_VOUCHER_EDIT');
  const query = usePaymentVoucher(paymentVoucherNo);
  const cancel = useCancelPaymentVoucher();
  const [cancelling, setCancelling] = useState(false);
  const [printing, setPrinting] = useState<'voucher' | 'certificate' | null>(null);
  const voucher = query.data;

  async function print(what: 'voucher' | 'certificate', no: string) {
    setPrinting(what);
    try {
      await (what === 'voucher' ? openPaymentVoucherPdf : openWhtCertificatePdf)(no, lang);
    } catch {
      // The client's error dialog said why.
    } finally {
      setPrinting(null);
    }
  }

  // A failed load shows the server's message (the client's notifier) and closes the panel (000 s.8).
  useEffect(() => {
    if (query.isError) onClose();
  }, [query.isError, onClose]);

  const loaded = voucher !== undefined && voucher.paymentVoucherNo === paymentVoucherNo;

  return (
    <DocumentDrawer
      open={paymentVoucherNo !== null}
      title={voucher && loaded ? `${t('detail.title')} ${voucher.paymentVoucherNo}` : t('detail.title')}
      onClose={onClose}
      state={documentState(query, loaded)}
      footer={
        voucher && (
          <Space wrap>
            <Button
              icon={<PrinterOutlined />}
              id="print-payment-voucher"
              loading={printing === 'voucher'}
              onClick={() => void print('voucher', voucher.paymentVoucherNo)}
            >
              {t('detail.print')}
            </Button>
            {voucher.whtCertificate && (
              <Button
                icon={<PrinterOutlined />}
                id="print-wht-certificate"
                loading={printing === 'certificate'}
                onClick={() => void print('certificate', voucher.paymentVoucherNo)}
              >
                {t('detail.printCertificate')}
              </Button>
            )}
            {canEdit && voucher.status === 'ISSUED' && (
              <Button
                danger
                icon={<StopOutlined />}
                id="cancel-payment-voucher"
                onClick={() => setCancelling(true)}
              >
                {t('cancel.button')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {voucher && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card size="small" title={t('detail.main')}>
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={t('field.status')}>
                <PaymentVoucherStatusTag status={voucher.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('field.date')}>
                {formatDate(voucher.paymentVoucherDate, lang)}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.supplier')}>
                {voucher.supplierCode} - {voucher.supplierName}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.whtForm')}>{voucher.whtForm}</Descriptions.Item>
              {voucher.whtCertificate && (
                <Descriptions.Item label={t('field.whtCertificate')}>
                  {t('detail.certificateNo', voucher.whtCertificate)}
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('field.description')}>{voucher.description}</Descriptions.Item>
              <Descriptions.Item label={t('field.settled')}>{money(voucher.settled)}</Descriptions.Item>
              <Descriptions.Item label={t('field.wht')}>{money(voucher.wht)}</Descriptions.Item>
              <Descriptions.Item label={t('field.paid')}>{money(voucher.paid)}</Descriptions.Item>
              {voucher.reason && (
                <Descriptions.Item label={t('field.reason')}>{voucher.reason}</Descriptions.Item>
              )}
            </Descriptions>
          </Card>
          <RequestsCard voucher={voucher} />
          <PaymentsCard voucher={voucher} />
          <ReasonPanel
            open={cancelling}
            title={t('cancel.title')}
            warning={t('cancel.message')}
            reasonLabel={t('cancel.reason')}
            requiredMessage={t('cancel.reasonRequired')}
            actionLabel={t('cancel.confirm')}
            actionId="cancel-confirm"
            formName="cancelPaymentVoucher"
            danger
            busy={cancel.isPending}
            confirm={() => confirmSure(t('cancel.sure', { no: voucher.paymentVoucherNo }))}
            onSubmit={async (reason) => {
              await cancel.mutateAsync({ paymentVoucherNo: voucher.paymentVoucherNo, reason });
              showSuccess(t('cancel.done', { no: voucher.paymentVoucherNo }));
              setCancelling(false);
            }}
            onClose={() => setCancelling(false)}
          />
        </Space>
      )}
    </DocumentDrawer>
  );
}
