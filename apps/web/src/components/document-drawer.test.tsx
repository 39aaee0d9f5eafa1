import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Tag } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentDrawer, documentState, type DocumentState } from './document-drawer';
import { inLanguage } from './test-lang';

afterEach(cleanup);

function renderDrawer(state: DocumentState, extra: { errorText?: string; emptyText?: string } = {}) {
  const onClose = vi.fn();
  const body = vi.fn(() => <p>the receipt</p>);
  render(
    <DocumentDrawer
      open
      onClose={onClose}
      title={state === 'ready' ? 'Receipt RC001' : 'Receipt'}
      status={<Tag>Issued</Tag>}
      state={state}
      footer={<Button id="cancel-receipt">Cancel receipt</Button>}
      {...extra}
    >
      {body}
    </DocumentDrawer>,
  );
  return { onClose, body };
}

const title = () => document.querySelector('.ant-drawer-title')?.textContent;

describe('document drawer', () => {
  it('shows the document with its number, status and actions once loaded', async () => {
    await inLanguage('en');
    const { onClose } = renderDrawer('ready');
    expect(screen.getByText('the receipt')).toBeTruthy();
    expect(title()).toBe('Receipt RC001Issued');
    expect(document.querySelector('.ant-drawer-footer #cancel-receipt')).not.toBeNull();
    // Wider than antd's large drawer (736 px) so a lines table fits, within the window.
    const width = Math.min(1080, window.innerWidth - 48);
    expect(width).toBeGreaterThan(736);
    expect(document.querySelector('.ant-drawer-content-wrapper')?.getAttribute('style')).toContain(
      `${width}px`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('waits with the shared spinner, without the body, the status or the actions', async () => {
    await inLanguage('th');
    const { body } = renderDrawer('loading');
    expect(screen.getByRole('status').textContent).toContain('กำลังโหลด...');
    expect(body).not.toHaveBeenCalled();
    expect(title()).toBe('Receipt');
    expect(document.getElementById('cancel-receipt')).toBeNull();
  });

  it('says why it failed, in the screen words or the shared ones', async () => {
    await inLanguage('en');
    renderDrawer('error', { errorText: 'The receipt could not be loaded.' });
    expect(screen.getByRole('alert').textContent).toContain('The receipt could not be loaded.');
    cleanup();
    renderDrawer('error');
    expect(screen.getByRole('alert').textContent).toContain('The document could not be loaded.');
    cleanup();
    await inLanguage('th');
    renderDrawer('error');
    expect(screen.getByRole('alert').textContent).toContain('ไม่สามารถโหลดเอกสารได้');
  });

  it('says there is nothing to show', async () => {
    await inLanguage('en');
    const { body } = renderDrawer('empty');
    expect(document.querySelector('.ant-empty-description')?.textContent).toBe('No data');
    expect(body).not.toHaveBeenCalled();
  });
});

describe('document state', () => {
  it('is ready only with the document asked for; else the error, the wait, or nothing', () => {
    expect(documentState({ isError: false, isFetching: false }, true)).toBe('ready');
    expect(documentState({ isError: true, isFetching: false }, true)).toBe('ready');
    expect(documentState({ isError: true, isFetching: false }, false)).toBe('error');
    // The previous document kept while the next one comes is not shown.
    expect(documentState({ isError: false, isFetching: true }, false)).toBe('loading');
    expect(documentState({ isError: false, isFetching: false }, false)).toBe('empty');
  });
});
