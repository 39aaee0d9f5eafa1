import { Badge, Button, Dropdown, type MenuProps } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserNotification } from '../api/get-user-notification';

const PENDING_APPROVAL_PATH = '/views/pending-approval';

type ApprovalBellProps = { approvalCount: number };

/** Documents and customer changes waiting for this user's approval, linking to the pending-approval screen. */
export function ApprovalBell({ approvalCount }: ApprovalBellProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const notification = useUserNotification(true);
  const customerCount = notification.data?.approvalCustomer ?? 0;
  const total = approvalCount + customerCount;

  const items: MenuProps['items'] = [
    { key: 'documents', label: t('pendingDocuments', { count: approvalCount }) },
    { key: 'customers', label: t('pendingCustomers', { count: customerCount }) },
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick: () => void navigate(PENDING_APPROVAL_PATH) }}
      placement="bottomRight"
    >
      <Button type="text" aria-label={t('pendingApprovals', { count: total })}>
        <Badge count={total} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Dropdown>
  );
}
