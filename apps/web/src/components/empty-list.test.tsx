import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyList } from './empty-list';
import { PageLoading } from './page-loading';
import { inLanguage } from './test-lang';

afterEach(cleanup);

/** The empty state's description (its picture carries antd's own title too). */
const emptyText = () => document.querySelector('.ant-empty-description')?.textContent;

describe('empty list and page loading', () => {
  it('says there is no data, in the interface language', async () => {
    await inLanguage('th');
    render(<EmptyList />);
    expect(emptyText()).toBe('ไม่พบข้อมูล');
    cleanup();
    await inLanguage('en');
    render(<EmptyList />);
    expect(emptyText()).toBe('No data');
  });

  it('says what the page gives', () => {
    render(<EmptyList message="No invoices this month" />);
    expect(screen.getByText('No invoices this month')).toBeTruthy();
  });

  it('announces loading', async () => {
    await inLanguage('th');
    render(<PageLoading />);
    expect(screen.getByRole('status').textContent).toContain('กำลังโหลด...');
  });
});
