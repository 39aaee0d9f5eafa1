import type { ReactNode } from 'react';
import { Button, Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDrawerCloseGuard } from '../lib/settings/unsaved-changes';
import { focusOnOpen } from './focus-return';

export type ActionDrawerProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The action's button: usually submits the form inside. */
  onAction: () => void;
  actionLabel: string;
  /** The action button's id (browser tests and keyboard users find it by it). */
  actionId: string;
  busy: boolean;
  danger?: boolean;
  children: ReactNode;
};

/**
 * The drawer of one action on a document: its title, the form as children, Close and the action's button. Once a
 * reason or anything else was typed in it, closing asks first.
 */
export function ActionDrawer(props: ActionDrawerProps) {
  const { t } = useTranslation('common');
  const { close, markEdited } = useDrawerCloseGuard(props.open, props.onClose);
  return (
    <Drawer
      open={props.open}
      title={props.title}
      onClose={close}
      afterOpenChange={focusOnOpen}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close}>{t('close')}</Button>
          <Button
            type="primary"
            danger={props.danger}
            id={props.actionId}
            data-shortcut="save"
            loading={props.busy}
            disabled={props.busy}
            onClick={props.onAction}
          >
            {props.actionLabel}
          </Button>
        </Flex>
      }
    >
      <div onInput={markEdited} onChange={markEdited}>
        {props.children}
      </div>
    </Drawer>
  );
}
