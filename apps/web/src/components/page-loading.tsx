import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export type PageLoadingProps = {
  /** What is loading, when the default "loading..." says too little. */
  message?: string;
};

/** Full-area spinner shown while a page or a lazily loaded screen arrives. */
export function PageLoading(props: PageLoadingProps) {
  const { t } = useTranslation('components');
  const message = props.message ?? t('loading');
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        minHeight: 240,
        width: '100%',
      }}
    >
      <Spin size="large" />
      <span>{message}</span>
    </div>
  );
}
