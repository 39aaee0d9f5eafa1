import { useRef, useState, type KeyboardEvent } from 'react';
import { Input, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ERROR, SUCCESS } from '../../../app/theme';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

type DecimalCellProps = {
  /** The saved value as the server gave it ('1234.00'), null when empty. */
  value: string | null;
  /** How the value shows while the cell is not being edited. */
  format: (value: string) => string;
  /** Told with the typed text when the user leaves the cell (Tab, click away) or presses Enter, if it changed. */
  onCommit: (text: string) => void;
  /** Enter: after the commit, e.g. move to the next row. */
  onEnter?: () => void;
  disabled?: boolean;
  'aria-label': string;
  /** Marks the input, so the table can move the focus between rows. */
  cellIndex: number;
  cellGroup: string;
  /** The message under the cell (a refused value or a failed save). */
  error?: string | null;
  state: SaveState;
};

/** Digits, one dot and a leading minus (a negative meter reading is turned into 0, not silently made positive). */
function cleanDecimalText(text: string): string {
  const negative = text.trim().startsWith('-');
  const kept = text.replace(/[^\d.]/g, '');
  return negative ? `-${kept}` : kept;
}

/**
 * A number typed in a table cell and saved on its own (autosave): plain text while focused, formatted otherwise,
 * the text selected on focus so typing replaces it. A small icon says whether the row is saving, saved or failed.
 */
export function DecimalCell(props: DecimalCellProps) {
  const { value, format, onCommit, onEnter, disabled, error, state, cellIndex, cellGroup } = props;
  const { t } = useTranslation('expenses');
  const [editing, setEditing] = useState<string | null>(null);
  // Mirrors `editing` at once: Enter commits and moves focus, and the blur that follows must see it committed.
  const editingRef = useRef<string | null>(null);
  const setEdit = (next: string | null) => {
    editingRef.current = next;
    setEditing(next);
  };

  const commit = () => {
    const current = editingRef.current;
    if (current === null) return;
    setEdit(null);
    const typed = current.trim();
    if (typed !== (value ?? '')) onCommit(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
      onEnter?.();
    } else if (event.key === 'Escape') {
      setEdit(null);
    }
  };

  const shown = editing ?? (value === null ? '' : format(value));
  const errorId = `${cellGroup}-${cellIndex}-error`;

  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <Input
          aria-label={props['aria-label']}
          data-cell-group={cellGroup}
          data-cell-index={cellIndex}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          disabled={disabled}
          value={shown}
          placeholder="0.00"
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          style={{ textAlign: 'right', width: 140 }}
          onFocus={(event) => {
            setEdit(value ?? '');
            const input = event.currentTarget;
            setTimeout(() => input.select(), 0);
          }}
          onChange={(event) => setEdit(cleanDecimalText(event.target.value))}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <span style={{ width: 16, display: 'inline-flex' }}>
          {state === 'saving' && <LoadingOutlined aria-label={t('autosave.saving')} />}
          {state === 'saved' && (
            <CheckCircleFilled style={{ color: SUCCESS }} aria-label={t('autosave.saved')} />
          )}
          {state === 'error' && (
            <CloseCircleFilled style={{ color: ERROR }} aria-label={t('autosave.failed')} />
          )}
        </span>
      </div>
      {error && (
        <Typography.Text type="danger" id={errorId} role="alert" style={{ display: 'block', fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

/** Focuses the next enabled cell of the group after `index` (Enter typing down a floor). */
export function focusNextCell(group: string, index: number): void {
  const cells = Array.from(document.querySelectorAll<HTMLInputElement>(`input[data-cell-group="${group}"]`));
  const next = cells
    .filter((cell) => Number(cell.dataset.cellIndex) > index && !cell.disabled)
    .sort((a, b) => Number(a.dataset.cellIndex) - Number(b.dataset.cellIndex))[0];
  next?.focus();
}
