import { Alert, Card, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BillingRunRow } from '@suanklang/shared';
import { useLang } from '../../../components/use-lang';
import { formatBillingMonth, money } from '../../../lib/months';
import { runErrorText } from './run-error';

/** The invoice list filtered by one billing month. */
export function invoicesOfMonthPath(month: string): string {
  return `/views/invoice?billingMonth=${encodeURIComponent(month)}`;
}

type RunProgressProps = {
  run: BillingRunRow;
  /** The last progress call failed: the run goes on, but this screen no longer knows how far it is. */
  lost: boolean;
};

/**
 * A billing run's progress bar: units done while RUNNING, then DONE (the invoices made and their total, with a
 * link to them) or FAILED (nothing was created, and why).
 */
export function RunProgress({ run, lost }: RunProgressProps) {
  const { t } = useTranslation('expenses');
  const lang = useLang();
  const percent =
    run.status === 'DONE' ? 100 : run.unitCount > 0 ? Math.floor((run.done / run.unitCount) * 100) : 0;
  const monthText = formatBillingMonth(run.month, lang);

  return (
    <Card size="small" style={{ marginBottom: 16 }} title={t('run.title', { month: monthText })}>
      <Progress
        percent={percent}
        status={run.status === 'FAILED' ? 'exception' : run.status === 'DONE' ? 'success' : 'active'}
        aria-label={t('run.progressLabel')}
      />
      {run.status === 'RUNNING' && (
        <Typography.Text role="status">
          {t('run.running', { done: run.done, count: run.unitCount })}
        </Typography.Text>
      )}
      {run.status === 'RUNNING' && lost && (
        <Alert type="warning" showIcon style={{ marginTop: 8 }} title={t('run.lost')} />
      )}
      {run.status === 'DONE' && (
        <Alert
          type={run.warningCount > 0 ? 'warning' : 'success'}
          showIcon
          style={{ marginTop: 8 }}
          id="run-done"
          title={t(run.warningCount > 0 ? 'run.doneWarnings' : 'run.done', {
            count: run.invoiceCount,
            total: money(run.grandTotal),
            warnings: run.warningCount,
          })}
          description={
            <Link to={invoicesOfMonthPath(run.month)}>{t('run.viewInvoices', { month: monthText })}</Link>
          }
        />
      )}
      {run.status === 'FAILED' && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          title={t('run.failed')}
          description={run.error ? runErrorText(run.error, lang) : undefined}
        />
      )}
    </Card>
  );
}
