import type { ReactNode } from 'react';
import { Space, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format';
import { useLang } from './use-lang';

export type ApprovalUser = { userID: string; name: string; email?: string };

export type ApprovalDetail = {
  detailID: number | string;
  /** The step's name. */
  description: string;
  approver?: string | null;
  approverEmail?: string | null;
  status?: number | null;
  statusDescription?: string | null;
  processDate?: string | null;
  /** The approver's comment on approving, or the reason of a rejection. */
  reason?: string | null;
  /** Who may approve this step, listed while nobody has acted on it. */
  users?: ApprovalUser[];
};

export type ApprovalFlow = {
  createdBy: string;
  email?: string;
  createdDate: string;
  details: ApprovalDetail[];
};

/** Approval detail status codes (001 section 4). */
export const APPROVAL_STATUS = { approved: 1, rejected: 2, inactive: 4 } as const;

function hasApprover(detail: ApprovalDetail): boolean {
  return typeof detail.approver === 'string' && detail.approver.trim() !== '';
}

/**
 * The step shown as current (001 section 4: "the index of the last detail that has an approver, plus 2").
 * Step 0 is the document's creator and detail i is step i + 1, so the last detail acted on (index k) is step
 * k + 1 and the step after it, k + 2, is the one waiting. With no approver yet that is step 1, the first detail;
 * with every detail acted on it is one past the last step, so every step reads as done.
 */
export function currentApprovalStep(details: readonly ApprovalDetail[]): number {
  let last = -1;
  details.forEach((detail, index) => {
    if (hasApprover(detail)) last = index;
  });
  return last + 2;
}

function StatusText(props: { status?: number | null; description?: string | null }) {
  const { t } = useTranslation('components');
  const { status, description } = props;
  switch (status) {
    case APPROVAL_STATUS.approved:
      return <Typography.Text type="success">{description || t('approval.status.approved')}</Typography.Text>;
    case APPROVAL_STATUS.rejected:
      return <Typography.Text type="danger">{description || t('approval.status.rejected')}</Typography.Text>;
    case APPROVAL_STATUS.inactive:
      return (
        <Typography.Text type="secondary">{description || t('approval.status.inactive')}</Typography.Text>
      );
    default:
      // Other codes carry no status text (001 section 4).
      return null;
  }
}

function Person(props: { name: string; email?: string | null }) {
  return (
    <span>
      {props.name}
      {props.email ? <Typography.Text type="secondary"> ({props.email})</Typography.Text> : null}
    </span>
  );
}

export type ApprovalStepsProps = { flow: ApprovalFlow };

/**
 * Approval step list of a document: the creator, then one step per approval detail. A step someone acted on
 * shows the approver, the status and the process date; a step nobody has acted on lists who may approve it.
 */
export function ApprovalSteps(props: ApprovalStepsProps) {
  const { flow } = props;
  const { t } = useTranslation('components');
  const lang = useLang();

  const creator = {
    key: 'creator',
    title: t('approval.creator'),
    content: (
      <Space orientation="vertical" size={0}>
        <Person name={flow.createdBy} email={flow.email} />
        <Typography.Text type="secondary">
          {t('approval.createdDate')}: {formatDateTime(flow.createdDate, lang)}
        </Typography.Text>
      </Space>
    ),
  };

  const stepContent = (detail: ApprovalDetail): ReactNode => {
    if (hasApprover(detail)) {
      return (
        <Space orientation="vertical" size={0}>
          <span>
            {t('approval.approver')}: <Person name={detail.approver ?? ''} email={detail.approverEmail} />
          </span>
          <StatusText status={detail.status} description={detail.statusDescription} />
          {detail.processDate ? (
            <Typography.Text type="secondary">
              {t('approval.processDate')}: {formatDateTime(detail.processDate, lang)}
            </Typography.Text>
          ) : null}
          {detail.reason ? (
            <Typography.Text>
              {t('approval.comment')}: {detail.reason}
            </Typography.Text>
          ) : null}
        </Space>
      );
    }
    const users = detail.users ?? [];
    if (users.length === 0)
      return <Typography.Text type="secondary">{t('approval.noUsers')}</Typography.Text>;
    return (
      <div>
        <Typography.Text type="secondary">{t('approval.waitingFor')}:</Typography.Text>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {users.map((user) => (
            <li key={user.userID}>
              <Person name={user.name} email={user.email} />
            </li>
          ))}
        </ul>
      </div>
    );
  };

  const items = [
    creator,
    ...flow.details.map((detail) => ({
      key: String(detail.detailID),
      title: detail.description,
      content: stepContent(detail),
      ...(detail.status === APPROVAL_STATUS.rejected ? { status: 'error' as const } : {}),
    })),
  ];

  return (
    <section aria-label={t('approval.title')}>
      <Steps orientation="vertical" size="small" current={currentApprovalStep(flow.details)} items={items} />
    </section>
  );
}
