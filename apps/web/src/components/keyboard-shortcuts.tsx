import { Fragment, useCallback, useEffect, useState, type RefObject } from 'react';
import { Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { restoreFocus, topDrawer } from './focus-return';
import { dialogOpen, matchShortcut, SHORTCUTS, type Shortcut } from './keys';

export { installDrawerKeys, matchShortcut, SHORTCUTS } from './keys';
export type { Shortcut, ShortcutId } from './keys';

export type ScreenShortcuts = {
  /** The screen's frame: its search form and its toolbar are found in it. */
  root: RefObject<HTMLElement | null>;
  /** Opens the help. */
  onHelp: () => void;
};

/** The first field of the screen's search form. */
function searchField(root: HTMLElement): HTMLElement | null {
  return root.querySelector<HTMLElement>(
    'form input:not([type="hidden"]):not([disabled]), form textarea:not([disabled])',
  );
}

/** The screen's "new" button: the one marked `data-shortcut="new"`, else the one primary button of its title. */
function newButton(root: HTMLElement): HTMLButtonElement | null {
  const marked = root.querySelector<HTMLButtonElement>('[data-shortcut="new"]');
  if (marked) return marked;
  const header = root.querySelector('[data-list-header]') ?? root;
  const primary = [...header.querySelectorAll<HTMLButtonElement>('button.ant-btn-primary')].filter(
    (button) => !button.closest('form'),
  );
  return primary.length === 1 ? primary[0]! : null;
}

/**
 * The document screen's keys: Alt+N new document, / the search, ? this help. Not while a drawer or a dialog is
 * open (the keys are then the drawer's), and / and ? not while typing in a field.
 */
export function useScreenShortcuts({ root, onHelp }: ScreenShortcuts): void {
  useEffect(() => {
    function handle(event: KeyboardEvent) {
      const frame = root.current;
      if (!frame || event.defaultPrevented || dialogOpen() || topDrawer()) return;
      const shortcut = matchShortcut(event);
      if (shortcut === 'help') {
        event.preventDefault();
        onHelp();
      } else if (shortcut === 'search') {
        const field = searchField(frame);
        if (!field) return;
        event.preventDefault();
        field.focus();
      } else if (shortcut === 'newDocument') {
        const button = newButton(frame);
        if (!button || button.disabled) return;
        event.preventDefault();
        // Focused first: the drawer it opens gives the focus back to it when it closes.
        button.focus();
        button.click();
      }
    }
    document.addEventListener('keydown', handle);
    return () => document.removeEventListener('keydown', handle);
  }, [root, onHelp]);
}

function Keys({ combo }: { combo: string[] }) {
  return (
    <span>
      {combo.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && ' + '}
          <kbd>{key}</kbd>
        </Fragment>
      ))}
    </span>
  );
}

/** The list of the keys, opened with ? and closed with Escape. */
export function ShortcutHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('components');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('shortcuts.title')}
      footer={null}
      afterClose={restoreFocus}
      destroyOnHidden
      width={560}
    >
      <Table<Shortcut>
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={[...SHORTCUTS]}
        columns={[
          {
            title: t('shortcuts.keys'),
            key: 'keys',
            width: 200,
            render: (_v, shortcut) =>
              shortcut.combos.map((combo, index) => (
                <Fragment key={combo.join('+')}>
                  {index > 0 && ` ${t('shortcuts.or')} `}
                  <Keys combo={combo} />
                </Fragment>
              )),
          },
          {
            title: t('shortcuts.action'),
            key: 'action',
            render: (_v, shortcut) => t(`shortcuts.${shortcut.id}`),
          },
        ]}
      />
    </Modal>
  );
}

/** The screen's keys and their help, for a screen that has a search and a "new" button. */
export function ScreenShortcuts({ root }: { root: RefObject<HTMLElement | null> }) {
  const [help, setHelp] = useState(false);
  const openHelp = useCallback(() => setHelp(true), []);
  useScreenShortcuts({ root, onHelp: openHelp });
  return <ShortcutHelp open={help} onClose={() => setHelp(false)} />;
}
