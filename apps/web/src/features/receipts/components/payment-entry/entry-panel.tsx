import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { alreadyInField, restoreFocusAfterClose } from '../../../../components/focus-return';
import { useDrawerCloseGuard } from '../../../../lib/settings/unsaved-changes';

/** Fields Enter moves between: text-like inputs and closed selects (an open select takes Enter to choose). */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('input, textarea')).filter((el) => {
    if (el instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden', 'file'].includes(el.type))
      return false;
    return !(el as HTMLInputElement).disabled && !(el as HTMLInputElement).readOnly;
  });
}

/**
 * Enter in a panel field moves to the next field; on the last one it saves. A select whose list is open keeps
 * Enter for choosing, a search box for searching and a text area for new lines.
 */
export function enterMovesNext(event: KeyboardEvent<HTMLElement>, onLast: () => void): void {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  const target = event.target as HTMLElement;
  if (target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON') return;
  if (target.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true') return;
  // A search box takes Enter to search.
  if (target.closest('.ant-input-search')) return;
  const fields = focusables(event.currentTarget);
  const at = fields.indexOf(target);
  if (at < 0) return;
  event.preventDefault();
  const next = fields[at + 1];
  if (next) next.focus();
  else onLast();
}

export type EntryPanelProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  onSave: () => void;
  saving?: boolean;
  saveDisabled?: boolean;
  /** The Save button's id (tests and keyboard users find it by its label too). */
  saveId?: string;
  size?: 'default' | 'large';
  children: ReactNode;
};

/**
 * A payment entry slide-in panel: Esc, the mask or Close closes it, Save (or Enter on the last field) saves it.
 * Once something was typed or ticked in it, closing asks first ("leave without saving?"), as the editors do.
 */
export function EntryPanel({
  open,
  title,
  onClose,
  onSave,
  saving,
  saveDisabled,
  saveId,
  size,
  children,
}: EntryPanelProps) {
  const { t } = useTranslation('receipts');
  const body = useRef<HTMLDivElement>(null);
  const { close, markEdited } = useDrawerCloseGuard(open, onClose);
  return (
    <Drawer
      open={open}
      title={title}
      onClose={close}
      // Opened, the panel puts the keyboard on its first field: an entry is typed straight away (unless the
      // person already clicked into another field while the panel slid in).
      afterOpenChange={(opened) => {
        if (opened && body.current && !alreadyInField(body.current)) focusables(body.current)[0]?.focus();
        restoreFocusAfterClose(opened);
      }}
      destroyOnHidden
      keyboard
      size={size ?? 'default'}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close}>{t('entry.close')}</Button>
          <Button
            type="primary"
            id={saveId}
            data-shortcut="save"
            loading={saving}
            disabled={saveDisabled}
            onClick={onSave}
          >
            {t('entry.save')}
          </Button>
        </Flex>
      }
    >
      <div
        ref={body}
        onKeyDown={(event) => enterMovesNext(event, onSave)}
        onInput={markEdited}
        onChange={markEdited}
      >
        {children}
      </div>
    </Drawer>
  );
}
