import { Descriptions, Divider, Modal, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from './change-password-form';

type ProfileDialogProps = { open: boolean; onClose: () => void; onPasswordChanged: () => void };

/**
 * The signed-in user's own details (GET /manageuser/profile), and their password for a user who signs in
 * with one here (a directory user changes it at the company's directory).
 */
export function ProfileDialog({ open, onClose, onPasswordChanged }: ProfileDialogProps) {
  const { t } = useTranslation('shell');
  const profile = useProfile(open);
  const data = profile.data;
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('profile.title')} destroyOnHidden>
      {!data ? (
        <Spin />
      ) : (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('profile.username')}>{data.username}</Descriptions.Item>
          <Descriptions.Item
            label={t('profile.name')}
          >{`${data.firstName} ${data.lastName}`}</Descriptions.Item>
          <Descriptions.Item label={t('profile.email')}>{data.email ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('profile.position')}>{data.position ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('profile.account')}>
            <Tag color={data.isDirectory ? 'blue' : 'default'}>
              {data.isDirectory ? t('profile.directory') : t('profile.nonDirectory')}
            </Tag>
          </Descriptions.Item>
        </Descriptions>
      )}
      {data && !data.isDirectory && (
        <>
          <Divider />
          <ChangePasswordForm
            username={data.username}
            onChanged={() => {
              onClose();
              onPasswordChanged();
            }}
          />
        </>
      )}
    </Modal>
  );
}
