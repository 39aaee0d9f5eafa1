import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirmDiscardChanges } from '../../components/dialogs';
import { i18n } from '../../i18n';

/**
 * "Leave without saving?" with "discard changes" and "keep editing", the latter focused (Enter keeps the work).
 * Resolves true when the user chooses to discard.
 */
export function confirmDiscard(): Promise<boolean> {
  return confirmDiscardChanges(i18n.t('settings:unsaved.title'), i18n.t('settings:unsaved.message'));
}

export type UnsavedChangesGuard = {
  /** Lets the next navigation through without asking (after a save that moves to another address). */
  allowNextNavigation: () => void;
};

/**
 * While `dirty`, leaving the screen inside the app asks first, and closing or reloading the tab gets the
 * browser's own warning. A change of the query alone (a tab, a filter) on the same path is not leaving.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return dirty && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirmDiscard().then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  return { allowNextNavigation };
}

/**
 * A drawer that asks before losing what was typed in it: `markEdited` goes on its body's input and change events
 * (portalled dropdowns included: React events follow the component tree), `close` asks once something was
 * edited since it opened and closes at once otherwise.
 */
export function useDrawerCloseGuard(open: boolean, onClose: () => void) {
  const edited = useRef(false);
  useEffect(() => {
    if (open) edited.current = false;
  }, [open]);
  const close = useCallback(() => {
    if (!edited.current) {
      onClose();
      return;
    }
    void confirmDiscard().then((discard) => {
      if (discard) onClose();
    });
  }, [onClose]);
  const markEdited = useCallback(() => {
    edited.current = true;
  }, []);
  return { close, markEdited };
}
