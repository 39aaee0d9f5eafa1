import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { Drawer } from 'antd';
import { confirmDiscardChanges } from '../../components/dialogs';
import { restoreFocusAfterClose } from '../../components/focus-return';

export type EditorControls = {
  /** The editor tells whether it holds unsaved changes. */
  setDirty: (dirty: boolean) => void;
  /** Closes without asking (after a save). */
  done: () => void;
  /** Closes, asking first when there are unsaved changes. */
  cancel: () => void;
};

const EditorContext = createContext<EditorControls | null>(null);

/** The controls of the drawer an editor sits in. */
export function useEditorControls(): EditorControls {
  const controls = useContext(EditorContext);
  if (!controls) throw new Error('useEditorControls is used outside an EditorDrawer');
  return controls;
}

type EditorDrawerProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** The editor, mounted afresh on each opening so its form starts from the record it is given. */
  children: ReactNode;
};

/**
 * A slide-in panel (the spec's panels) holding one editor. Closing it with unsaved changes asks first; each
 * opening mounts the editor again, so a form never shows the previous record's values.
 */
export function EditorDrawer({ open, title, onClose, children }: EditorDrawerProps) {
  // Read only in event handlers: a change must not re-render the editor.
  const dirty = useRef(false);
  const setDirty = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  const done = useCallback(() => {
    dirty.current = false;
    onClose();
  }, [onClose]);
  const cancel = useCallback(() => {
    void (async () => {
      if (dirty.current && !(await confirmDiscardChanges())) return;
      dirty.current = false;
      onClose();
    })();
  }, [onClose]);
  const controls = useMemo(() => ({ setDirty, done, cancel }), [setDirty, done, cancel]);

  return (
    <Drawer
      open={open}
      onClose={cancel}
      title={title}
      size="large"
      afterOpenChange={restoreFocusAfterClose}
      destroyOnHidden
    >
      <EditorContext.Provider value={controls}>{open && children}</EditorContext.Provider>
    </Drawer>
  );
}
