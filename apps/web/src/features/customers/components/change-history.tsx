import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomerDetail } from '@suanklang/shared';
import { formatDateTime } from '../../../components/format';
import { usePreferences } from '../../../lib/preferences/preferences';

type Change = CustomerDetail['changes'][number];
type ChangeHistoryProps = { changes: Change[]; onOpen: (documentNo: string) => void };

/** The customer's change records, newest first; each opens the change detail panel. */
export function ChangeHistory({ changes, onOpen }: ChangeHistoryProps) {
  const { t } = useTranslation('customers');
  const { lang } = usePreferences();
  const columns: TableColumnsType<Change> = [
    {
      key: 'documentNo',
      title: t('history.documentNo'),
      render: (_value, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          aria-label={t('history.open', { documentNo: row.documentNo })}
          onClick={() => onOpen(row.documentNo)}
        >
          {row.documentNo}
        </Button>
      ),
    },
    { key: 'createdBy', title: t('change.editor'), dataIndex: 'createdBy' },
    {
      key: 'createdDate',
      title: t('change.time'),
      render: (_value, row) => formatDateTime(row.createdDate, lang),
    },
  ];
  return (
    <Table<Change>
      size="small"
      rowKey="documentNo"
      columns={columns}
      dataSource={changes}
      pagination={changes.length > 10 ? { pageSize: 10 } : false}
      locale={{ emptyText: t('history.none') }}
    />
  );
}
