import { useEffect, useMemo, useState } from 'react';
import { Alert, Flex, Input, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  localizeIssues,
  meterAutosave,
  ruleMessage,
  scaleDecimal,
  type Lang,
  type MeterRow,
} from '@suanklang/shared';
import { confirmCustom } from '../../../components/dialogs';
import { formatDateTime } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { isCancelled, isHttpError } from '../../../lib/http/errors';
import { autosaveMeter } from '../api/autosave-meter';
import { meterTypeOptions, useBillingTypes } from '../api/get-billing-types';
import { useMeters, type MeterParams } from '../api/get-meters';
import { DecimalCell, focusNextCell, type SaveState } from './decimal-cell';
import { MeterImport } from './meter-import';
import { money } from '../../../lib/months';
import { billingKeys } from '../../../lib/query-keys';

type CellState = { state: SaveState; error?: string | null; draft?: string };

type Checked = { ok: true; currentMeter: string | null } | { ok: false; error: string; draft: string };

/**
 * What a typed reading becomes: blank clears it, a negative number is 0 (000 sections 3 and 5), the rest must be
 * a number with at most 2 decimals and at least the previous reading, unless the meter has `meterDigits` and the
 * previous fits them: the server then takes it as a rollover for the clerk to confirm.
 */
export function checkMeterReading(
  text: string,
  previousMeter: string,
  lang: Lang,
  meterDigits: number | null = null,
): Checked {
  const typed = text.trim().replaceAll(',', '');
  const input = typed === '' ? null : typed.startsWith('-') ? '0' : typed;
  const parsed = meterAutosave.shape.currentMeter.safeParse(input);
  if (!parsed.success) {
    const [first] = localizeIssues(parsed.error.issues, lang);
    return { ok: false, error: first?.message ?? '', draft: typed };
  }
  const current = parsed.data ?? null;
  const mayRollOver =
    meterDigits !== null && scaleDecimal(previousMeter, 2) < 10n ** BigInt(meterDigits) * 100n;
  if (current !== null && scaleDecimal(current, 2) < scaleDecimal(previousMeter, 2) && !mayRollOver) {
    return {
      ok: false,
      error: meterMessage(lang, previousMeter),
      draft: input ?? '',
    };
  }
  return { ok: true, currentMeter: current };
}

/** The catalogue's message, with the previous reading shown as an amount (1,234.00). */
function meterMessage(lang: Lang, previousMeter: string): string {
  return ruleMessage(lang, 'meterGreaterThanPrevious', { previous: money(previousMeter) });
}

const CELL_GROUP = 'meter-current';

type MeterTabProps = { month: string; canEdit: boolean };

/**
 * Meter readings of one meter type for the month: type the current reading of each unit, saved as soon as the
 * cell is left or Enter is pressed (Enter then goes to the next unit, so a floor is typed in one go). Units of a
 * billed month are read-only.
 */
export function MeterTab({ month, canEdit }: MeterTabProps) {
  const { t } = useTranslation('expenses');
  const lang = useLang();
  const queryClient = useQueryClient();
  const types = useBillingTypes();
  const options = useMemo(() => meterTypeOptions(types.data ?? []), [types.data]);
  const [meterTypeCode, setMeterTypeCode] = useState<string | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const [cells, setCells] = useState<Record<string, CellState>>({});
  const chosen = meterTypeCode ?? options[0]?.value;
  // The type's digits: the server's expense types come by code, so the first is the one the server reads.
  const meterDigits =
    types.data?.find((type) => type.calcKind === 'METER' && type.meterTypeCode === chosen)?.meterDigits ??
    null;
  const params: MeterParams | null = chosen
    ? { month, meterTypeCode: chosen, keyword: keyword || undefined }
    : null;
  const meters = useMeters(params);
  const rows = meters.data ?? [];
  const allBilled = rows.length > 0 && rows.every((row) => row.billed);

  // Another month or meter type: the indicators of the previous one mean nothing here.
  useEffect(() => setCells({}), [month, chosen]);

  const setCell = (unitCode: string, cell: CellState) => setCells((all) => ({ ...all, [unitCode]: cell }));

  function commit(row: MeterRow, text: string) {
    if (!params) return;
    const checked = checkMeterReading(text, row.previousMeter, lang, meterDigits);
    if (!checked.ok) {
      setCell(row.unitCode, { state: 'idle', error: checked.error, draft: checked.draft });
      return;
    }
    setCell(row.unitCode, { state: 'saving', draft: checked.currentMeter ?? '' });
    const key = billingKeys.meters(params);
    const save = (confirmed: boolean) =>
      autosaveMeter({
        month: params.month,
        meterTypeCode: params.meterTypeCode,
        unitCode: row.unitCode,
        currentMeter: checked.currentMeter,
        meterNo: row.meterNo ?? undefined,
        ...(confirmed ? { confirmed } : {}),
      });
    const saved = (reading: MeterRow) => {
      queryClient.setQueryData<MeterRow[]>(key, (old) =>
        old?.map((item) => (item.unitCode === reading.unitCode ? reading : item)),
      );
      setCell(row.unitCode, { state: 'saved' });
    };
    const failed = (error: unknown) => {
      if (isCancelled(error)) return;
      // A refusal's field message says more than its title (the month a reading may be entered up to).
      const detail = isHttpError(error) ? error.fields[0]?.message : undefined;
      setCell(row.unitCode, {
        state: 'error',
        error: detail ?? (error instanceof Error ? error.message : String(error)),
        draft: text,
      });
    };
    save(false)
      .then(saved)
      .catch(async (error: unknown) => {
        // A rollover or a use far above the usual: the server says what, the clerk confirms or corrects it.
        if (!isHttpError(error) || error.code !== 'EX008') return failed(error);
        const what = error.fields.map((field) => field.message);
        const sure = await confirmCustom(t('meter.confirmTitle', { unit: row.unitCode }), what.join('\n'));
        if (!sure) {
          setCell(row.unitCode, { state: 'idle', error: what.join(' '), draft: checked.currentMeter ?? '' });
          return;
        }
        await save(true).then(saved, failed);
      });
  }

  const columns: TableColumnsType<MeterRow> = [
    {
      title: t('meter.unit'),
      dataIndex: 'unitCode',
      key: 'unitCode',
      render: (value: string, row) => (
        <Flex gap={6} align="center">
          <span>{value}</span>
          {row.billed && <Tag>{t('meter.billed')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('meter.building'),
      key: 'building',
      render: (_v, row) => [row.building, row.floor].filter(Boolean).join(' / ') || '-',
    },
    {
      title: t('meter.meterNo'),
      dataIndex: 'meterNo',
      key: 'meterNo',
      render: (value: string | null) => value ?? '-',
    },
    {
      title: t('meter.previous'),
      dataIndex: 'previousMeter',
      key: 'previousMeter',
      align: 'right',
      render: (value: string) => money(value),
    },
    {
      title: t('meter.current'),
      key: 'currentMeter',
      width: 190,
      render: (_v, row, index) => {
        const cell = cells[row.unitCode] ?? { state: 'idle' };
        return (
          <DecimalCell
            aria-label={t('meter.currentOf', { unit: row.unitCode })}
            cellGroup={CELL_GROUP}
            cellIndex={index}
            value={cell.draft !== undefined && cell.error ? cell.draft : row.currentMeter}
            format={money}
            disabled={!canEdit || row.billed}
            state={cell.state}
            error={cell.error}
            onCommit={(text) => commit(row, text)}
            onEnter={() => focusNextCell(CELL_GROUP, index)}
          />
        );
      },
    },
    {
      title: t('meter.using'),
      dataIndex: 'using',
      key: 'using',
      align: 'right',
      render: (value: string, row) =>
        row.rolloverDigits === null ? (
          money(value)
        ) : (
          <Flex gap={6} justify="end" align="center">
            <Tag color="orange">{t('meter.rollover', { digits: row.rolloverDigits })}</Tag>
            <span>{money(value)}</span>
          </Flex>
        ),
    },
    {
      title: t('meter.updatedDate'),
      dataIndex: 'updatedDate',
      key: 'updatedDate',
      render: (value: string | null) => formatDateTime(value, lang),
    },
  ];

  if (types.isSuccess && options.length === 0) {
    return <Alert type="info" showIcon title={t('meter.noMeterTypes')} />;
  }

  return (
    <>
      <Flex gap={12} wrap align="end" style={{ marginBottom: 12 }}>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Typography.Text>{t('meter.meterType')}</Typography.Text>
          <Select
            id="meter-type"
            aria-label={t('meter.meterType')}
            style={{ minWidth: 260 }}
            loading={types.isLoading}
            options={options}
            value={chosen}
            onChange={(value: string) => setMeterTypeCode(value)}
          />
        </label>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Typography.Text>{t('meter.keyword')}</Typography.Text>
          <Input.Search
            id="meter-keyword"
            aria-label={t('meter.keyword')}
            placeholder={t('meter.keywordHint')}
            allowClear
            maxLength={50}
            style={{ width: 260 }}
            onSearch={(value) => setKeyword(value.trim())}
          />
        </label>
        {canEdit && chosen && !allBilled && (
          <MeterImport month={month} meterTypeCode={chosen} onImported={() => void meters.refetch()} />
        )}
      </Flex>
      {allBilled && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('meter.monthBilled')} />
      )}
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('readOnly')} />}
      <MainTable<MeterRow>
        columns={columns}
        dataSource={rows}
        rowKey="unitCode"
        loading={meters.isFetching}
        pagination={false}
        emptyText={t('meter.empty')}
      />
    </>
  );
}
