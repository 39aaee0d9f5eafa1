// The key handling without any antd component: main.tsx installs the drawer keys at start-up, and the first
// page's script must not carry antd's Table and Modal for it (the help that shows them is in keyboard-shortcuts).
import { topDrawer } from './focus-return';

/**
 * The keys of the daily work, the same on every document screen. Matched on `event.code` (the key's place), not
 * `event.key` (its character): with the Thai layout the / key types "ฝ" and Shift+/ types "ฦ", and a shortcut
 * must not depend on the layout switched on. None of them is one the browser keeps for itself (Ctrl+N, Ctrl+F,
 * Alt+F open a window, the page search, the browser's menu).
 */
export type ShortcutId = 'newDocument' | 'search' | 'save' | 'close' | 'help';

export type Shortcut = {
  id: ShortcutId;
  /** The key combinations, as shown on the keys ("Ctrl", "S"). */
  combos: string[][];
};

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'newDocument', combos: [['Alt', 'N']] },
  { id: 'search', combos: [['/']] },
  {
    id: 'save',
    combos: [
      ['Ctrl', 'S'],
      ['Ctrl', 'Enter'],
    ],
  },
  { id: 'close', combos: [['Esc']] },
  { id: 'help', combos: [['?']] },
];

type KeyEventLike = Pick<
  KeyboardEvent,
  'code' | 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target' | 'isComposing'
>;

/** Whether the key goes into a field being typed in (then / and ? are text, not shortcuts). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(
      target.type,
    );
  }
  return false;
}

/** The shortcut a key press is, or null. Escape is antd's own (drawers and dialogs close on it). */
export function matchShortcut(event: KeyEventLike): ShortcutId | null {
  if (event.isComposing) return null;
  const ctrl = event.ctrlKey || event.metaKey;
  if (
    ctrl &&
    !event.altKey &&
    (event.code === 'KeyS' || event.code === 'Enter' || event.code === 'NumpadEnter')
  )
    return 'save';
  if (event.altKey && !ctrl && !event.shiftKey && event.code === 'KeyN') return 'newDocument';
  if (ctrl || event.altKey || isTyping(event.target)) return null;
  // "?" is Shift+/ on US and Thai keyboards; on others it is elsewhere, where its character still says it.
  if ((event.code === 'Slash' && event.shiftKey) || event.key === '?') return 'help';
  if (event.code === 'Slash' && !event.shiftKey) return 'search';
  return null;
}

/** A dialog (confirmation, message) is open: keys are its own. */
export function dialogOpen(): boolean {
  return [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].some(
    (wrap) => wrap.style.display !== 'none' && wrap.querySelector('.ant-modal') !== null,
  );
}

/** Whether the page is laid out (a browser; not a test's document without a renderer). */
const laidOut = () => document.documentElement.getClientRects().length > 0;

function visible(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  if (laidOut()) return element.getClientRects().length > 0;
  return !element.closest('[hidden]') && getComputedStyle(element).display !== 'none';
}

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The elements Tab stops on inside a drawer's panel (not its focus guards, which show nothing). */
export function tabStops(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[aria-hidden="true"], [inert]') &&
      !element.hasAttribute('data-sentinel') &&
      visible(element),
  );
}

function drawerOf(target: EventTarget | null): HTMLElement | null {
  const inside = target instanceof HTMLElement ? target.closest<HTMLElement>('.ant-drawer-open') : null;
  return inside ?? topDrawer();
}

/** Ctrl+S / Ctrl+Enter in a drawer: its save button (marked `data-shortcut="save"`), if it may be pressed. */
function saveIn(drawer: HTMLElement): boolean {
  const button = [...drawer.querySelectorAll<HTMLButtonElement>('[data-shortcut="save"]')].find(
    (candidate) => !candidate.disabled && visible(candidate),
  );
  if (!button) return false;
  button.click();
  return true;
}

/**
 * Tab at the last stop of a drawer goes to its first, Shift+Tab at the first to its last. Without it the focus
 * trap lets Tab leave the drawer (to the browser's address bar, or an invisible guard) before pulling it back:
 * one stop per cycle where nothing shows focus.
 */
function wrapTab(event: KeyboardEvent, drawer: HTMLElement): void {
  const panel = drawer.querySelector<HTMLElement>('.ant-drawer-section') ?? drawer;
  const stops = tabStops(panel);
  if (stops.length === 0) return;
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const active = document.activeElement;
  const outside = !(active instanceof HTMLElement) || !stops.includes(active);
  if (event.shiftKey && (active === first || (outside && !panel.contains(active)) || active === drawer)) {
    event.preventDefault();
    last.focus();
  } else if (
    !event.shiftKey &&
    (active === last || active === drawer || (outside && !panel.contains(active)))
  ) {
    event.preventDefault();
    first.focus();
  }
}

function onTab(event: KeyboardEvent) {
  if (event.defaultPrevented || dialogOpen()) return;
  if (event.key !== 'Tab' || event.ctrlKey || event.altKey || event.metaKey) return;
  const drawer = topDrawer();
  if (drawer) wrapTab(event, drawer);
}

/**
 * Taken before the field has the key (capture): a select would open its list on Ctrl+Enter, a text area would
 * start a new line.
 */
function onSave(event: KeyboardEvent) {
  if (dialogOpen() || matchShortcut(event) !== 'save') return;
  const drawer = drawerOf(event.target);
  if (!drawer || !saveIn(drawer)) return;
  event.preventDefault();
  event.stopPropagation();
}

let installed = false;

/** Puts the drawer keys (save, Tab kept inside) on the page, once; the app calls it at start-up. */
export function installDrawerKeys(): () => void {
  if (installed) return () => undefined;
  installed = true;
  document.addEventListener('keydown', onSave, true);
  document.addEventListener('keydown', onTab);
  return () => {
    installed = false;
    document.removeEventListener('keydown', onSave, true);
    document.removeEventListener('keydown', onTab);
  };
}
