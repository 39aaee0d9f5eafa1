import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CheckboxInput,
  ChequeNumberInput,
  DateTimeInput,
  PasswordInput,
  RadioInput,
  SearchInput,
  SelectInput,
  SwitchToggle,
  TextAreaInput,
  TextInput,
  UnitRangeSearch,
  type UnitRange,
} from './inputs';
import { inLanguage } from './test-lang';

afterEach(cleanup);
beforeEach(async () => {
  await inLanguage('en');
});

const units = [
  { value: 'A-101', label: 'A-101' },
  { value: 'A-102', label: 'A-102' },
  { value: 'B-201', label: 'B-201' },
];

describe('text inputs', () => {
  it('allow 4000 characters by default', () => {
    render(
      <>
        <TextInput aria-label="text" />
        <TextAreaInput aria-label="area" />
        <PasswordInput aria-label="password" />
        <SearchInput aria-label="query" />
      </>,
    );
    for (const label of ['text', 'area', 'password', 'query']) {
      expect(screen.getByLabelText<HTMLInputElement>(label).maxLength).toBe(4000);
    }
    expect(screen.getByLabelText<HTMLTextAreaElement>('area').rows).toBe(3);
    expect(screen.getByLabelText<HTMLInputElement>('password').type).toBe('password');
  });

  it('keep a shorter maximum when given', () => {
    render(<TextInput aria-label="text" maxLength={13} />);
    expect(screen.getByLabelText<HTMLInputElement>('text').maxLength).toBe(13);
  });

  it('search on Enter', async () => {
    const onSearch = vi.fn();
    render(<SearchInput aria-label="query" onSearch={onSearch} />);
    await userEvent.type(screen.getByLabelText('query'), 'A-101{Enter}');
    expect(onSearch.mock.calls[0]?.[0]).toBe('A-101');
  });
});

describe('cheque number input', () => {
  it('keeps digits only, at most 8', async () => {
    const onChange = vi.fn<(value: string) => void>();
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <ChequeNumberInput
          aria-label="cheque"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('cheque');
    expect(input.maxLength).toBe(8);
    await userEvent.type(input, '12ab-34567890');
    expect(input.value).toBe('12345678');
    expect(onChange).toHaveBeenLastCalledWith('12345678');
  });
});

describe('choice inputs', () => {
  it('switch and checkbox give booleans as Form.Item children', async () => {
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish} initialValues={{ active: true, vat: false }}>
        <Form.Item name="active" label="Active">
          <SwitchToggle />
        </Form.Item>
        <Form.Item name="vat">
          <CheckboxInput>Include VAT</CheckboxInput>
        </Form.Item>
        <button type="submit">save</button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByLabelText('Include VAT'));
    await userEvent.click(screen.getByText('save'));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ active: false, vat: true }));
  });

  it('radio group gives the picked value', async () => {
    const onChange = vi.fn();
    render(
      <RadioInput
        options={[
          { value: 1, label: 'Cash' },
          { value: 2, label: 'Transfer' },
        ]}
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    await userEvent.click(screen.getByLabelText('Cash'));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByLabelText('Transfer'));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('select searches its labels', async () => {
    const onChange = vi.fn();
    render(
      <SelectInput
        aria-label="bank"
        options={[
          { value: 'KBANK', label: 'Kasikorn' },
          { value: 'SCB', label: 'Siam Commercial' },
        ]}
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('bank');
    fireEvent.mouseDown(input);
    await userEvent.type(input, 'siam');
    const shown = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option'));
    expect(shown.map((o) => o.title)).toEqual(['Siam Commercial']);
    await userEvent.click(shown[0]!);
    expect(onChange.mock.calls[0]?.[0]).toBe('SCB');
  });
});

describe('date-time input', () => {
  it('shows DD/MM/BBBB HH:mm in Thai and DD/MM/YYYY HH:mm in English', async () => {
    await inLanguage('th');
    const { unmount } = render(<DateTimeInput aria-label="when" value={dayjs('2026-03-15T14:30:00')} />);
    expect(screen.getByLabelText<HTMLInputElement>('when').value).toBe('15/03/2569 14:30');
    unmount();
    await inLanguage('en');
    render(<DateTimeInput aria-label="when" value={dayjs('2026-03-15T14:30:00')} />);
    expect(screen.getByLabelText<HTMLInputElement>('when').value).toBe('15/03/2026 14:30');
  });
});

describe('unit range search', () => {
  function Harness(props: { initial?: UnitRange; onChange?: (value: UnitRange) => void }) {
    const [value, setValue] = useState<UnitRange>(props.initial ?? {});
    return (
      <UnitRangeSearch
        units={units}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
    );
  }

  it('disables units before the start in the end select', async () => {
    const onChange = vi.fn<(value: UnitRange) => void>();
    render(<Harness initial={{ from: 'A-102' }} onChange={onChange} />);
    fireEvent.mouseDown(screen.getByLabelText('Unit to'));
    const listbox = await screen.findAllByRole('listbox');
    expect(listbox.length).toBeGreaterThan(0);
    const option = (label: string) => document.querySelector(`.ant-select-item-option[title="${label}"]`)!;
    expect(option('A-101').classList.contains('ant-select-item-option-disabled')).toBe(true);
    expect(option('B-201').classList.contains('ant-select-item-option-disabled')).toBe(false);
    await userEvent.click(within(option('B-201') as HTMLElement).getByText('B-201'));
    expect(onChange).toHaveBeenLastCalledWith({ from: 'A-102', to: 'B-201' });
  });

  it('shows the range message when the end is before the start', async () => {
    render(<Harness initial={{ from: 'B-201', to: 'A-101' }} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'The end of the range must not be less than its start.',
    );
  });
});
