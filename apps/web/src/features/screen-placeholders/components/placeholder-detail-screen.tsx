import { Button, Card, Empty, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ScreenTitleKey } from '../../../lib/screen-keys';
import { useNavigate } from 'react-router';

type PlaceholderDetailScreenProps = { titleKey: ScreenTitleKey; backTo: string; reference?: string };

/** A detail screen whose area is not built yet: its title, the record it was opened for, and the way back. */
export function PlaceholderDetailScreen({ titleKey, backTo, reference }: PlaceholderDetailScreenProps) {
  const { t } = useTranslation('screens');
  const navigate = useNavigate();
  return (
    <Card
      title={
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {t(`title.${titleKey}`)}
          {reference ? ` ${reference}` : ''}
        </Typography.Title>
      }
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(backTo)}>
          {t('placeholder.back')}
        </Button>
      }
    >
      <Empty description={t('placeholder.notReady')} />
    </Card>
  );
}
