import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActiveFlag } from '@suanklang/shared';

export function DirectoryTag({ isDirectory }: { isDirectory: boolean }) {
  const { t } = useTranslation('users');
  return (
    <Tag color={isDirectory ? 'blue' : 'purple'}>
      {isDirectory ? t('type.directory') : t('type.nonDirectory')}
    </Tag>
  );
}

export function ActiveTag({ active }: { active: ActiveFlag }) {
  const { t } = useTranslation('users');
  return (
    <Tag color={active === 'Y' ? 'green' : 'default'}>{active === 'Y' ? t('active.Y') : t('active.N')}</Tag>
  );
}
