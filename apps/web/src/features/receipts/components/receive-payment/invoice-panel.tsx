import { useEffect, useState } from 'react';
import { Checkbox, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceRow } from '@suanklang/shared';
import { decimalStringToSatang, formatMoney } from '@suanklang/shared/money';
import { formatDate } from '../../../../components/format';
import { MainTable } from '../../../../components/main-table';
import { rowAmountError, TableNumberInput } from '../../../../components/table-number-input';
import { useLang } from '../../../../components/use-lang';
import { formatBillingMonth } from '../../../../lib/months';
import { EntryPanel } from '../payment-entry/entry-panel';
import { invoicesTotal, tickInvoice, toBaht, toSatang, type InvoicePick } from '../payment-entry/remaining';

export type InvoicePickRow = InvoicePick & { invoice: InvoiceRow };

/** The unit's open invoices as panel rows, keeping what was already picked. */
export function pickRowsOf(open: readonly InvoiceRow[], picked: readonly InvoicePickRow[]): InvoicePickRow[] {
  return open
    .filter((invoice) => invoice.invoiceNo !== null)
    .map((invoice) => {
      const earlier = picked.find((row) => row.invoiceNo === invoice.invoiceNo);
      return (
        earlier ?? {
          invoiceNo: invoice.invoiceNo ?? '',
          outstanding: decimalStringToSatang(invoice.outstanding),
          checked: false,
          payAmount: 0,
          invoice,
        }
      );
    });
}

type InvoicePanelProps = {
  open: boolean;
  invoices: readonly InvoiceRow[];
  picked: readonly InvoicePickRow[];
  onClose: () => void;
  onSave: (rows: InvoicePickRow[]) => void;
};

/**
 * Add invoice: the unit's open invoices, each ticked with what this receipt pays of it (0.01 up to its
 * outstanding amount, the whole outstanding amount when ticked, 0 when unticked).
 */
export function InvoicePanel({ open, invoices, picked, onClose, onSave }: InvoicePanelProps) {
  const { t } = useTranslation('receipts');
  const lang = useLang();
  const [rows, setRows] = useState<InvoicePickRow[]>([]);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (open) {
      setRows(pickRowsOf(invoices, picked));
      setSubmitted(false);
    }
    // Each opening starts from what is picked then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const invalid = rows.some(
    (row) =>
      rowAmountError(
        row.checked,
        row.payAmount === null ? null : toBaht(row.payAmount),
        toBaht(row.outstanding),
      ) !== null,
  );

  const columns: TableColumnsType<InvoicePickRow> = [
    {
      title: '',
      key: 'checked',
      width: 40,
      render: (_v, row) => (
        <Checkbox
          checked={row.checked}
          aria-label={t('invoicePanel.tick', { invoiceNo: row.invoiceNo })}
          onChange={(event) =>
            setRows((current) => tickInvoice(current, row.invoiceNo, event.target.checked))
          }
        />
      ),
    },
    { title: t('field.invoiceNo'), dataIndex: 'invoiceNo', key: 'invoiceNo' },
    {
      title: t('field.billingMonth'),
      key: 'billingMonth',
      render: (_v, row) => formatBillingMonth(row.invoice.billingMonth, lang),
    },
    { title: t('field.dueDate'), key: 'dueDate', render: (_v, row) => formatDate(row.invoice.dueDate, lang) },
    {
      title: t('field.grandTotal'),
      key: 'grandTotal',
      align: 'right',
      render: (_v, row) => formatMoney(decimalStringToSatang(row.invoice.grandTotal)),
    },
    {
      title: t('field.outstanding'),
      key: 'outstanding',
      align: 'right',
      render: (_v, row) => formatMoney(row.outstanding),
    },
    {
      title: t('field.payAmount'),
      key: 'payAmount',
      width: 160,
      render: (_v, row) => (
        <TableNumberInput
          id={`pay-${row.invoiceNo}`}
          aria-label={t('invoicePanel.payAmountOf', { invoiceNo: row.invoiceNo })}
          checked={row.checked}
          max={toBaht(row.outstanding)}
          value={row.payAmount === null ? null : toBaht(row.payAmount)}
          onChange={(value) =>
            setRows((current) =>
              current.map((r) => (r.invoiceNo === row.invoiceNo ? { ...r, payAmount: toSatang(value) } : r)),
            )
          }
        />
      ),
    },
  ];

  function save() {
    setSubmitted(true);
    if (invalid) return;
    onSave(rows.filter((row) => row.checked));
  }

  return (
    <EntryPanel
      open={open}
      title={t('invoicePanel.title')}
      onClose={onClose}
      onSave={save}
      saveId="invoice-panel-save"
      size="large"
    >
      <MainTable<InvoicePickRow>
        columns={columns}
        dataSource={rows}
        rowKey="invoiceNo"
        pagination={false}
        emptyText={t('invoicePanel.none')}
      />
      <Typography.Paragraph style={{ marginTop: 12, textAlign: 'right' }}>
        {t('summary.invoices')}: <Typography.Text strong>{formatMoney(invoicesTotal(rows))}</Typography.Text>
      </Typography.Paragraph>
      {submitted && invalid && (
        <Typography.Text type="danger" role="alert">
          {t('invoicePanel.fixAmounts')}
        </Typography.Text>
      )}
    </EntryPanel>
  );
}
