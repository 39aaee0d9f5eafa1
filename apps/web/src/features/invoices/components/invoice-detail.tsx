import { useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Flex,
  Space,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import {
  CheckCircleOutlined,
  EditOutlined,
  PrinterOutlined,
  StopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail, InvoiceLineRow } from '@suanklang/shared';
import { confirmCustom, showSuccess } from '../../../components/dialogs';
import { DocumentDrawer, documentState } from '../../../components/document-drawer';
import { formatDate, formatDateTime } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { useInvoice } from '../api/get-invoice';
import { usePrintOptions, type DocLang, type PrintOption } from '../api/get-print-options';
import { useIssueInvoice } from '../api/invoice-actions';
import { printInvoice } from '../api/print-invoice';
import { CancelPanel } from './cancel-panel';
import { CustomerDetailPanel } from './customer-detail-panel';
import { InvoiceStatusTag, PaymentTags } from './invoice-tags';
import { JournalTables } from '../../../components/journal-table';
import { formatBillingCycle, formatBillingMonth, money } from '../../../lib/months';

const FALLBACK_PRINT: PrintOption[] = [
  { code: 'th', description: 'ภาษาไทย' },
  { code: 'en', description: 'English' },
];

/** Why a minimum-charge line's amount is not quantity x price: the use priced below it, or no reading. */
function minimumNote(line: InvoiceLineRow) {
  return line.previousMeter !== null && line.currentMeter !== null
    ? ('line.chargedMinimum' as const)
    : ('line.chargedMinimumNoReading' as const);
}

type InvoiceDetailDrawerProps = {
  invoiceId: string | null;
  canEdit: boolean;
  onClose: () => void;
  onEditDraft: (detail: InvoiceDetail) => void;
};

/** The slide-in panel of one invoice. */
export function InvoiceDetailDrawer({ invoiceId, canEdit, onClose, onEditDraft }: InvoiceDetailDrawerProps) {
  const { t } = useTranslation('invoices');
  const invoice = useInvoice(invoiceId);
  const detail = invoice.data;

  const loaded = detail !== undefined && detail.invoiceId === invoiceId;
  return (
    <DocumentDrawer
      open={invoiceId !== null}
      onClose={onClose}
      title={detail && loaded ? (detail.invoiceNo ?? t('noNumber')) : t('detail.title')}
      state={documentState(invoice, loaded)}
      errorText={t('detail.loadFailed')}
    >
      {detail && (
        <InvoiceDetailBody detail={detail} canEdit={canEdit} onClose={onClose} onEditDraft={onEditDraft} />
      )}
    </DocumentDrawer>
  );
}

type BodyProps = {
  detail: InvoiceDetail;
  canEdit: boolean;
  onClose: () => void;
  onEditDraft: (detail: InvoiceDetail) => void;
};

function InvoiceDetailBody({ detail, canEdit, onClose, onEditDraft }: BodyProps) {
  const { t } = useTranslation('invoices');
  const lang = useLang();
  const printOptions = usePrintOptions();
  const issue = useIssueInvoice();
  const [cancelling, setCancelling] = useState(false);
  const [editingCustomer, setEditingCustomer] = useState(false);
  const [printing, setPrinting] = useState<DocLang | null>(null);
  const draft = detail.status === 'DRAFT';
  const options = printOptions.data && printOptions.data.length > 0 ? printOptions.data : FALLBACK_PRINT;

  async function print(docLang: DocLang) {
    setPrinting(docLang);
    try {
      await printInvoice(detail.invoiceId, docLang);
    } catch {
      // The client's error dialog said why; a cancelled call says nothing.
    } finally {
      setPrinting(null);
    }
  }

  async function issueDraft() {
    const sure = await confirmCustom(t('issue.confirmTitle'), t('issue.confirmMessage'));
    if (!sure) return;
    try {
      const saved = await issue.mutateAsync(detail.invoiceId);
      showSuccess(t('issue.done', { no: saved.invoiceNo ?? '' }));
    } catch {
      // Shown by the client's error dialog.
    }
  }

  const lineColumns: TableColumnsType<InvoiceLineRow> = [
    { title: '#', dataIndex: 'lineNo', key: 'lineNo', width: 48 },
    { title: t('line.expenseType'), dataIndex: 'expenseTypeDescription', key: 'expenseType' },
    {
      title: t('line.description'),
      key: 'description',
      render: (_v, line) => {
        const metered = line.previousMeter !== null && line.currentMeter !== null;
        return (
          <>
            {line.displayDescription}
            {metered && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {t('line.meter', {
                  previous: money(line.previousMeter ?? ''),
                  current: money(line.currentMeter ?? ''),
                  used: line.quantity ?? '-',
                })}
              </Typography.Text>
            )}
            {line.chargedMinimum && (
              <Typography.Text type="warning" style={{ display: 'block', fontSize: 12 }}>
                {t(minimumNote(line))}
              </Typography.Text>
            )}
          </>
        );
      },
    },
    {
      title: t('line.billingCycle'),
      key: 'cycle',
      render: (_v, line) => formatBillingCycle(line.billingStart, line.billingEnd, lang),
    },
    {
      title: t('line.quantity'),
      dataIndex: 'quantity',
      key: 'quantity',
      align: 'right',
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('line.unitPrice'),
      dataIndex: 'unitPrice',
      key: 'unitPrice',
      align: 'right',
      render: (v: string | null) => (v === null ? '-' : money(v)),
    },
    {
      title: t('line.amount'),
      dataIndex: 'amountExcludeVat',
      key: 'amount',
      align: 'right',
      // A minimum charge is not quantity x price: its amount carries the mark the description explains.
      render: (v: string, line) =>
        line.chargedMinimum ? (
          // The mark sits under the amount, so the column stays as narrow as its figures.
          <Tooltip title={t(minimumNote(line))}>
            <span>
              {money(v)}
              <Tag
                color="warning"
                style={{ display: 'table', marginInlineStart: 'auto', marginInlineEnd: 0 }}
              >
                {t('line.chargedMinimumShort')}
              </Tag>
            </span>
          </Tooltip>
        ) : (
          money(v)
        ),
    },
    { title: t('line.vat'), dataIndex: 'vat', key: 'vat', align: 'right', render: money },
    { title: t('line.total'), dataIndex: 'grandTotal', key: 'total', align: 'right', render: money },
  ];

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {options.map((option) => (
          <Button
            key={option.code}
            icon={<PrinterOutlined />}
            loading={printing === option.code}
            onClick={() => void print(option.code)}
          >
            {t('print.button', { language: option.description })}
          </Button>
        ))}
        {canEdit && draft && (
          <>
            <Button
              type="primary"
              icon={<CheckCircleOutlined />}
              loading={issue.isPending}
              onClick={() => void issueDraft()}
            >
              {t('issue.button')}
            </Button>
            <Button icon={<EditOutlined />} onClick={() => onEditDraft(detail)}>
              {t('detail.editDraft')}
            </Button>
            <Button danger icon={<StopOutlined />} id="cancel-draft" onClick={() => setCancelling(true)}>
              {t('cancel.button')}
            </Button>
          </>
        )}
        {canEdit && detail.status !== 'CANCELLED' && (
          <Button icon={<UserOutlined />} onClick={() => setEditingCustomer(true)}>
            {t('customer.button')}
          </Button>
        )}
      </Flex>
      {detail.status === 'ISSUED' && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('cancel.issuedNote')} />
      )}
      {detail.status === 'CANCELLED' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('detail.cancelled')}
          description={detail.cancelReason ?? undefined}
        />
      )}
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('field.invoiceNo')}>
          {detail.invoiceNo ?? t('noNumber')}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.status')}>
          <Space size={4} wrap>
            <InvoiceStatusTag status={detail.status} />
            <PaymentTags row={detail} />
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('field.unitCode')}>{detail.unitCode}</Descriptions.Item>
        <Descriptions.Item label={t('field.customerName')}>
          {detail.customerCode} {detail.customerName}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.customerAddress')} span={2}>
          {detail.customerAddress ?? '-'}
        </Descriptions.Item>
        {Boolean(detail.customerTaxId ?? detail.customerBranchNo) && (
          <Descriptions.Item label={t('field.customerTaxId')} span={2}>
            {detail.customerTaxId ?? '-'}
            {detail.customerBranchNo ? ` (${t('field.customerBranchNo')} ${detail.customerBranchNo})` : ''}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('field.invoiceDate')}>
          {formatDate(detail.invoiceDate, lang)}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.dueDate')}>{formatDate(detail.dueDate, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('field.billingMonth')}>
          {formatBillingMonth(detail.billingMonth, lang)}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.source')}>{t(`source.${detail.source}`)}</Descriptions.Item>
        <Descriptions.Item label={t('field.remark')} span={2}>
          {detail.remark ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.createdBy')}>{detail.createdBy ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('field.createdDate')}>
          {formatDateTime(detail.createdDate, lang)}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.printCount')}>{detail.printCount}</Descriptions.Item>
      </Descriptions>

      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('detail.lines')}
      </Typography.Title>
      <MainTable<InvoiceLineRow>
        columns={lineColumns}
        dataSource={detail.lines}
        rowKey="lineNo"
        pagination={false}
        label={t('detail.lines')}
      />

      <Descriptions
        size="small"
        column={1}
        style={{ maxWidth: 360, marginLeft: 'auto', marginTop: 12 }}
        bordered
      >
        <Descriptions.Item label={t('total.amount')}>
          <AmountText value={detail.amountExcludeVat} />
        </Descriptions.Item>
        <Descriptions.Item label={t('total.vat')}>
          <AmountText value={detail.vat} />
        </Descriptions.Item>
        <Descriptions.Item label={t('total.grandTotal')}>
          <AmountText value={detail.grandTotal} strong />
        </Descriptions.Item>
        <Descriptions.Item label={t('total.paid')}>
          <AmountText value={detail.paidAmount} />
        </Descriptions.Item>
        <Descriptions.Item label={t('total.credited')}>
          <AmountText value={detail.creditedAmount} />
        </Descriptions.Item>
        <Descriptions.Item label={t('field.outstanding')}>
          <AmountText value={detail.outstanding} strong />
        </Descriptions.Item>
      </Descriptions>

      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
        {t('journal.title')}
      </Typography.Title>
      <JournalTables journals={detail.journals} />

      {canEdit && draft && (
        <CancelPanel
          open={cancelling}
          invoiceId={detail.invoiceId}
          onClose={() => setCancelling(false)}
          onDone={() => {
            setCancelling(false);
            onClose();
          }}
        />
      )}
      {canEdit && (
        <CustomerDetailPanel
          open={editingCustomer}
          invoice={detail}
          onClose={() => setEditingCustomer(false)}
        />
      )}
    </>
  );
}

function AmountText({ value, strong }: { value: string; strong?: boolean }) {
  return (
    <Typography.Text strong={strong} style={{ display: 'block', textAlign: 'right' }}>
      {money(value)}
    </Typography.Text>
  );
}
