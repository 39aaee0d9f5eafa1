import { createElement, type ReactNode } from 'react';
import { Modal, message } from 'antd';
import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import type { ParseKeys } from 'i18next';
import { SUCCESS, WARNING_ICON } from '../app/theme';
import { i18n } from '../i18n';
import { announce } from './announce';
import { restoreFocus } from './focus-return';

/**
 * The product's dialogs (001 section 9). They use antd's static Modal methods, which sit outside the React tree
 * and so outside ConfigProvider's locale: every title and button text is therefore taken from i18n at call time,
 * in the language the user has chosen.
 */

const t = (key: ParseKeys<'components'>, options?: Record<string, unknown>) =>
  i18n.t(key, { ns: 'components', ...options });

export type DialogError = { statusCode?: number; message: string };

export type ConfigChecklistItem = { name: string; description: string; configured: boolean };

/**
 * Success dialog titled 'complete'. The message is also said in the live region (it stays said once the dialog is
 * gone); on close, focus goes where it was, or, when that is gone with its drawer, to the drawer still open or
 * the button that opened the closed one. `afterClose` runs once the dialog is gone.
 */
export function showSuccess(message?: string, afterClose?: () => void): void {
  announce(message ?? t('dialog.complete'));
  Modal.success({
    title: t('dialog.complete'),
    content: message,
    okText: t('dialog.ok'),
    afterClose: () => {
      restoreFocus();
      afterClose?.();
    },
  });
}

/** How long a saved message stays (seconds). */
export const SAVED_MESSAGE_SECONDS = 3;

/**
 * A routine save (a record kept, an entry added to the form being built): a short message at the top that goes
 * by itself, said in the live region, leaving the focus where the work is. Outcomes a person must take in (a
 * document cancelled, a run finished) keep the 'complete' dialog of showSuccess.
 */
export function showSaved(text: string): void {
  announce(text);
  void message.success({ content: text, duration: SAVED_MESSAGE_SECONDS });
}

/** Error dialog titled with the status code and the server's message, with an error icon and a close button. */
export function showError(err: DialogError): void {
  const title = err.statusCode ? `${err.statusCode} : ${err.message}` : err.message || t('dialog.error');
  Modal.error({ title, okText: t('dialog.close'), afterClose: restoreFocus });
}

export function showWarning(message: string): void {
  Modal.warning({
    title: t('dialog.warning'),
    content: message,
    okText: t('dialog.ok'),
    afterClose: restoreFocus,
  });
}

/** Generic confirmation with a custom title; resolves true on Yes, false on No or when dismissed. */
export function confirmCustom(title: string, content: ReactNode): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title,
      content,
      okText: t('dialog.yes'),
      cancelText: t('dialog.no'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
      afterClose: restoreFocus,
    });
  });
}

/**
 * "Discard your changes?" when a form with unsaved changes is closed. The safe answer has the focus, so Enter or
 * Escape keeps the work; only the explicit "discard" button throws it away. Resolves true to discard.
 */
export function confirmDiscardChanges(title?: string, message?: string): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: title ?? t('dialog.discardTitle'),
      content: message ?? t('dialog.discardMessage'),
      okText: t('dialog.discard'),
      okButtonProps: { danger: true, id: 'discard-changes' },
      cancelText: t('dialog.keepEditing'),
      cancelButtonProps: { id: 'keep-editing' },
      autoFocusButton: 'cancel',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
      afterClose: restoreFocus,
    });
  });
}

/** 'Are you sure?' with Yes and No. */
export function confirmSure(message?: string): Promise<boolean> {
  return confirmCustom(t('dialog.areYouSure'), message);
}

function checklistItem(item: ConfigChecklistItem, index: number): ReactNode {
  const icon = item.configured
    ? createElement(CheckCircleFilled, { style: { color: SUCCESS }, 'aria-label': t('dialog.configured') })
    : createElement(WarningFilled, {
        style: { color: WARNING_ICON },
        'aria-label': t('dialog.notConfigured'),
      });
  return createElement(
    'li',
    {
      key: `${item.name}-${index}`,
      style: { display: 'flex', gap: 8, alignItems: 'flex-start', padding: '4px 0' },
    },
    createElement('span', { style: { paddingTop: 2 } }, icon),
    createElement(
      'span',
      null,
      createElement('strong', null, item.name),
      item.description
        ? createElement('div', { style: { color: 'rgba(0,0,0,0.65)' } }, item.description)
        : null,
    ),
  );
}

/**
 * Error dialog listing configuration items, each with a check mark when configured and a warning icon when not
 * (e.g. 'add payment online setting' when online payment is not ready, 001 section 8). 600 px wide.
 */
export function showConfigChecklist(title: string, items: ConfigChecklistItem[]): void {
  Modal.error({
    title,
    width: 600,
    okText: t('dialog.close'),
    content: createElement(
      'ul',
      { style: { listStyle: 'none', margin: 0, padding: 0 } },
      items.map(checklistItem),
    ),
  });
}
