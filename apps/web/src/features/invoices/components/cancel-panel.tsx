import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../components/dialogs';
import { ReasonPanel } from '../../../components/reason-panel';
import { useCancelInvoice } from '../api/invoice-actions';

type CancelPanelProps = { open: boolean; invoiceId: string; onClose: () => void; onDone: () => void };

/** The cancel slide panel: a draft is cancelled only with a reason, which the panel asks for. */
export function CancelPanel({ open, invoiceId, onClose, onDone }: CancelPanelProps) {
  const { t } = useTranslation('invoices');
  const cancel = useCancelInvoice();
  return (
    <ReasonPanel
      open={open}
      title={t('cancel.title')}
      warning={t('cancel.message')}
      reasonLabel={t('cancel.reason')}
      actionLabel={t('cancel.confirm')}
      actionId="cancel-confirm"
      formName="cancelInvoice"
      danger
      busy={cancel.isPending}
      reasonCodes={['IN001']}
      onSubmit={async (reason) => {
        await cancel.mutateAsync({ invoiceId, reason });
        showSuccess(t('cancel.done'));
        onDone();
      }}
      onClose={onClose}
    />
  );
}
