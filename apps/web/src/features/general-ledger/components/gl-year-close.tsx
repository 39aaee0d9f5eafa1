import { useState } from 'react';
import { Alert, Button, Flex, Select, Typography } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toBuddhistYear, type GlValidation } from '@suanklang/shared';
import { confirmCustom, showSuccess } from '../../../components/dialogs';
import { formatDateTime } from '../../../components/format';
import { ReasonPanel } from '../../../components/reason-panel';
import { useLang } from '../../../components/use-lang';
import { currentMonth } from '../../../lib/months';
import { useAccountOptions } from '../../../lib/reference/get-account-options';
import { useCancelGlYear, useCloseGlYear } from '../api/gl-api';

/** The standard chart's accumulated surplus (deficit) account, chosen first when the property has it. */
const STANDARD_SURPLUS_ACCOUNT = '3200';

/** A period's year when it is a December ('2025-12' -> 2025), else null. */
export function decemberYear(period: string): number | null {
  return /^\d{4}-12$/.test(period) ? Number(period.slice(0, 4)) : null;
}

type Props = { validation: GlValidation; mayClose: boolean };

/**
 * December's part of the month's check: the year's close (the closing entry to the accumulated surplus account,
 * posted, and December closed) while the year is open, or the closed year with its cancel. Docs/decisions.md,
 * "General ledger", bullet "Year close".
 */
export function GlYearClose({ validation, mayClose }: Props) {
  const lang = useLang();
  const year = decemberYear(validation.period);
  if (year === null) return null;
  const yearLabel = String(lang === 'th' ? toBuddhistYear(year) : year);
  const { yearClose } = validation;
  if (yearClose)
    return <ClosedYear year={year} yearLabel={yearLabel} yearClose={yearClose} mayCancel={mayClose} />;
  if (!mayClose) return null;
  return <OpenYear validation={validation} year={year} yearLabel={yearLabel} />;
}

function OpenYear({
  validation,
  year,
  yearLabel,
}: {
  validation: GlValidation;
  year: number;
  yearLabel: string;
}) {
  const { t } = useTranslation('general-ledger');
  const accounts = useAccountOptions({ category: 'EQUITY', postable: 'Y' });
  const close = useCloseGlYear();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const options = accounts.data ?? [];
  const account =
    chosen ??
    (options.some((o) => o.value === STANDARD_SURPLUS_ACCOUNT) ? STANDARD_SURPLUS_ACCOUNT : undefined);
  const { period, closed, blockers } = validation;
  // The same rule as the month close (GL013 and December's blockers): the button says why it is not offered.
  const ended = period < currentMonth();
  const blocked = blockers.length > 0 || !ended;

  async function closeYear() {
    if (!account) return;
    const accountLabel = options.find((o) => o.value === account)?.label ?? account;
    if (
      !(await confirmCustom(
        t('year.confirmTitle'),
        t('year.confirm', { year: yearLabel, account: accountLabel }),
      ))
    )
      return;
    try {
      const reply = await close.mutateAsync({ year, surplusAccountCode: account });
      showSuccess(t('year.closed', { year: yearLabel, no: reply.documentNo }));
    } catch {
      // The client's error dialog said why.
    }
  }

  return (
    <section aria-labelledby="gl-year-close-title">
      <Typography.Title level={5} id="gl-year-close-title">
        {t('year.title', { year: yearLabel })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('year.explain')}</Typography.Paragraph>
      {closed ? (
        <Alert type="info" showIcon title={t('year.decemberClosed')} />
      ) : (
        <Flex vertical gap={8} align="flex-start">
          <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            <Typography.Text>{t('year.surplusAccount')}</Typography.Text>
            <Select
              id="gl-year-surplus-account"
              aria-label={t('year.surplusAccount')}
              style={{ minWidth: 320 }}
              placeholder={t('year.chooseAccount')}
              loading={accounts.isLoading}
              showSearch={{ optionFilterProp: 'label' }}
              options={options}
              value={account}
              onChange={(value: string) => setChosen(value)}
            />
          </label>
          {blocked && (
            <Alert
              id="gl-year-close-blocked"
              type="warning"
              showIcon
              title={
                <>
                  {blockers.length > 0 && <div>{t('year.blocked')}</div>}
                  {!ended && <div>{t('year.notEnded')}</div>}
                </>
              }
            />
          )}
          <Button
            type="primary"
            icon={<LockOutlined />}
            id="gl-close-year"
            aria-label={`${t('year.close')} ${yearLabel}`}
            disabled={blocked || !account}
            aria-describedby={blocked ? 'gl-year-close-blocked' : undefined}
            loading={close.isPending}
            onClick={() => void closeYear()}
          >
            {t('year.close')}
          </Button>
        </Flex>
      )}
    </section>
  );
}

function ClosedYear(props: {
  year: number;
  yearLabel: string;
  yearClose: NonNullable<GlValidation['yearClose']>;
  mayCancel: boolean;
}) {
  const { year, yearLabel, yearClose, mayCancel } = props;
  const { t } = useTranslation('general-ledger');
  const lang = useLang();
  const cancel = useCancelGlYear();
  const [cancelling, setCancelling] = useState(false);
  return (
    <section aria-labelledby="gl-year-closed-title">
      <Typography.Title level={5} id="gl-year-closed-title">
        <LockOutlined /> {t('year.isClosed', { year: yearLabel })}
      </Typography.Title>
      <Flex vertical gap={8} align="flex-start">
        <Typography.Text type="secondary">
          {t('year.closedInfo', {
            no: yearClose.documentNo,
            by: yearClose.closedBy ?? '-',
            at: formatDateTime(yearClose.closedAt, lang),
          })}
        </Typography.Text>
        {mayCancel && (
          <Button
            danger
            icon={<UnlockOutlined />}
            id="gl-cancel-year"
            aria-label={`${t('year.cancel')} ${yearLabel}`}
            onClick={() => setCancelling(true)}
          >
            {t('year.cancel')}
          </Button>
        )}
      </Flex>
      <ReasonPanel
        open={cancelling}
        title={t('year.cancelTitle', { year: yearLabel })}
        warning={t('year.cancelWarning', { no: yearClose.documentNo })}
        reasonLabel={t('month.reason')}
        actionLabel={t('year.cancel')}
        actionId="gl-cancel-year-confirm"
        formName="cancelGlYear"
        danger
        busy={cancel.isPending}
        onSubmit={async (reason) => {
          await cancel.mutateAsync({ year, reason });
          showSuccess(t('year.cancelled', { year: yearLabel }));
          setCancelling(false);
        }}
        onClose={() => setCancelling(false)}
      />
    </section>
  );
}
