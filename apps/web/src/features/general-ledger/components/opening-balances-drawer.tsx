import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Form, Space, Typography, type TableColumnsType } from 'antd';
import { CheckCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { decimalStringToSatang, type OpeningBalanceCheck, type OpeningBalanceRow } from '@suanklang/shared';
import { confirmCustom, showError, showSuccess } from '../../../components/dialogs';
import { moneyColumn, textColumn } from '../../../components/document-columns';
import { API_DATE_FORMAT } from '../../../components/format';
import {
  IMPORT_ACCEPT,
  IMPORT_MAX_BYTES,
  ImportFileButton,
  ImportRowsTable,
} from '../../../components/import-drawer';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { HttpError } from '../../../lib/http/errors';
import { money } from '../../../lib/months';
import {
  downloadOpeningBalanceTemplate,
  useCheckOpeningBalances,
  usePostOpeningBalances,
} from '../api/opening-balance-api';

const errorOf = (error: unknown) =>
  error instanceof HttpError
    ? { statusCode: error.status, message: error.message }
    : { message: String((error as Error)?.message ?? error) };

/**
 * Opening balances at go-live: the template of the property's accounts, the filled file checked row by row (the
 * bad rows first, nothing kept), the totals, then the go-live date and one posting of the reviewed rows.
 */
export function OpeningBalancesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['general-ledger', 'common']);
  const check = useCheckOpeningBalances();
  const post = usePostOpeningBalances();
  const [checked, setChecked] = useState<OpeningBalanceCheck | null>(null);
  const [date, setDate] = useState<Dayjs | null>(null);

  const columns: TableColumnsType<OpeningBalanceRow> = [
    textColumn(t('field.account'), 'accountCode'),
    {
      title: t('opening.accountName'),
      dataIndex: 'accountName',
      key: 'accountName',
      render: (v: string | null) => v ?? '-',
    },
    moneyColumn(t('field.debit'), 'debit'),
    moneyColumn(t('field.credit'), 'credit'),
    // A receivable's balance posts to the clearing account, where the opening debts per unit meet it.
    {
      title: t('opening.postsTo'),
      dataIndex: 'postsTo',
      key: 'postsTo',
      render: (v: string | null) => v ?? '',
    },
  ];
  const clearingAccount = checked?.rows.find((r) => r.postsTo)?.postsTo;

  const columnName = (column: string) =>
    column === 'debit' ? t('field.debit') : column === 'credit' ? t('field.credit') : t('field.account');

  async function choose(file: File) {
    try {
      setChecked(await check.mutateAsync(file));
    } catch (error) {
      setChecked(null);
      showError(errorOf(error));
    }
  }

  async function postRows() {
    if (!checked || !date) return;
    const openingDate = date.format(API_DATE_FORMAT);
    if (!(await confirmCustom(t('opening.confirmTitle'), t('opening.confirm', { count: checked.rowCount }))))
      return;
    try {
      const done = await post.mutateAsync({
        openingDate,
        lines: checked.rows.map((r) => ({
          accountCode: r.accountCode,
          debit: decimalStringToSatang(r.debit) > 0 ? r.debit : undefined,
          credit: decimalStringToSatang(r.debit) > 0 ? undefined : r.credit,
        })),
      });
      showSuccess(t('opening.posted', { no: done.documentNo, total: money(done.total) }));
      setChecked(null);
      onClose();
    } catch (error) {
      showError(errorOf(error));
    }
  }

  return (
    <Drawer open={open} onClose={onClose} title={t('opening.title')} size="large" destroyOnHidden>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('opening.explain')}</Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button
            icon={<DownloadOutlined />}
            id="opening-template"
            onClick={() => void downloadOpeningBalanceTemplate().catch((e: unknown) => showError(errorOf(e)))}
          >
            {t('opening.template')}
          </Button>
          <ImportFileButton
            id="opening-file"
            accept={IMPORT_ACCEPT}
            maxBytes={IMPORT_MAX_BYTES}
            loading={check.isPending}
            primary={!checked}
            onFile={(file) => void choose(file)}
            onProblem={(message) => showError({ message })}
          />
        </Flex>
        {checked && (
          <>
            <Alert
              type={checked.committable ? 'success' : 'warning'}
              showIcon
              title={t(checked.committable ? 'opening.ready' : 'opening.notReady', {
                rows: checked.rowCount,
                errors: checked.errorCount,
                debit: money(checked.debit),
                credit: money(checked.credit),
              })}
            />
            {clearingAccount && decimalStringToSatang(checked.receivables) !== 0 && (
              <Alert
                type="info"
                showIcon
                id="opening-receivables"
                title={t('opening.receivables', {
                  amount: money(checked.receivables),
                  account: clearingAccount,
                })}
              />
            )}
            <ImportRowsTable<OpeningBalanceRow>
              columns={columns}
              rows={checked.rows.map((r) => ({
                ...r,
                // The column a problem is about, by the name the table shows it under.
                errors: r.errors.map((e) => ({ ...e, column: e.column ? columnName(e.column) : null })),
              }))}
            />
            <Form layout="vertical">
              <Form.Item label={t('opening.date')} required>
                <ThaiDatePicker id="opening-date" value={date} onChange={(d) => setDate(d)} />
              </Form.Item>
            </Form>
            <Flex justify="flex-end">
              <Button
                type="primary"
                icon={<CheckCircleOutlined />}
                id="opening-post"
                disabled={!checked.committable || !date}
                loading={post.isPending}
                onClick={() => void postRows()}
              >
                {t('opening.post')}
              </Button>
            </Flex>
          </>
        )}
      </Space>
    </Drawer>
  );
}
