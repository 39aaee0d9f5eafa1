import { useEffect, useMemo, useState } from 'react';
import { Alert, Flex, Input, Select, Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { factorAutosave, localizeIssues } from '@suanklang/shared';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { isCancelled } from '../../../lib/http/errors';
import { autosaveFactor } from '../api/autosave-factor';
import { useBillingTypes } from '../api/get-billing-types';
import { useFactors, type FactorRow } from '../api/get-factors';
import { billingKeys } from '../../../lib/query-keys';
import { useUnitOptions } from '../../../lib/reference/get-units';
import { DecimalCell, focusNextCell, type SaveState } from './decimal-cell';

type CellState = { state: SaveState; error?: string | null; draft?: string };
type FactorLine = { unitCode: string; label: string; factor: string };

const CELL_GROUP = 'factor';
const DEFAULT_FACTOR = '1';

/** A factor as a person reads it: 1, 1.5, 2.25 (up to 4 decimals, no trailing zeros). */
function formatFactor(value: string): string {
  const number = Number(value);
  return Number.isFinite(number) ? number.toLocaleString('en-US', { maximumFractionDigits: 4 }) : value;
}

/**
 * A unit's multiplier of one expense type (two parking spaces: 2). Every unit is listed; one without a saved
 * factor pays 1 time the charge. Changes save on their own, like the meter readings.
 */
export function FactorTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('expenses');
  const lang = useLang();
  const queryClient = useQueryClient();
  const types = useBillingTypes();
  const units = useUnitOptions('');
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const [cells, setCells] = useState<Record<string, CellState>>({});
  const expenseTypeCode = chosen ?? types.data?.[0]?.expenseTypeCode;
  const factors = useFactors(expenseTypeCode);

  useEffect(() => setCells({}), [expenseTypeCode]);

  const lines = useMemo<FactorLine[]>(() => {
    const byUnit = new Map((factors.data ?? []).map((row) => [row.unitCode, row.factor]));
    const wanted = keyword.toUpperCase();
    return (units.data ?? [])
      .filter((unit) => wanted === '' || unit.unitCodeDescription.toUpperCase().includes(wanted))
      .map((unit) => ({
        unitCode: unit.unitCode,
        label: unit.unitCodeDescription,
        factor: byUnit.get(unit.unitCode) ?? DEFAULT_FACTOR,
      }));
  }, [units.data, factors.data, keyword]);

  const setCell = (unitCode: string, cell: CellState) => setCells((all) => ({ ...all, [unitCode]: cell }));

  function commit(line: FactorLine, text: string) {
    if (!expenseTypeCode) return;
    const parsed = factorAutosave.shape.factor.safeParse(text.replaceAll(',', ''));
    if (!parsed.success) {
      const [first] = localizeIssues(parsed.error.issues, lang);
      setCell(line.unitCode, { state: 'idle', error: first?.message ?? '', draft: text });
      return;
    }
    const factor = parsed.data;
    setCell(line.unitCode, { state: 'saving' });
    autosaveFactor({ expenseTypeCode, unitCode: line.unitCode, factor })
      .then(() => {
        queryClient.setQueryData<FactorRow[]>(billingKeys.factors(expenseTypeCode), (old = []) => [
          ...old.filter((row) => row.unitCode !== line.unitCode),
          { unitCode: line.unitCode, factor },
        ]);
        setCell(line.unitCode, { state: 'saved' });
      })
      .catch((error: unknown) => {
        if (isCancelled(error)) return;
        setCell(line.unitCode, {
          state: 'error',
          error: error instanceof Error ? error.message : String(error),
          draft: text,
        });
      });
  }

  const columns: TableColumnsType<FactorLine> = [
    { title: t('meter.unit'), dataIndex: 'label', key: 'unit' },
    {
      title: t('factor.factor'),
      key: 'factor',
      width: 220,
      render: (_v, line, index) => {
        const cell = cells[line.unitCode] ?? { state: 'idle' };
        return (
          <DecimalCell
            aria-label={t('factor.factorOf', { unit: line.unitCode })}
            cellGroup={CELL_GROUP}
            cellIndex={index}
            value={cell.draft !== undefined && cell.error ? cell.draft : line.factor}
            format={formatFactor}
            disabled={!canEdit}
            state={cell.state}
            error={cell.error}
            onCommit={(text) => commit(line, text)}
            onEnter={() => focusNextCell(CELL_GROUP, index)}
          />
        );
      },
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('factor.hint')}</Typography.Paragraph>
      <Flex gap={12} wrap align="end" style={{ marginBottom: 12 }}>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Typography.Text>{t('factor.expenseType')}</Typography.Text>
          <Select
            id="factor-expense-type"
            aria-label={t('factor.expenseType')}
            style={{ minWidth: 280 }}
            loading={types.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(types.data ?? []).map((type) => ({
              value: type.expenseTypeCode,
              label: `${type.expenseTypeCode} - ${type.expenseTypeDescription}`,
            }))}
            value={expenseTypeCode}
            onChange={(value: string) => setChosen(value)}
          />
        </label>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Typography.Text>{t('meter.keyword')}</Typography.Text>
          <Input
            id="factor-keyword"
            aria-label={t('meter.keyword')}
            placeholder={t('meter.keywordHint')}
            allowClear
            maxLength={50}
            style={{ width: 260 }}
            onChange={(event) => setKeyword(event.target.value.trim())}
          />
        </label>
      </Flex>
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('readOnly')} />}
      <MainTable<FactorLine>
        columns={columns}
        dataSource={lines}
        rowKey="unitCode"
        loading={units.isFetching || factors.isFetching}
        pagination={false}
        emptyText={t('factor.empty')}
      />
    </>
  );
}
