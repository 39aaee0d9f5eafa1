import type { ReactNode } from 'react';
import { Button, Flex, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

type DetailHeaderProps = {
  /** The page title, the page's one h1 (e2e tests find the screen by it). */
  title: string;
  /** Which record: code, name, status tags. */
  subtitle?: ReactNode;
  backTo: string;
  /** Buttons on the right (save, inactivate...). */
  actions?: ReactNode;
};

/** The top of a settings detail screen: h1, the record it shows, the way back and the screen's buttons. */
export function DetailHeader({ title, subtitle, backTo, actions }: DetailHeaderProps) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  return (
    <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && <div style={{ marginTop: 4 }}>{subtitle}</div>}
      </div>
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(backTo)} id="detail-back">
          {t('back')}
        </Button>
        {actions}
      </Space>
    </Flex>
  );
}
