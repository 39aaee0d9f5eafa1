import { useMemo } from 'react';
import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { budgetTransfer, type BudgetDetail } from '@suanklang/shared';
import { parseMoney, satangToDecimalString } from '@suanklang/shared/money';
import { showSaved } from '../../../components/dialogs';
import { SelectInput } from '../../../components/inputs';
import { NumberInput } from '../../../components/number-input';
import { ReasonPanel } from '../../../components/reason-panel';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom } from '../../../components/zod-rule';
import { useTransferBudget } from '../api/budgets';
import type { GridRow } from '../budget-grid';

type TransferPanelProps = {
  open: boolean;
  detail: BudgetDetail;
  rows: readonly GridRow[];
  onClose: () => void;
};

/**
 * Moves an amount of a confirmed budget from one item and month to another, with a reason; the total stays.
 */
export function TransferPanel({ open, detail, rows, onClose }: TransferPanelProps) {
  const { t } = useTranslation('budgets');
  const lang = useLang();
  const transfer = useTransferBudget();
  const rules = useMemo(() => formRulesFrom(budgetTransfer, lang), [lang]);
  const items = rows.map((row) => ({
    value: row.budgetItemCode,
    label: `${row.budgetItemCode} ${row.budgetItemDescription}`,
  }));
  // The destination must be an active item; money may leave an inactive one.
  const activeItems = items.filter((_item, index) => !rows[index]?.inactive);
  const months = detail.monthList.map((m) => ({ value: m.month, label: m.display }));

  return (
    <ReasonPanel
      open={open}
      title={t('transfer.title')}
      warning={t('transfer.warning')}
      reasonLabel={t('field.reason')}
      actionLabel={t('action.transfer')}
      actionId="budget-transfer-submit"
      formName="budgetTransfer"
      busy={transfer.isPending}
      fieldCodes={{ BG106: 'amount', BG107: 'toMonth', BG108: 'toItemCode' }}
      fields={
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="fromItemCode" label={t('field.fromItem')} rules={rules.fromItemCode} required>
              <SelectInput options={items} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="fromMonth" label={t('field.fromMonth')} rules={rules.fromMonth} required>
              <SelectInput options={months} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="toItemCode" label={t('field.toItem')} rules={rules.toItemCode} required>
              <SelectInput options={activeItems} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="toMonth" label={t('field.toMonth')} rules={rules.toMonth} required>
              <SelectInput options={months} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="amount" label={t('field.amount')} rules={rules.amount} required>
              <NumberInput />
            </Form.Item>
          </Col>
        </Row>
      }
      onSubmit={async (reason, values) => {
        await transfer.mutateAsync({
          budgetHeaderID: detail.budgetHeaderID,
          fromItemCode: String(values.fromItemCode),
          fromMonth: Number(values.fromMonth),
          toItemCode: String(values.toItemCode),
          toMonth: Number(values.toMonth),
          amount: satangToDecimalString(parseMoney(Number(values.amount))),
          reason,
        });
        showSaved(t('done.transfer'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
