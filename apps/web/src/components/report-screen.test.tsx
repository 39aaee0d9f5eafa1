import { useState } from 'react';
import { Form, Input, Table } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportScreen, type ReportExports, type ReportQuery } from './report-screen';
import { inLanguage } from './test-lang';

type Values = { unit?: string };
type Params = { unit: string };
type Row = { unitCode: string; amount: string };
type Data = { rows: Row[]; total: string };

const data: Data = {
  rows: [
    { unitCode: 'A0101', amount: '1,500.00' },
    { unitCode: 'A0102', amount: '250.50' },
  ],
  total: '1,750.50',
};

const idle: ReportQuery<Data> = { data: undefined, isFetching: false, error: null, refetch: vi.fn() };

/** The screen as a report's owner uses it: the shown parameters kept, the query answered by the test. */
function Harness(props: {
  query: (params: Params | null) => ReportQuery<Data>;
  exports?: ReportExports<Params>;
  onShow?: (params: Params) => void;
  onBack?: () => void;
}) {
  const [params, setParams] = useState<Params | null>(null);
  // The screen follows a file a server job makes with a query (exports that answer with an export).
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <ReportScreen<Values, Params, Data, Row>
        id="units"
        initialValues={{ unit: 'A' }}
        toParams={(v) => ({ unit: (v.unit ?? '').trim().toUpperCase() })}
        onShow={(p) => {
          setParams(p);
          props.onShow?.(p);
        }}
        query={props.query(params)}
        exports={props.exports}
        onBack={props.onBack}
        fields={
          <Form.Item name="unit" label="Unit" rules={[{ required: true, message: 'Give a unit' }]}>
            <Input />
          </Form.Item>
        }
        preview={{
          columns: () => [
            { title: 'Unit', dataIndex: 'unitCode', key: 'unitCode' },
            { title: 'Amount', dataIndex: 'amount', key: 'amount', align: 'right' },
          ],
          rows: (d) => d.rows,
          rowKey: 'unitCode',
          emptyText: 'Nothing is owed',
          header: (d) => <p>{`${d.rows.length} units`}</p>,
          summary: (d) => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>Total</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <span data-testid="units-total">{d.total}</span>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ),
        }}
      />
    </QueryClientProvider>
  );
}

const button = (id: string) => document.getElementById(id) as HTMLButtonElement | null;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
beforeEach(async () => {
  await inLanguage('en');
});

describe('report screen', () => {
  it('asks for the conditions first, then shows the parameters taken from the form', async () => {
    const onShow = vi.fn();
    const query = vi.fn((params: Params | null) => (params ? { ...idle, data } : idle));
    render(<Harness query={query} onShow={onShow} />);
    expect(screen.getByText('Report conditions')).toBeTruthy();
    expect(screen.getByText('Set the conditions and choose Show report.')).toBeTruthy();
    expect(document.querySelector('.ant-table')).toBeNull();
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: ' b12 ' } });
    fireEvent.click(button('units-show')!);
    await waitFor(() => expect(onShow).toHaveBeenCalledWith({ unit: 'B12' }));
    expect(query).toHaveBeenLastCalledWith({ unit: 'B12' });
    expect(await screen.findByText('A0101')).toBeTruthy();
    expect(screen.getByText('2 units')).toBeTruthy();
    expect(screen.getByTestId('units-total').textContent).toBe('1,750.50');
  });

  it('does not show or export when a condition is wrong', async () => {
    const onShow = vi.fn();
    const excel = vi.fn(() => Promise.resolve());
    render(<Harness query={() => idle} onShow={onShow} exports={{ excel }} />);
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: '' } });
    fireEvent.click(button('units-show')!);
    expect(await screen.findByText('Give a unit')).toBeTruthy();
    fireEvent.click(button('units-excel')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onShow).not.toHaveBeenCalled();
    expect(excel).not.toHaveBeenCalled();
  });

  it('shows the loading state, then the empty result', async () => {
    const { rerender } = render(<Harness query={() => ({ ...idle, isFetching: true })} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(button('units-show')!.className).toContain('ant-btn-loading');
    rerender(<Harness query={() => ({ ...idle, data: { rows: [], total: '0.00' } })} />);
    expect(await screen.findByText('Nothing is owed')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('says the report failed with the reason and tries again', () => {
    const refetch = vi.fn();
    render(<Harness query={() => ({ ...idle, error: new Error('Service unavailable'), refetch })} />);
    expect(screen.getByTestId('units-failed').textContent).toContain('The report could not be shown');
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('exports Excel and PDF with the conditions in the form, and offers only the exports the report has', async () => {
    const excel = vi.fn(() => Promise.resolve());
    const pdf = vi.fn(() => Promise.resolve());
    render(<Harness query={() => idle} exports={{ excel, pdf }} />);
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'c7' } });
    fireEvent.click(button('units-excel')!);
    await waitFor(() => expect(excel).toHaveBeenCalledWith({ unit: 'C7' }));
    fireEvent.click(button('units-pdf')!);
    await waitFor(() => expect(pdf).toHaveBeenCalledWith({ unit: 'C7' }));
    expect(button('units-excel')!.textContent).toBe('Export to Excel');
    expect(button('units-pdf')!.textContent).toBe('Export to PDF');
    cleanup();
    render(<Harness query={() => idle} exports={{ excel }} />);
    expect(button('units-excel')).not.toBeNull();
    expect(button('units-pdf')).toBeNull();
  });

  it('goes back to the report list', () => {
    const onBack = vi.fn();
    render(<Harness query={() => idle} onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: /Back to the report list/ }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
