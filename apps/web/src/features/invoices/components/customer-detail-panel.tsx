import { useMemo } from 'react';
import { Button, Drawer, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { invoiceCustomerDetail, type InvoiceDetail } from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom } from '../../../components/zod-rule';
import { toRequestValues } from '../../../lib/settings/form-values';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { useSaveCustomerDetail } from '../api/invoice-actions';

type CustomerValues = {
  customerName?: string;
  customerAddress?: string | null;
  customerTaxId?: string | null;
  customerBranchNo?: string | null;
};

const FIELDS = ['customerName', 'customerAddress', 'customerTaxId', 'customerBranchNo'] as const;

type CustomerDetailPanelProps = { open: boolean; invoice: InvoiceDetail; onClose: () => void };

/** The billing name, address, tax ID and branch printed on the invoice. */
export function CustomerDetailPanel({ open, invoice, onClose }: CustomerDetailPanelProps) {
  const { t } = useTranslation(['invoices', 'common']);
  const lang = useLang();
  const [form] = Form.useForm<CustomerValues>();
  const save = useSaveCustomerDetail();
  const rules = useMemo(() => formRulesFrom(invoiceCustomerDetail, lang), [lang]);

  async function submit(values: CustomerValues) {
    try {
      const body = toRequestValues(values);
      await save.mutateAsync({
        ...body,
        customerName: body.customerName ?? '',
        invoiceId: invoice.invoiceId,
      });
      showSaved(t('customer.saved'));
      onClose();
    } catch (error) {
      reportSaveError(form, error, { knownFields: FIELDS });
    }
  }

  return (
    <Drawer open={open} title={t('customer.title')} onClose={onClose} destroyOnHidden>
      <Form<CustomerValues>
        form={form}
        name="invoiceCustomer"
        layout="vertical"
        initialValues={{
          customerName: invoice.customerName,
          customerAddress: invoice.customerAddress,
          customerTaxId: invoice.customerTaxId,
          customerBranchNo: invoice.customerBranchNo,
        }}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <Form.Item name="customerName" label={t('field.customerName')} rules={rules.customerName} required>
          <Input name="customerName" maxLength={300} autoFocus />
        </Form.Item>
        <Form.Item name="customerAddress" label={t('field.customerAddress')} rules={rules.customerAddress}>
          <Input.TextArea name="customerAddress" rows={3} maxLength={700} />
        </Form.Item>
        <Form.Item name="customerTaxId" label={t('field.customerTaxId')} rules={rules.customerTaxId}>
          <Input name="customerTaxId" maxLength={17} inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="customerBranchNo"
          label={t('field.customerBranchNo')}
          rules={rules.customerBranchNo}
          extra={t('customer.branchHint')}
        >
          <Input name="customerBranchNo" maxLength={5} inputMode="numeric" />
        </Form.Item>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button type="primary" loading={save.isPending} id="customer-save" onClick={() => form.submit()}>
          {t('common:save')}
        </Button>
      </Flex>
    </Drawer>
  );
}
