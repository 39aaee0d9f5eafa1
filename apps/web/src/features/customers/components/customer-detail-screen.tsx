import { Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DetailHeader } from '../../../lib/settings/detail-header';
import { useCustomer } from '../api/customers';
import { CUSTOMER_LIST_PATH, CustomerEditor } from './customer-editor';

/** /views/setting/customerDetail?customerCode=: one customer; without a code, a new customer. */
export function CustomerDetailScreen() {
  const { t } = useTranslation(['customers', 'screens']);
  const [params] = useSearchParams();
  const customerCode = params.get('customerCode');
  const customer = useCustomer(customerCode);
  const title = t('screens:title.settingCustomerDetail');

  if (!customerCode) return <CustomerEditor key="new" title={title} detail={null} />;
  if (customer.data)
    return <CustomerEditor key={customer.data.customerCode} title={title} detail={customer.data} />;
  return (
    <>
      <DetailHeader title={title} backTo={CUSTOMER_LIST_PATH} />
      {customer.isError ? (
        <Result status="warning" title={t('detail.loadFailed')} />
      ) : (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label={t('detail.loading')} />
        </Flex>
      )}
    </>
  );
}
