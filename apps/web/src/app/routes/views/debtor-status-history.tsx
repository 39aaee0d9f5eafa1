import { useParams } from 'react-router';
import { PlaceholderDetailScreen } from '../../../features/screen-placeholders/components/placeholder-detail-screen';

/** /views/debtor-status-history/:invoiceNo */
export function Component() {
  const { invoiceNo } = useParams();
  return (
    <PlaceholderDetailScreen
      titleKey="debtorStatusHistory"
      backTo="/views/debtor-status"
      reference={invoiceNo}
    />
  );
}
