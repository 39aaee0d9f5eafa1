import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input, Modal, type TableColumnsType } from 'antd';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ruleMessage } from '@suanklang/shared';
import { fakeServer, renderScreen } from '../lib/settings/test-screen';
import { storeLang, storePropertyCode } from '../lib/preferences/preferences';
import { ActionDrawer } from './action-drawer';
import { announce, LIVE_REGION_ID, mountLiveRegion } from './announce';
import { confirmDiscardChanges } from './dialogs';
import { DocumentListScreen, RowMenu, type DocumentSearch } from './document-list-screen';
import { focusFirstError } from './form-focus';
import { installDrawerKeys, matchShortcut, SHORTCUTS } from './keyboard-shortcuts';
import { ReasonPanel } from './reason-panel';
import { inLanguage } from './test-lang';
import { UnitSelect } from './unit-select';

afterEach(async () => {
  act(() => Modal.destroyAll());
  await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(0));
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(async () => {
  await inLanguage('en');
});

describe('the live region', () => {
  it('is put in the page once, polite, and says what it is given', async () => {
    const region = mountLiveRegion();
    expect(mountLiveRegion()).toBe(region);
    expect(document.querySelectorAll(`#${LIVE_REGION_ID}`)).toHaveLength(1);
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    announce('Receipt RC001 saved');
    await waitFor(() => expect(region.textContent).toBe('Receipt RC001 saved'));
    // The same sentence again is emptied first, so it is read again.
    announce('Receipt RC001 saved');
    expect(region.textContent).toBe('');
    await waitFor(() => expect(region.textContent).toBe('Receipt RC001 saved'));
  });
});

describe('the discard-changes question', () => {
  it('focuses "keep editing": Enter keeps the work', async () => {
    let answer: boolean | undefined;
    act(() => {
      void confirmDiscardChanges().then((value) => (answer = value));
    });
    const dialog = await screen.findByRole('dialog');
    const keep = within(dialog).getByRole('button', { name: 'Keep editing' });
    expect(within(dialog).getByRole('button', { name: 'Discard changes' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(keep));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(answer).toBe(false));
  });

  it('says it in Thai: ทิ้งการแก้ไข / แก้ไขต่อ', async () => {
    await inLanguage('th');
    act(() => {
      void confirmDiscardChanges();
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'แก้ไขต่อ' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'ทิ้งการแก้ไข' })).toBeTruthy();
  });
});

type KeyInit = {
  code: string;
  key: string;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
};

/** A key press as the handler reads it, from `target`. */
const key = (init: KeyInit, target: EventTarget | null = null) =>
  ({
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    isComposing: false,
    target,
    ...init,
  }) as unknown as KeyboardEvent;

describe('keyboard shortcuts', () => {
  it('reads the key by its place, so the Thai layout gives the same shortcuts', () => {
    expect(matchShortcut(key({ code: 'Slash', key: '/' }))).toBe('search');
    expect(matchShortcut(key({ code: 'Slash', key: 'ฝ' }))).toBe('search');
    expect(matchShortcut(key({ code: 'Slash', key: '?', shiftKey: true }))).toBe('help');
    expect(matchShortcut(key({ code: 'Slash', key: 'ฦ', shiftKey: true }))).toBe('help');
    expect(matchShortcut(key({ code: 'KeyN', key: 'ื', altKey: true }))).toBe('newDocument');
    expect(matchShortcut(key({ code: 'KeyS', key: 'ห', ctrlKey: true }))).toBe('save');
    expect(matchShortcut(key({ code: 'Enter', key: 'Enter', ctrlKey: true }))).toBe('save');
    expect(matchShortcut(key({ code: 'KeyS', key: 's', metaKey: true }))).toBe('save');
    expect(matchShortcut(key({ code: 'KeyN', key: 'n', ctrlKey: true }))).toBeNull();
  });

  it('leaves / and ? to a field being typed in, but saves from it', () => {
    const input = document.createElement('input');
    expect(matchShortcut(key({ code: 'Slash', key: '/' }, input))).toBeNull();
    expect(matchShortcut(key({ code: 'Slash', key: '?', shiftKey: true }, input))).toBeNull();
    expect(matchShortcut(key({ code: 'KeyS', key: 's', ctrlKey: true }, input))).toBe('save');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(matchShortcut(key({ code: 'Slash', key: '/' }, checkbox))).toBe('search');
  });

  /** The help dialog, found by its title. */
  async function helpDialog(title: string): Promise<HTMLElement> {
    const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
    return heading.closest<HTMLElement>('.ant-modal')!;
  }

  type Row = { id: string; no: string };
  const columns: TableColumnsType<Row> = [{ key: 'no', title: 'No.', dataIndex: 'no' }];
  const useSearch = (): DocumentSearch<Row> => ({
    data: { data: [{ id: 'r1', no: 'RC001' }], paging: { page: 1, pageSize: 20, total: 1 } },
    isFetching: false,
  });

  function renderScreenWithNew(onNew: () => void) {
    render(
      <DocumentListScreen<Row, { page: number; pageSize: number }>
        title="Receipts"
        searchFields={[{ name: 'no', label: 'Receipt no.', type: 'text' }]}
        toParams={(_v, pageSize) => ({ page: 1, pageSize })}
        useSearch={useSearch}
        columns={columns}
        rowKey="id"
        idOf={(row) => row.id}
        detail={() => null}
        toolbar={
          <>
            <Button>Print</Button>
            <Button type="primary" onClick={onNew}>
              New receipt
            </Button>
          </>
        }
      />,
    );
  }

  it('on a document screen: ? lists the keys, / goes to the search, Alt+N presses the new button', async () => {
    const onNew = vi.fn();
    renderScreenWithNew(onNew);
    fireEvent.keyDown(document.body, { code: 'Slash', key: '?', shiftKey: true });
    const help = await helpDialog('Keyboard shortcuts');
    expect(help.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(SHORTCUTS.length);
    expect(within(help).getByText('New document')).toBeTruthy();
    expect(within(help).getByText('Go to the search')).toBeTruthy();
    expect(within(help).getByText('Save (in the open panel)')).toBeTruthy();
    expect(within(help).getByText('Show these shortcuts')).toBeTruthy();
    expect(help.querySelectorAll('kbd').length).toBeGreaterThanOrEqual(6);
    fireEvent.keyDown(help, { key: 'Escape', code: 'Escape' });
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-wrap:not([style*="none"]) .ant-modal')).toBeNull(),
    );

    fireEvent.keyDown(document.body, { code: 'Slash', key: '/' });
    expect(document.activeElement).toBe(screen.getByLabelText('Receipt no.'));
    // Typed in the search, / is a character, not the shortcut.
    const typed = fireEvent.keyDown(document.activeElement!, { code: 'Slash', key: '/' });
    expect(typed).toBe(true);

    fireEvent.keyDown(document.body, { code: 'KeyN', key: 'n', altKey: true });
    expect(onNew).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.textContent).toBe('New receipt');
  });

  it('lists the keys in Thai', async () => {
    await inLanguage('th');
    renderScreenWithNew(vi.fn());
    fireEvent.keyDown(document.body, { code: 'Slash', key: 'ฦ', shiftKey: true });
    const help = await helpDialog('แป้นพิมพ์ลัด');
    expect(within(help).getByText('สร้างเอกสารใหม่')).toBeTruthy();
  });
});

describe('drawer keys', () => {
  let uninstall: () => void;
  beforeAll(() => {
    uninstall = installDrawerKeys();
  });
  afterAll(() => uninstall());

  function renderDrawer(onAction = vi.fn()) {
    render(
      <ActionDrawer
        open
        title="Cancel receipt"
        onClose={vi.fn()}
        onAction={onAction}
        actionLabel="Confirm"
        actionId="confirm"
        busy={false}
      >
        <Input aria-label="Reason" />
        <Input.TextArea aria-label="Note" />
      </ActionDrawer>,
    );
    return onAction;
  }

  it('Ctrl+S and Ctrl+Enter in a drawer press its save button', async () => {
    const onAction = renderDrawer();
    const note = await screen.findByLabelText('Note');
    fireEvent.keyDown(note, { code: 'KeyS', key: 's', ctrlKey: true });
    expect(onAction).toHaveBeenCalledTimes(1);
    const enter = fireEvent.keyDown(note, { code: 'Enter', key: 'Enter', ctrlKey: true });
    expect(onAction).toHaveBeenCalledTimes(2);
    // Taken from the browser (its own "save page") and from the field (a new line).
    expect(enter).toBe(false);
  });

  it('Tab goes round inside the drawer instead of leaving it for a stop that shows nothing', async () => {
    renderDrawer();
    const drawer = (await screen.findByLabelText('Reason')).closest<HTMLElement>('.ant-drawer')!;
    const close = within(drawer).getAllByRole('button', { name: /close/i })[0]!;
    const confirm = within(drawer).getByRole('button', { name: 'Confirm' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab', code: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', code: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });
});

describe('row menus', () => {
  it('opens on Enter with the focus inside; Escape and a choice give it back to the button', async () => {
    const onChoose = vi.fn();
    render(
      <RowMenu
        label="More actions for RC001"
        items={[
          { key: 'detail', label: 'Details' },
          { key: 'cancel', label: 'Cancel receipt' },
        ]}
        onChoose={onChoose}
      />,
    );
    const button = screen.getByRole('button', { name: 'More actions for RC001' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(menu, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel receipt' }));
    expect(onChoose).toHaveBeenCalledWith('cancel');
    expect(document.activeElement).toBe(button);
  });
});

describe('pickers in a form', () => {
  beforeEach(() => {
    storeLang('en');
    storePropertyCode('P001');
  });

  it('the unit picker gets the id, aria-invalid and aria-describedby Form.Item gives a plain field', async () => {
    fakeServer({ 'GET /properties/unit': [] }, ['RECEIPT']);
    const [form] = await (async () => {
      let instance: ReturnType<typeof Form.useForm>[0] | undefined;
      function Probe() {
        const [f] = Form.useForm();
        instance = f;
        return (
          <Form form={f} name="receivePayment">
            <Form.Item name="unitCode" label="Unit" rules={[{ required: true, message: 'Please choose' }]}>
              <UnitSelect />
            </Form.Item>
          </Form>
        );
      }
      await renderScreen(<Probe />);
      return [instance!];
    })();
    const input = document.getElementById('receivePayment_unitCode')!;
    expect(input).toBeTruthy();
    expect(screen.getByLabelText('Unit')).toBe(input);
    await act(async () => {
      await form.validateFields().catch(() => undefined);
    });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy).toContain('receivePayment_unitCode_help');
    // The message is rendered a moment after the field is marked (antd animates it in).
    await waitFor(() =>
      expect(document.getElementById('receivePayment_unitCode_help')?.textContent).toBe('Please choose'),
    );
  });
});

describe('a refused save', () => {
  it('focuses the first field in error (a form submitted)', async () => {
    render(
      <ReasonPanel
        open
        title="Cancel receipt"
        reasonLabel="Reason"
        actionLabel="Confirm cancel"
        actionId="cancel-confirm"
        formName="cancelReceipt"
        busy={false}
        onSubmit={vi.fn(() => Promise.resolve())}
        onClose={vi.fn()}
      />,
    );
    const action = await screen.findByRole('button', { name: 'Confirm cancel' });
    action.focus();
    fireEvent.click(action);
    const reason = document.getElementById('cancelReceipt_reason')!;
    await waitFor(() =>
      expect(document.getElementById('cancelReceipt_reason_help')?.textContent).toBe(
        ruleMessage('en', 'required'),
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(reason.getAttribute('aria-describedby')).toContain('cancelReceipt_reason_help');
  });

  it('focuses the first field in error (a form checked with validateFields)', async () => {
    let instance: ReturnType<typeof Form.useForm>[0] | undefined;
    function Probe() {
      const [f] = Form.useForm();
      instance = f;
      return (
        <Form form={f} name="header">
          <Form.Item name="remark" label="Remark">
            <Input />
          </Form.Item>
          <Form.Item name="unitCode" label="Unit" rules={[{ required: true }]}>
            <Input />
          </Form.Item>
        </Form>
      );
    }
    render(<Probe />);
    await act(async () => {
      await instance!.validateFields().catch((error: unknown) => focusFirstError(instance!, error));
    });
    expect(document.activeElement).toBe(document.getElementById('header_unitCode'));
  });
});
