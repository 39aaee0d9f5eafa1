import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

export type EmptyListProps = {
  /** What to say instead of the default "no data". */
  message?: string;
};

/** The empty state of a list or a page with nothing to show. */
export function EmptyList(props: EmptyListProps) {
  const { t } = useTranslation('components');
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.message ?? t('empty.noData')} />;
}
