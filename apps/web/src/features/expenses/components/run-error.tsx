import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage, isErrorCode, type BillingRunRow, type Lang } from '@suanklang/shared';
import { useLang } from '../../../components/use-lang';

/** The billing screen opened on one month. */
export function billingOfMonthPath(month: string): string {
  return `/views/expense?month=${encodeURIComponent(month)}`;
}

/**
 * Why a run failed, in the user's language: runs store a catalogue code (a ledger refusal, EX006 when a restart
 * stopped the run); runs from before the codes keep their stored text.
 */
export function runErrorText(error: string, lang: Lang): string {
  return isErrorCode(error) ? errorMessage(error, lang) : error;
}

/** A failed run's reason; a run a restart stopped also links to its month's billing, to run it again. */
export function RunError({ run }: { run: Pick<BillingRunRow, 'month' | 'error'> }) {
  const { t } = useTranslation('expenses');
  const lang = useLang();
  if (!run.error) return '-';
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="danger">{runErrorText(run.error, lang)}</Typography.Text>
      {run.error === 'EX006' && <Link to={billingOfMonthPath(run.month)}>{t('status.runAgain')}</Link>}
    </Flex>
  );
}
