import type { CSSProperties } from 'react';
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BudgetYear } from '@suanklang/shared';
import { formatMoney, parseMoney } from '@suanklang/shared/money';
import { spreadEqually } from '@suanklang/shared/spread';
import { EmptyList } from '../../../components/empty-list';
import { NumberInput } from '../../../components/number-input';
import { annualKey, cellKey, columnTotals, rowTotal, shownMonths, sum, type GridRow } from '../budget-grid';

/** Where a server error shows: a cell (`B01|3`), a row's annual amount (`B01|annual`). */
export type GridErrors = Record<string, string>;

type BudgetGridTableProps = {
  caption: string;
  monthList: BudgetYear['monthList'];
  rows: GridRow[];
  editable: boolean;
  errors: GridErrors;
  onChange: (rows: GridRow[]) => void;
};

const cell: CSSProperties = { padding: 4, borderBottom: '1px solid #f0f0f0', whiteSpace: 'nowrap' };
const head: CSSProperties = { ...cell, background: '#fafafa', fontWeight: 600, textAlign: 'right' };
const sticky: CSSProperties = {
  position: 'sticky',
  left: 0,
  background: '#fff',
  zIndex: 1,
  textAlign: 'left',
};
const amountCell: CSSProperties = { ...cell, textAlign: 'right', minWidth: 120 };

/** Baht for the number input from exact satang (the input shows and parses it as decimal text). */
const baht = (satang: number) => satang / 100;
const satangOf = (value: number | null) => (value === null ? 0 : parseMoney(value));

/**
 * The budget grid: a row per budget item, a column per month of the fiscal year (the server's month texts), the
 * row's annual amount and total, and the months' totals. Each input is named by its item and month for screen
 * readers; Tab walks a row month by month. Totals add integer satang.
 */
export function BudgetGridTable(props: BudgetGridTableProps) {
  const { t } = useTranslation('budgets');
  const { rows, monthList, editable, errors } = props;
  if (rows.length === 0) return <EmptyList message={t('grid.noItems')} />;
  const totals = columnTotals(rows);

  const update = (index: number, next: GridRow) =>
    props.onChange(rows.map((row, i) => (i === index ? next : row)));

  const setMonth = (index: number, month: number, value: number | null) => {
    const row = rows[index]!;
    // Typing a month turns a spread annual amount back into months.
    const months = [...shownMonths(row)];
    months[month] = satangOf(value);
    update(index, { ...row, months, annual: null });
  };

  const setAnnual = (index: number, value: number | null) => {
    const row = rows[index]!;
    if (value === null) update(index, { ...row, annual: null });
    else update(index, { ...row, annual: satangOf(value), months: spreadEqually(satangOf(value)) });
  };

  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }} id="budget-grid">
        <caption style={{ textAlign: 'left', paddingBottom: 8 }}>
          <Typography.Text type="secondary">{props.caption}</Typography.Text>
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...head, ...sticky, background: '#fafafa' }}>
              {t('field.budgetItem')}
            </th>
            {monthList.map((m) => (
              <th scope="col" key={m.month} style={head}>
                {m.display}
              </th>
            ))}
            {editable && (
              <th scope="col" style={head}>
                <Tooltip title={t('hint.annual')}>{t('field.annual')}</Tooltip>
              </th>
            )}
            <th scope="col" style={head}>
              {t('field.rowTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const name = `${row.budgetItemCode} ${row.budgetItemDescription}`;
            const months = shownMonths(row);
            return (
              <tr key={row.budgetItemCode}>
                <th scope="row" style={{ ...cell, ...sticky, fontWeight: 400 }}>
                  <div>{row.budgetItemCode}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.budgetItemDescription}
                  </Typography.Text>
                  {row.inactive && (
                    <div>
                      <Typography.Text type="warning" style={{ fontSize: 12 }}>
                        {t('hint.inactive')}
                      </Typography.Text>
                    </div>
                  )}
                </th>
                {monthList.map((m, monthIndex) => {
                  const amount = months[monthIndex] ?? 0;
                  const key = cellKey(row.budgetItemCode, m.month);
                  return (
                    <td key={m.month} style={amountCell}>
                      {editable ? (
                        <CellInput
                          id={`budget-cell-${row.budgetItemCode}-${m.month}`}
                          label={t('grid.cell', { item: name, month: m.display })}
                          value={baht(amount)}
                          error={errors[key]}
                          onChange={(value) => setMonth(index, monthIndex, value)}
                        />
                      ) : (
                        formatMoney(amount)
                      )}
                    </td>
                  );
                })}
                {editable && (
                  <td style={amountCell}>
                    <CellInput
                      id={`budget-annual-${row.budgetItemCode}`}
                      label={t('grid.annualOf', { item: name })}
                      value={row.annual === null ? null : baht(row.annual)}
                      placeholder=""
                      error={errors[annualKey(row.budgetItemCode)]}
                      onChange={(value) => setAnnual(index, value)}
                    />
                  </td>
                )}
                <td
                  style={{ ...amountCell, fontWeight: 600 }}
                  data-testid={`row-total-${row.budgetItemCode}`}
                >
                  {formatMoney(rowTotal(row))}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" style={{ ...head, ...sticky, background: '#fafafa' }}>
              {t('grid.total')}
            </th>
            {totals.map((total, index) => (
              <td
                key={index}
                style={{ ...amountCell, fontWeight: 600 }}
                data-testid={`month-total-${index + 1}`}
              >
                {formatMoney(total)}
              </td>
            ))}
            {editable && <td style={cell} />}
            <td style={{ ...amountCell, fontWeight: 700 }} data-testid="grand-total">
              {formatMoney(sum(totals))}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

type CellInputProps = {
  id: string;
  label: string;
  value: number | null;
  placeholder?: string;
  error: string | undefined;
  onChange: (value: number | null) => void;
};

/** One amount of the grid, with its server error under it. */
function CellInput({ id, label, value, placeholder, error, onChange }: CellInputProps) {
  return (
    <>
      <NumberInput
        id={id}
        size="small"
        aria-label={label}
        value={value}
        placeholder={placeholder}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onChange}
      />
      {error && (
        <Typography.Text
          type="danger"
          id={`${id}-error`}
          role="alert"
          style={{ display: 'block', fontSize: 12, whiteSpace: 'normal' }}
        >
          {error}
        </Typography.Text>
      )}
    </>
  );
}
