import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs, { type Dayjs } from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from './test-lang';
import { ThaiDatePicker, ThaiMonthPicker, thaiGenerateConfig } from './thai-date-picker';

afterEach(() => {
  cleanup();
});

describe('thai date picker', () => {
  it('shows 2569 for 2026 in Thai', async () => {
    await inLanguage('th');
    render(<ThaiDatePicker value={dayjs('2026-03-15')} />);
    expect(screen.getByRole('textbox')).toHaveProperty('value', '15/03/2569');
  });

  it('shows 2026 in English', async () => {
    await inLanguage('en');
    render(<ThaiDatePicker value={dayjs('2026-03-15')} />);
    expect(screen.getByRole('textbox')).toHaveProperty('value', '15/03/2026');
  });

  it('shows the Buddhist-era year in the Thai calendar header', async () => {
    await inLanguage('th');
    render(<ThaiDatePicker open value={dayjs('2026-03-15')} />);
    const header = document.querySelector('.ant-picker-header-view');
    expect(header?.textContent).toContain('2569');
    expect(header?.textContent).not.toContain('2026');
  });

  it('shows the CE year in the English calendar header', async () => {
    await inLanguage('en');
    render(<ThaiDatePicker open value={dayjs('2026-03-15')} />);
    expect(document.querySelector('.ant-picker-header-view')?.textContent).toContain('2026');
  });

  it('starts the week on Monday', async () => {
    await inLanguage('en');
    render(<ThaiDatePicker open value={dayjs('2026-03-15')} />);
    const firstHeader = document.querySelector('.ant-picker-content thead th');
    expect(firstHeader?.textContent).toBe('Mo');
    await inLanguage('th');
    expect(document.querySelector('.ant-picker-content thead th')?.textContent).toBe('จ.');
  });

  it('reads a typed DD/MM/BBBB date in Thai', async () => {
    await inLanguage('th');
    const onChange = vi.fn<(value: Dayjs | null) => void>();
    render(<ThaiDatePicker onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.type(input, '29/02/2567{Enter}');
    expect(onChange).toHaveBeenCalled();
    expect(onChange.mock.calls.at(-1)?.[0]?.format('YYYY-MM-DD')).toBe('2024-02-29');
  });

  it('refuses a CE year typed in Thai instead of keeping a date 543 years back', () => {
    expect(thaiGenerateConfig.locale.parse('th_TH', '15/03/2026', ['DD/MM/YYYY'])).toBeNull();
    expect(thaiGenerateConfig.locale.parse('th_TH', '15/03/2569', ['DD/MM/YYYY'])?.format('YYYY-MM-DD')).toBe(
      '2026-03-15',
    );
    expect(thaiGenerateConfig.locale.parse('en_US', '15/03/2026', ['DD/MM/YYYY'])?.format('YYYY-MM-DD')).toBe(
      '2026-03-15',
    );
  });

  it('reads a typed date in English as CE', async () => {
    await inLanguage('en');
    const onChange = vi.fn<(value: Dayjs | null) => void>();
    render(<ThaiDatePicker onChange={onChange} />);
    const input = screen.getByRole('textbox');
    fireEvent.mouseDown(input);
    await userEvent.type(input, '01/12/2025{Enter}');
    expect(onChange.mock.calls.at(-1)?.[0]?.format('YYYY-MM-DD')).toBe('2025-12-01');
  });

  it('shows a month as MM/BBBB in Thai and MM/YYYY in English', async () => {
    await inLanguage('th');
    const { unmount } = render(<ThaiMonthPicker value={dayjs('2026-01-01')} />);
    expect(screen.getByRole('textbox')).toHaveProperty('value', '01/2569');
    unmount();
    await inLanguage('en');
    render(<ThaiMonthPicker value={dayjs('2026-01-01')} />);
    expect(screen.getByRole('textbox')).toHaveProperty('value', '01/2026');
  });

  it('shows date and time as DD/MM/BBBB HH:mm in Thai', async () => {
    await inLanguage('th');
    render(<ThaiDatePicker showTime value={dayjs('2026-03-15T09:05:00')} />);
    expect(screen.getByRole('textbox')).toHaveProperty('value', '15/03/2569 09:05');
  });
});
