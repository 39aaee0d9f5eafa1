import { useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { CheckCircleOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GlDocumentType, GlValidation } from '@suanklang/shared';
import { confirmCustom, showSuccess } from '../../../components/dialogs';
import { focusOnOpen } from '../../../components/focus-return';
import { formatDateTime } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { PageLoading } from '../../../components/page-loading';
import { ReasonPanel } from '../../../components/reason-panel';
import { useLang } from '../../../components/use-lang';
import { currentMonth, formatBillingMonth, money } from '../../../lib/months';
import { canCloseGl, canPostGl, useRights } from '../../../lib/property/rights';
import {
  useCancelGlPost,
  useCloseGlMonth,
  useGlValidation,
  usePostGl,
  useReopenGlMonth,
} from '../api/gl-api';
import { useGlTypeLabel } from './gl-tags';
import { GlYearClose } from './gl-year-close';

type TypeRow = GlValidation['types'][number];
type Props = { open: boolean; period: string; onClose: () => void };

/**
 * The month's check (GET /gl/validate): its entries per document type with posting and its cancel (the postGL
 * right of the type), what still blocks the close, and the close or the reopen of the month (the closeGL right);
 * for a December, the year's close or its cancel (gl-year-close.tsx).
 */
export function GlMonthDrawer({ open, period, onClose }: Props) {
  const { t } = useTranslation('general-ledger');
  const lang = useLang();
  const month = formatBillingMonth(period, lang);
  const validation = useGlValidation(period, open);
  const data = validation.data?.period === period ? validation.data : undefined;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('month.title', { month })}
      size="large"
      afterOpenChange={focusOnOpen}
      destroyOnHidden
    >
      {data ? (
        <MonthBody validation={data} month={month} />
      ) : validation.isError ? (
        <Alert type="error" showIcon title={t('month.loadFailed')} />
      ) : (
        <PageLoading />
      )}
    </Drawer>
  );
}

function MonthBody({ validation, month }: { validation: GlValidation; month: string }) {
  const { t } = useTranslation('general-ledger');
  const lang = useLang();
  const typeLabel = useGlTypeLabel();
  const { config } = useRights();
  const post = usePostGl();
  const close = useCloseGlMonth();
  const [posting, setPosting] = useState<GlDocumentType | null>(null);
  const [cancelling, setCancelling] = useState<GlDocumentType | null>(null);
  const [reopening, setReopening] = useState(false);
  const { period, closed, blockers } = validation;
  const mayClose = canCloseGl(config);
  // A month closes once it has ended (GL013); until then, and while anything blocks it, the button says why not.
  const ended = period < currentMonth();
  const blocked = blockers.length > 0 || !ended;

  async function postType(documentType: GlDocumentType) {
    setPosting(documentType);
    try {
      const reply = await post.mutateAsync({ period, documentType });
      showSuccess(t('month.posted', { type: typeLabel(documentType), count: reply.entryCount }));
    } catch {
      // The client's error dialog said why.
    } finally {
      setPosting(null);
    }
  }

  async function closeMonth() {
    if (!(await confirmCustom(t('month.closeConfirmTitle'), t('month.closeConfirm', { month })))) return;
    try {
      await close.mutateAsync(period);
      showSuccess(t('month.closed', { month }));
    } catch {
      // The client's error dialog said why.
    }
  }

  const columns: TableColumnsType<TypeRow> = [
    {
      title: t('field.documentType'),
      dataIndex: 'documentType',
      key: 'documentType',
      render: (v: GlDocumentType) => typeLabel(v),
    },
    { title: t('month.entryCount'), dataIndex: 'entryCount', key: 'entryCount', align: 'right' },
    { title: t('month.postedCount'), dataIndex: 'postedCount', key: 'postedCount', align: 'right' },
    { title: t('field.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: money },
    {
      title: '',
      key: 'actions',
      render: (_v, row) => {
        const label = typeLabel(row.documentType);
        const mayPost = !closed && canPostGl(config, row.documentType);
        const unposted = row.entryCount - row.postedCount;
        return (
          <Flex gap={8} wrap>
            {mayPost && unposted > 0 && (
              <Button
                type="primary"
                size="small"
                id={`gl-post-${row.documentType}`}
                aria-label={t('month.postLabel', { type: label, count: unposted })}
                loading={posting === row.documentType}
                disabled={posting !== null}
                onClick={() => void postType(row.documentType)}
              >
                {t('month.post')}
              </Button>
            )}
            {mayPost && row.postedCount > 0 && (
              <Button
                danger
                size="small"
                id={`gl-cancel-post-${row.documentType}`}
                aria-label={t('month.cancelPostLabel', { type: label })}
                onClick={() => setCancelling(row.documentType)}
              >
                {t('month.cancelPost')}
              </Button>
            )}
          </Flex>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'state',
            label: t('field.period'),
            children: (
              <Flex gap={8} wrap align="center">
                <span>{month}</span>
                {closed ? (
                  <Tag icon={<LockOutlined />} color="default">
                    {t('month.isClosed')}
                  </Tag>
                ) : (
                  <Tag icon={<UnlockOutlined />} color="blue">
                    {t('month.isOpen')}
                  </Tag>
                )}
                {closed && validation.closedAt && (
                  <Typography.Text type="secondary">
                    {t('month.closedBy', {
                      by: validation.closedBy ?? '-',
                      at: formatDateTime(validation.closedAt, lang),
                    })}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
        ]}
      />

      <div>
        <Typography.Title level={5}>{t('month.types')}</Typography.Title>
        <MainTable<TypeRow>
          label={t('month.types')}
          columns={columns}
          dataSource={validation.types}
          rowKey="documentType"
          pagination={false}
          emptyText={t('month.noEntries')}
          summary={(rows) => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{t('field.total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {rows.reduce((sum, row) => sum + row.entryCount, 0)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {rows.reduce((sum, row) => sum + row.postedCount, 0)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} />
              <Table.Summary.Cell index={4} />
            </Table.Summary.Row>
          )}
        />
      </div>

      {!closed && (
        <div>
          <Typography.Title level={5}>{t('month.blockers')}</Typography.Title>
          {blocked ? (
            <ul aria-label={t('month.blockers')} style={{ margin: 0, paddingInlineStart: 20 }}>
              {blockers.map((blocker) => (
                <li key={`${blocker.blocker}-${blocker.documentType ?? ''}-${blocker.period ?? ''}`}>
                  <Flex gap={8} wrap align="baseline">
                    <Typography.Text>{blocker.message}</Typography.Text>
                    <Link to={blocker.link} aria-label={`${t('month.blockerLink')}: ${blocker.message}`}>
                      {t('month.blockerLink')}
                    </Link>
                  </Flex>
                </li>
              ))}
            </ul>
          ) : (
            <Typography.Text type="success">
              <CheckCircleOutlined /> {t('month.noBlockers')}
            </Typography.Text>
          )}
        </div>
      )}

      {mayClose && !closed && (
        <Flex vertical gap={8} align="flex-start">
          {blocked && (
            <Alert
              id="gl-close-blocked"
              type="warning"
              showIcon
              title={
                <>
                  {blockers.length > 0 && <div>{t('month.closeBlocked')}</div>}
                  {!ended && <div>{t('month.notEnded')}</div>}
                </>
              }
            />
          )}
          <Button
            type="primary"
            icon={<LockOutlined />}
            id="gl-close-month"
            disabled={blocked}
            aria-describedby={blocked ? 'gl-close-blocked' : undefined}
            loading={close.isPending}
            onClick={() => void closeMonth()}
          >
            {t('month.close')}
          </Button>
        </Flex>
      )}
      {mayClose && closed && !validation.yearClose && (
        <div>
          <Button icon={<UnlockOutlined />} id="gl-reopen-month" onClick={() => setReopening(true)}>
            {t('month.reopen')}
          </Button>
        </div>
      )}
      {mayClose && closed && validation.yearClose && (
        // December closed with its year: reopening it alone would leave the year's close behind.
        <Typography.Text type="secondary" id="gl-reopen-by-year">
          {t('year.reopenByYear')}
        </Typography.Text>
      )}

      <GlYearClose validation={validation} mayClose={mayClose} />

      <CancelPostPanel
        documentType={cancelling}
        period={period}
        month={month}
        onClose={() => setCancelling(null)}
      />
      <ReopenPanel open={reopening} period={period} month={month} onClose={() => setReopening(false)} />
    </Flex>
  );
}

function CancelPostPanel(props: {
  documentType: GlDocumentType | null;
  period: string;
  month: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('general-ledger');
  const typeLabel = useGlTypeLabel();
  const cancel = useCancelGlPost();
  const { documentType } = props;
  const type = documentType ? typeLabel(documentType) : '';
  return (
    <ReasonPanel
      open={documentType !== null}
      title={t('month.cancelPostTitle', { type, month: props.month })}
      warning={t('month.cancelPostWarning')}
      reasonLabel={t('month.reason')}
      actionLabel={t('month.cancelPost')}
      actionId="gl-cancel-post-confirm"
      formName="cancelGlPost"
      danger
      busy={cancel.isPending}
      onSubmit={async (reason) => {
        if (!documentType) return;
        const reply = await cancel.mutateAsync({ period: props.period, documentType, reason });
        showSuccess(t('month.cancelPostDone', { type, count: reply.entryCount }));
        props.onClose();
      }}
      onClose={props.onClose}
    />
  );
}

function ReopenPanel(props: { open: boolean; period: string; month: string; onClose: () => void }) {
  const { t } = useTranslation('general-ledger');
  const reopen = useReopenGlMonth();
  return (
    <ReasonPanel
      open={props.open}
      title={t('month.reopenTitle', { month: props.month })}
      warning={t('month.reopenWarning')}
      reasonLabel={t('month.reason')}
      actionLabel={t('month.reopen')}
      actionId="gl-reopen-month-confirm"
      formName="reopenGlMonth"
      busy={reopen.isPending}
      onSubmit={async (reason) => {
        await reopen.mutateAsync({ period: props.period, reason });
        showSuccess(t('month.reopened', { month: props.month }));
        props.onClose();
      }}
      onClose={props.onClose}
    />
  );
}
