import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Col,
  Drawer,
  Flex,
  Form,
  Row,
  Statistic,
  Table,
  Tag,
  Typography,
  type FormRule,
  type TableColumnsType,
} from 'antd';
import { EyeOutlined, ThunderboltOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  bangkokToday,
  dayAfter,
  decimalStringToSatang,
  formatMoney,
  ruleMessage,
  surchargeCreate,
  type Lang,
  type SurchargeInvoiceRow,
  type SurchargePreview,
  type SurchargeUnitRow,
} from '@suanklang/shared';
import { confirmCustom, showSuccess, showWarning } from '../../../components/dialogs';
import { EmptyList } from '../../../components/empty-list';
import { API_DATE_FORMAT, formatDate } from '../../../components/format';
import { MIN_ROW_HEIGHT } from '../../../components/main-table';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom } from '../../../components/zod-rule';
import { applyFieldErrors, isCancelled } from '../../../lib/http/errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import { useCreateSurcharge, type SurchargeCreateBody } from '../api/surcharge-create';
import { useSurchargePreview, useSurchargeUnitInvoices } from '../api/surcharge-preview';
import { money } from '../../../lib/months';

type SurchargeValues = { asOf?: Dayjs | null; invoiceDate?: Dayjs | null; dueDate?: Dayjs | null };

const FIELDS = ['asOf', 'invoiceDate', 'dueDate'] as const;
const dateText = (value: Dayjs | null | undefined) => (value ? value.format(API_DATE_FORMAT) : '');

/** The days charged end on asOf, so it may not be later than today (Bangkok): the server refuses it as well. */
function notAfterTodayRule(lang: Lang): FormRule {
  return {
    validator: async (_rule, value: Dayjs | null | undefined) => {
      const today = bangkokToday();
      if (value && value.format(API_DATE_FORMAT) > today)
        throw new Error(ruleMessage(lang, 'before', { date: dayAfter(today) }));
    },
  };
}

/** The due date is checked against the invoice date as soon as either changes (the schema's refine, per field). */
function dueAfterInvoiceRule(lang: Lang): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, due: Dayjs | null | undefined) => {
      const invoiceDate = getFieldValue('invoiceDate') as Dayjs | null | undefined;
      if (due && invoiceDate && due.isBefore(invoiceDate, 'day'))
        throw new Error(ruleMessage(lang, 'invoiceDateAfterDueDate'));
    },
  });
}

/** Decimal text amounts added in satang (never in floating point), shown as money. */
function sumOf(units: readonly SurchargeUnitRow[]): string {
  return formatMoney(units.reduce((sum, unit) => sum + decimalStringToSatang(unit.total), 0));
}

const percent = (rate: string) => `${rate}%`;

type SurchargeDrawerProps = { open: boolean; canEdit: boolean; onClose: () => void };

/**
 * Late-payment surcharge (เงินเพิ่ม): the preview as of a day (not after today) of what each unit owes on its
 * overdue common fees, each unit expandable to its overdue invoices; with INVOICE_EDIT, the units to charge (all
 * by default), the invoice and due dates, and "Create surcharge invoices" after a confirmation.
 */
export function SurchargeDrawer({ open, canEdit, onClose }: SurchargeDrawerProps) {
  const { t } = useTranslation('invoices');
  return (
    <Drawer open={open} onClose={onClose} title={t('surcharge.title')} size="large" destroyOnHidden>
      {open && <SurchargeBody canEdit={canEdit} onDone={onClose} />}
    </Drawer>
  );
}

function SurchargeBody({ canEdit, onDone }: { canEdit: boolean; onDone: () => void }) {
  const { t } = useTranslation(['invoices', 'property-settings', 'common']);
  const lang = useLang();
  const [form] = Form.useForm<SurchargeValues>();
  const [asOf, setAsOf] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const preview = useSurchargePreview(asOf);
  const create = useCreateSurcharge();
  const rules = useMemo(() => formRulesFrom(surchargeCreate, lang), [lang]);
  const data = asOf !== null ? preview.data : undefined;

  // A new preview selects every unit it lists.
  useEffect(() => setSelected(data ? data.units.map((unit) => unit.unitCode) : []), [data]);

  async function showPreview() {
    try {
      const values = await form.validateFields(['asOf']);
      const day = dateText(values.asOf);
      if (day === asOf) void preview.refetch();
      else setAsOf(day);
    } catch {
      // The field shows why.
    }
  }

  async function submit(values: SurchargeValues) {
    if (!data || asOf === null) return;
    const units = data.units.filter((unit) => selected.includes(unit.unitCode));
    const body: SurchargeCreateBody = {
      asOf,
      invoiceDate: dateText(values.invoiceDate),
      dueDate: dateText(values.dueDate),
      unitCodes: units.map((unit) => unit.unitCode),
    };
    if (!checkWholeSchema(form, surchargeCreate, body, lang)) return;
    const sure = await confirmCustom(
      t('surcharge.confirmTitle'),
      t('surcharge.confirmMessage', {
        count: units.length,
        total: sumOf(units),
        date: formatDate(body.invoiceDate, lang),
      }),
    );
    if (!sure) return;
    try {
      const created = await create.mutateAsync(body);
      if (created.invoiceCount === 0) {
        showWarning(t('surcharge.noneCreated'));
        return;
      }
      showSuccess(t('surcharge.done', { count: created.invoiceCount, total: money(created.grandTotal) }));
      onDone();
    } catch (error) {
      // 400 field errors go under the fields; anything else was shown by the client's error dialog.
      if (!isCancelled(error)) applyFieldErrors(form, error, FIELDS);
    }
  }

  return (
    <Form<SurchargeValues>
      form={form}
      name="surcharge"
      layout="vertical"
      initialValues={{ asOf: dayjs(bangkokToday()), invoiceDate: dayjs(bangkokToday()) }}
      onValuesChange={(changed: Partial<SurchargeValues>) => {
        // Another day is another preview: the one shown no longer applies.
        if ('asOf' in changed) setAsOf(null);
      }}
      onFinish={(values) => void submit(values)}
      autoComplete="off"
    >
      <Typography.Paragraph type="secondary">{t('surcharge.intro')}</Typography.Paragraph>
      <Flex gap={8} align="flex-start" wrap>
        <Form.Item
          name="asOf"
          label={t('surcharge.asOf')}
          rules={[...rules.asOf, notAfterTodayRule(lang)]}
          extra={t('surcharge.asOfHint')}
          required
          style={{ minWidth: 220 }}
        >
          <ThaiDatePicker name="asOf" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label=" ">
          <Button
            icon={<EyeOutlined />}
            id="surcharge-preview"
            loading={preview.isFetching}
            onClick={() => void showPreview()}
          >
            {t('surcharge.preview')}
          </Button>
        </Form.Item>
      </Flex>

      {asOf === null && <EmptyList message={t('surcharge.notYet')} />}
      {asOf !== null && preview.isError && !isCancelled(preview.error) && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={preview.error.message}
          description={t('surcharge.settingsHint')}
        />
      )}
      {data && <PreviewResult data={data} canEdit={canEdit} selected={selected} onSelect={setSelected} />}

      {canEdit && data && data.units.length > 0 && (
        <>
          <Row gutter={16} style={{ marginTop: 16 }}>
            <Col xs={24} sm={12}>
              <Form.Item name="invoiceDate" label={t('field.invoiceDate')} rules={rules.invoiceDate} required>
                <ThaiDatePicker name="invoiceDate" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="dueDate"
                label={t('field.dueDate')}
                rules={[...rules.dueDate, dueAfterInvoiceRule(lang)]}
                dependencies={['invoiceDate']}
                required
              >
                <ThaiDatePicker name="dueDate" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text>
              {t('surcharge.selection', {
                count: selected.length,
                total: sumOf(data.units.filter((unit) => selected.includes(unit.unitCode))),
              })}
            </Typography.Text>
            <Button
              type="primary"
              icon={<ThunderboltOutlined />}
              id="surcharge-create"
              loading={create.isPending}
              disabled={selected.length === 0 || data.expenseTypeCode === null}
              onClick={() => form.submit()}
            >
              {t('surcharge.create')}
            </Button>
          </Flex>
        </>
      )}
    </Form>
  );
}

type PreviewResultProps = {
  data: SurchargePreview;
  canEdit: boolean;
  selected: string[];
  onSelect: (unitCodes: string[]) => void;
};

/** A unit's overdue invoices, read when its row is expanded. */
function UnitInvoices({
  asOf,
  unitCode,
  columns,
}: {
  asOf: string;
  unitCode: string;
  columns: TableColumnsType<SurchargeInvoiceRow>;
}) {
  const invoices = useSurchargeUnitInvoices(asOf, unitCode);
  return (
    <Table<SurchargeInvoiceRow>
      size="small"
      rowKey="invoiceId"
      columns={columns}
      dataSource={invoices.data ?? []}
      loading={invoices.isPending}
      pagination={false}
    />
  );
}

/** The settings in force, the totals, and the units with their overdue invoices. */
function PreviewResult({ data, canEdit, selected, onSelect }: PreviewResultProps) {
  const { t } = useTranslation(['invoices', 'property-settings']);
  const lang = useLang();
  const { settings } = data;
  const withVat = data.vat !== '0.00';

  const invoiceColumns: TableColumnsType<SurchargeInvoiceRow> = [
    { title: t('field.invoiceNo'), dataIndex: 'invoiceNo', key: 'invoiceNo' },
    {
      title: t('field.dueDate'),
      dataIndex: 'dueDate',
      key: 'dueDate',
      render: (value: string) => formatDate(value, lang),
    },
    {
      title: t('surcharge.principal'),
      dataIndex: 'principal',
      key: 'principal',
      align: 'right',
      // Paid in full after the due date: the days it owed are still charged, so the clerk sees why it is listed.
      render: (value: string, row) =>
        row.owed === '0.00' ? (
          <>
            <Tag color="green">{t('surcharge.paidLate')}</Tag>
            {money(value)}
          </>
        ) : (
          money(value)
        ),
    },
    {
      title: t('surcharge.period'),
      key: 'period',
      render: (_v, row) => `${formatDate(row.from, lang)} - ${formatDate(row.to, lang)}`,
    },
    { title: t('surcharge.days'), dataIndex: 'days', key: 'days', align: 'right' },
    {
      title: t('surcharge.rate'),
      key: 'rate',
      render: (_v, row) =>
        row.lines.length === 1 ? (
          percent(row.lines[0]?.ratePerYear ?? '')
        ) : (
          <>
            {row.lines.map((line) => (
              <div key={line.from}>
                {row.lines.every((l) => l.principal === line.principal)
                  ? t('surcharge.rateLine', { rate: percent(line.ratePerYear), days: line.days })
                  : t('surcharge.rateLineOn', {
                      rate: percent(line.ratePerYear),
                      days: line.days,
                      principal: money(line.principal),
                    })}
              </div>
            ))}
          </>
        ),
    },
    { title: t('surcharge.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: money },
  ];

  const unitColumns: TableColumnsType<SurchargeUnitRow> = [
    { title: t('field.unitCode'), dataIndex: 'unitCode', key: 'unitCode' },
    {
      title: t('field.customerName'),
      key: 'customer',
      render: (_v, unit) =>
        unit.customerName ? `${unit.customerCode ?? ''} ${unit.customerName}`.trim() : '-',
    },
    {
      title: t('surcharge.overdueCount'),
      key: 'overdueCount',
      align: 'right',
      render: (_v, unit) => unit.invoiceCount,
    },
    { title: t('surcharge.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: money },
    ...(withVat
      ? ([
          { title: t('surcharge.vat'), dataIndex: 'vat', key: 'vat', align: 'right', render: money },
          { title: t('surcharge.total'), dataIndex: 'total', key: 'total', align: 'right', render: money },
        ] satisfies TableColumnsType<SurchargeUnitRow>)
      : []),
  ];

  const settingsLine = t('surcharge.settings', {
    method: t(`property-settings:surcharge.methods.${settings.method}`),
    rate: percent(settings.ratePerYear),
    overdueRate: percent(settings.overdueRatePerYear),
    months: settings.overdueAfterMonths,
    part: t(`property-settings:surcharge.parts.${settings.higherRateAppliesTo}`),
    graceDays: settings.graceDays,
  });

  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={settingsLine} />
      {data.expenseTypeCode === null && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('surcharge.noExpenseType')} />
      )}
      {data.more && (
        <Alert
          type="warning"
          showIcon
          id="surcharge-more"
          style={{ marginBottom: 16 }}
          title={t('surcharge.more', { shown: data.units.length, count: data.unitCount })}
        />
      )}
      {data.units.length === 0 ? (
        <EmptyList message={t('surcharge.nothing', { date: formatDate(data.asOf, lang) })} />
      ) : (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col xs={8}>
              <Statistic title={t('surcharge.unitCount')} value={data.unitCount} />
            </Col>
            <Col xs={8}>
              <Statistic title={t('surcharge.invoiceCount')} value={data.invoiceCount} />
            </Col>
            <Col xs={8}>
              <Statistic title={t('surcharge.grandTotal')} value={money(data.grandTotal)} />
            </Col>
          </Row>
          {canEdit && (
            <Flex gap={8} wrap style={{ marginBottom: 8 }}>
              <Button
                size="small"
                id="surcharge-select-all"
                disabled={selected.length === data.units.length}
                onClick={() => onSelect(data.units.map((unit) => unit.unitCode))}
              >
                {t('surcharge.selectAll', { count: data.units.length })}
              </Button>
              <Button
                size="small"
                id="surcharge-select-none"
                disabled={selected.length === 0}
                onClick={() => onSelect([])}
              >
                {t('surcharge.selectNone')}
              </Button>
            </Flex>
          )}
          <Table<SurchargeUnitRow>
            size="small"
            rowKey="unitCode"
            columns={unitColumns}
            dataSource={data.units}
            onRow={() => ({ style: { height: MIN_ROW_HEIGHT } })}
            pagination={{ defaultPageSize: 50, showSizeChanger: true }}
            scroll={{ x: 'max-content' }}
            rowSelection={
              canEdit
                ? {
                    type: 'checkbox',
                    selectedRowKeys: selected,
                    // The header box works on the page shown; the buttons above (and these) reach every page.
                    selections: [Table.SELECTION_ALL, Table.SELECTION_NONE],
                    onChange: (keys) => onSelect(keys.map(String)),
                    getCheckboxProps: (unit) => ({
                      'aria-label': t('surcharge.selectUnit', { unit: unit.unitCode }),
                    }),
                  }
                : undefined
            }
            expandable={{
              expandedRowRender: (unit) => (
                <UnitInvoices asOf={data.asOf} unitCode={unit.unitCode} columns={invoiceColumns} />
              ),
              rowExpandable: (unit) => unit.invoiceCount > 0,
            }}
          />
        </>
      )}
    </>
  );
}
