import { DeleteOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';

/**
 * The bin at the end of a document line (invoice, journal voucher, request-pay): its label names the line, so a
 * screen reader and the tooltip say which one goes.
 */
export function RemoveLineButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Tooltip title={label}>
      <Button danger icon={<DeleteOutlined />} aria-label={label} onClick={onRemove} />
    </Tooltip>
  );
}
