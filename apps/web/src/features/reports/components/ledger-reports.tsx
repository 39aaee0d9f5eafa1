import type { ReactNode } from 'react';
import { BankOutlined, BookOutlined, FileTextOutlined, ReconciliationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AccruedExpenseView } from './accrued-expense-view';
import { CashBankView } from './cash-bank-view';
import { GeneralLedgerView } from './general-ledger-view';
import { JournalView } from './journal-view';

/** The ledger reports on /views/report, shown to those who hold the G/L screen (the right their calls ask for). */
export const LEDGER_REPORTS = ['ledger', 'journal', 'cashBank', 'accruedExpense'] as const;
export type LedgerReportKind = (typeof LEDGER_REPORTS)[number];

const CARDS: Record<LedgerReportKind, { id: string; icon: ReactNode }> = {
  ledger: { id: 'open-general-ledger', icon: <BookOutlined style={{ fontSize: 28 }} /> },
  journal: { id: 'open-journal', icon: <FileTextOutlined style={{ fontSize: 28 }} /> },
  cashBank: { id: 'open-cash-bank', icon: <BankOutlined style={{ fontSize: 28 }} /> },
  accruedExpense: { id: 'open-accrued-expense', icon: <ReconciliationOutlined style={{ fontSize: 28 }} /> },
};

/** The report list's cards of the ledger reports. */
export function useLedgerReportCards() {
  const { t } = useTranslation('ledger-reports');
  return LEDGER_REPORTS.map((key) => ({
    key,
    ...CARDS[key],
    name: t(`${key}.name`),
    description: t(`${key}.description`),
    open: t('open'),
  }));
}

export function LedgerReportView({ kind, onBack }: { kind: LedgerReportKind; onBack: () => void }) {
  switch (kind) {
    case 'ledger':
      return <GeneralLedgerView onBack={onBack} />;
    case 'journal':
      return <JournalView onBack={onBack} />;
    case 'cashBank':
      return <CashBankView onBack={onBack} />;
    case 'accruedExpense':
      return <AccruedExpenseView onBack={onBack} />;
  }
}
