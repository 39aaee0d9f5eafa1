import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListFrame } from './list-frame';
import { inLanguage } from './test-lang';

afterEach(cleanup);

/** The empty state's description (its picture carries antd's own title too). */
const emptyText = () => document.querySelector('.ant-empty-description')?.textContent;
beforeEach(async () => {
  await inLanguage('en');
});

describe('list frame', () => {
  it('shows the title as the page heading', () => {
    render(<ListFrame title="Receipt List" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt List' })).toBeTruthy();
  });

  it('shows an empty table when the screen has no list yet', () => {
    render(<ListFrame title="Notice List" />);
    expect(document.querySelector('.ant-table')).not.toBeNull();
    expect(emptyText()).toBe('No data');
  });

  it('shows the search and hands its values on', async () => {
    const onSearch = vi.fn();
    render(
      <ListFrame
        title="Invoice List"
        searchFields={[{ name: 'invoiceNo', label: 'Invoice no.', type: 'text' }]}
        onSearch={onSearch}
      />,
    );
    await userEvent.type(screen.getByLabelText('Invoice no.'), 'in1{Enter}');
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith({ invoiceNo: 'IN1' }));
  });

  it('shows the actions and the page list', () => {
    render(
      <ListFrame title="Receipt List" actions={<button type="button">Create</button>}>
        <p>the list</p>
      </ListFrame>,
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    expect(screen.getByText('the list')).toBeTruthy();
    expect(document.querySelector('.ant-table')).toBeNull();
  });
});
