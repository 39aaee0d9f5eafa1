import { Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DetailHeader } from '../../../lib/settings/detail-header';
import { useSupplier } from '../api/suppliers';
import { SUPPLIER_LIST_PATH, SupplierEditor } from './supplier-editor';

/** /views/setting/supplierDetail?supplierCode=: one supplier; without a code, a new supplier. */
export function SupplierDetailScreen() {
  const { t } = useTranslation(['suppliers', 'screens']);
  const [params] = useSearchParams();
  const supplierCode = params.get('supplierCode');
  const supplier = useSupplier(supplierCode);
  const title = t('screens:title.settingSupplierDetail');

  if (!supplierCode) return <SupplierEditor key="new" title={title} detail={null} />;
  if (supplier.data)
    return <SupplierEditor key={supplier.data.supplierCode} title={title} detail={supplier.data} />;
  return (
    <>
      <DetailHeader title={title} backTo={SUPPLIER_LIST_PATH} />
      {supplier.isError ? (
        <Result status="warning" title={t('detail.loadFailed')} />
      ) : (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label={t('detail.loading')} />
        </Flex>
      )}
    </>
  );
}
