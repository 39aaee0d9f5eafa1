import { useMemo } from 'react';
import { Button, Flex, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BUDGET_BUILD_SOURCES, budgetBuildFrom } from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { RadioInput, SelectInput } from '../../../components/inputs';
import { useLang } from '../../../components/use-lang';
import { zodRule } from '../../../components/zod-rule';
import { useEditorControls } from '../../../lib/settings/editor-drawer';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { useSaveBudget } from '../api/budgets';
import { budgetDetailPath, yearText } from '../budget-grid';

type BuildMode = 'EMPTY' | (typeof BUDGET_BUILD_SOURCES)[number];
type NewBudgetValues = { year: number; buildFrom: { source: BuildMode; percent?: number | null } };

/** The years offered: last year to two years ahead. */
function yearChoices(thisYear: number): number[] {
  return [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];
}

/**
 * A new budget: its fiscal year, and an empty grid or last year's budget or actuals changed by a percentage. The
 * draft is made at once and opens in the grid.
 */
export function NewBudgetForm({
  takenYears,
  thisYear,
}: {
  takenYears: readonly number[];
  /** The fiscal year running today. */
  thisYear: number;
}) {
  const { t } = useTranslation(['budgets', 'common']);
  const lang = useLang();
  const navigate = useNavigate();
  const controls = useEditorControls();
  const [form] = Form.useForm<NewBudgetValues>();
  const save = useSaveBudget();
  const mode = Form.useWatch(['buildFrom', 'source'], form) ?? 'EMPTY';
  const years = yearChoices(thisYear);
  const firstFree = years.find((y) => y >= thisYear && !takenYears.includes(y)) ?? thisYear + 1;
  const percentRules = useMemo(() => [zodRule(budgetBuildFrom.shape.percent, lang)], [lang]);

  async function submit(values: NewBudgetValues) {
    const { source, percent } = values.buildFrom;
    try {
      const saved = await save.mutateAsync({
        year: values.year,
        buildFrom: source === 'EMPTY' ? undefined : { source, percent: percent ?? 0 },
      });
      showSaved(t('done.created', { year: yearText(saved.year, lang) }));
      controls.done();
      void navigate(budgetDetailPath(saved.year));
    } catch (error) {
      reportSaveError(form, error, {
        knownFields: ['year', 'buildFrom'],
        fieldCodes: { BG102: 'year', BG110: ['buildFrom', 'source'] },
      });
    }
  }

  return (
    <>
      <Form<NewBudgetValues>
        form={form}
        name="newBudget"
        layout="vertical"
        initialValues={{ year: firstFree, buildFrom: { source: 'EMPTY', percent: 0 } }}
        onValuesChange={() => controls.setDirty(true)}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <Form.Item name="year" label={t('field.year')} required>
          <SelectInput
            options={years.map((y) => ({
              value: y,
              label: yearText(y, lang),
              disabled: takenYears.includes(y),
            }))}
          />
        </Form.Item>
        <Form.Item name={['buildFrom', 'source']} label={t('field.buildMode')} required>
          <RadioInput
            options={(['EMPTY', ...BUDGET_BUILD_SOURCES] as const).map((s) => ({
              value: s,
              label: t(`build.${s}`),
            }))}
          />
        </Form.Item>
        {mode !== 'EMPTY' && (
          <Form.Item
            name={['buildFrom', 'percent']}
            label={t('field.percent')}
            extra={t('hint.percent')}
            rules={percentRules}
            required
          >
            <InputNumber min={-100} max={1000} step={1} precision={2} style={{ width: 160 }} />
          </Form.Item>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 8 }}>
        <Button onClick={controls.cancel}>{t('common:cancel')}</Button>
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()} id="budget-create">
          {t('drawer.create')}
        </Button>
      </Flex>
    </>
  );
}
