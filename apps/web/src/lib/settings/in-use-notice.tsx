import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckEditable } from '@suanklang/shared';

const SHOWN = 5;

type InUseNoticeProps = {
  check: CheckEditable | undefined;
  /** What cannot change, e.g. "the code and the account type". */
  locked: string;
};

/**
 * Why some fields are disabled: the record is used by others (checkEditable), with the first few users named so
 * the accountant knows where to look. Nothing when the record is free to change.
 */
export function InUseNotice({ check, locked }: InUseNoticeProps) {
  const { t } = useTranslation('settings');
  if (!check || check.editable) return null;
  const more = check.usedBy.length - SHOWN;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={t('inUse.title', { locked })}
      description={
        check.usedBy.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {check.usedBy.slice(0, SHOWN).map((use) => (
              <li key={`${use.kind}-${use.code}`}>
                {t(`usage.${use.kind}`)}: {use.code}
                {use.description ? ` - ${use.description}` : ''}
              </li>
            ))}
            {more > 0 && <li>{t('inUse.more', { count: more })}</li>}
          </ul>
        ) : undefined
      }
    />
  );
}
