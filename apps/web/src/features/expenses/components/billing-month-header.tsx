import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { API_MONTH_FORMAT } from '../../../components/format';
import { ThaiMonthPicker } from '../../../components/thai-date-picker';

/** The title of a billing screen with its billing-month picker (the expense and the meter screens). */
export function BillingMonthHeader(props: {
  title: string;
  month: string;
  onMonth: (month: string) => void;
}) {
  const { t } = useTranslation('expenses');
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
        {props.title}
      </Typography.Title>
      <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Typography.Text>{t('billingMonth')}</Typography.Text>
        <ThaiMonthPicker
          id="billing-month"
          aria-label={t('billingMonth')}
          allowClear={false}
          value={dayjs(`${props.month}-01`)}
          onChange={(value) => value && props.onMonth(value.format(API_MONTH_FORMAT))}
        />
      </label>
    </Flex>
  );
}
