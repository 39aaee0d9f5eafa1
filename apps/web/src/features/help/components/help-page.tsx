import { Card, Empty, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** /views/help: the help and chatbot screen (the assistants come later). */
export function HelpPage() {
  const { t } = useTranslation('screens');
  return (
    <Card
      title={
        <span>
          <QuestionCircleOutlined /> {t('title.help')}
        </span>
      }
    >
      <Typography.Paragraph>{t('help.intro')}</Typography.Paragraph>
      <Empty description={t('help.comingSoon')} />
    </Card>
  );
}
