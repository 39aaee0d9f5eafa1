import { Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePreferences } from '../../../lib/preferences/preferences';
import { DetailHeader } from '../../../lib/settings/detail-header';
import { usePropertyDetail } from '../api/properties';
import { PropertyEditor } from './property-editor';

export const PROJECT_LIST_PATH = '/views/setting/project';

/**
 * /views/setting/projectDetail: `?mode=new` adds a property, `?propertyCode=` opens one, and without either it
 * opens the property selected in the header.
 */
export function PropertyDetailScreen() {
  const { t } = useTranslation(['property-settings', 'screens']);
  const [params] = useSearchParams();
  const { propertyCode: selected } = usePreferences();
  const creating = params.get('mode') === 'new';
  const target = creating ? null : (params.get('propertyCode') ?? selected);
  const detail = usePropertyDetail(target);
  const title = t('screens:title.settingProjectDetail');

  if (creating) return <PropertyEditor key="new" title={title} detail={null} />;
  if (detail.data)
    return <PropertyEditor key={detail.data.propertyCode} title={title} detail={detail.data} />;
  return (
    <>
      <DetailHeader title={title} backTo={PROJECT_LIST_PATH} />
      {detail.isError || target === null ? (
        <Result status="warning" title={t('detail.loadFailed')} />
      ) : (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label={t('detail.loading')} />
        </Flex>
      )}
    </>
  );
}
