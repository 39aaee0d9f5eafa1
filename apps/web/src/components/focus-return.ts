/**
 * Where the keyboard goes when what held it disappears (a saved form's drawer closes, a dialog over a closed
 * drawer is dismissed): never the page body, where the next Tab starts again at the top of the page.
 */

const HISTORY = 30;
const history: HTMLElement[] = [];
let tracking = false;

function remember(event: FocusEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  const at = history.indexOf(target);
  if (at >= 0) history.splice(at, 1);
  history.push(target);
  if (history.length > HISTORY) history.shift();
}

let pendingRestore: ReturnType<typeof setTimeout> | undefined;

/**
 * The element holding the focus was taken out of the page (a panel closed without its closing animation, a
 * row removed): browsers then leave the focus on the body without any event, so the page is watched for it.
 */
function watchRemovals(): void {
  new MutationObserver(() => {
    const last = history[history.length - 1];
    if (document.activeElement !== document.body || !last || last.isConnected) return;
    if (pendingRestore !== undefined) return;
    pendingRestore = setTimeout(() => {
      pendingRestore = undefined;
      restoreFocus();
    }, 0);
  }).observe(document.body, { childList: true, subtree: true });
}

/** Starts remembering what had focus (once; the app calls it at start-up). */
export function trackFocus(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener('focusin', remember);
  watchRemovals();
}

/** Forgets the history (between tests). */
export function resetFocusHistory(): void {
  history.length = 0;
}

/** A drawer's own frame (focused by antd on opening): it shows nothing focused, so it is no place to return to. */
const FRAME = '.ant-drawer, .ant-drawer-content-wrapper, .ant-drawer-section, .ant-drawer-content';

function shown(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  if (
    element.closest('[hidden], [aria-hidden="true"], .ant-dropdown-hidden, .ant-drawer:not(.ant-drawer-open)')
  )
    return false;
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return style?.visibility !== 'hidden' && style?.display !== 'none';
}

/** The open drawer on top (drawers are put at the end of the page in the order they open). */
export function topDrawer(): HTMLElement | null {
  const open = document.querySelectorAll<HTMLElement>('.ant-drawer.ant-drawer-open');
  return open.length > 0 ? open[open.length - 1]! : null;
}

/** Focuses the title of the open drawer on top (made focusable for it, not a Tab stop); false when none. */
export function focusDrawerHeading(drawer: HTMLElement | null = topDrawer()): boolean {
  const title = drawer?.querySelector<HTMLElement>('.ant-drawer-title');
  if (!title) return false;
  if (!title.hasAttribute('tabindex')) title.tabIndex = -1;
  title.focus({ preventScroll: false });
  return document.activeElement === title;
}

function lost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !(active instanceof HTMLElement)) return true;
  return !shown(active) || active.matches(FRAME);
}

/**
 * A drawer's `afterOpenChange`: once closed (and after the drawer has given the focus back to what opened it),
 * focus is restored if that is gone.
 */
export function restoreFocusAfterClose(open: boolean): void {
  if (!open) setTimeout(restoreFocus, 0);
}

/** A field a person can type in or choose with (not a drawer's frame or its close button). */
const FIELD = 'input, textarea, select, [role="combobox"], [contenteditable="true"]';

/**
 * The person already went on inside this drawer (clicked or tabbed into one of its fields while it slid in):
 * focusing its first field now would take the keyboard away mid-typing.
 */
export function alreadyInField(container: HTMLElement | null | undefined): boolean {
  const active = document.activeElement;
  return !!container && active instanceof HTMLElement && container.contains(active) && active.matches(FIELD);
}

/**
 * A drawer's `afterOpenChange` that also, once open, moves the focus antd put on the drawer's frame (which shows
 * nothing) to its heading, which a screen reader reads; a field the drawer focused itself keeps it.
 */
export function focusOnOpen(open: boolean): void {
  if (!open) return restoreFocusAfterClose(open);
  const drawer = topDrawer();
  // A field the drawer names as its start (`data-autofocus`): antd may have moved the focus its autoFocus gave it
  // to the drawer's close button while the drawer slid in.
  const marked = drawer?.querySelector<HTMLElement>('[data-autofocus]');
  // antd may put the mark on a field's wrapper (a text area with a counter): the field inside it.
  const start = marked?.matches('input, textarea, select, button, [tabindex]')
    ? marked
    : marked?.querySelector<HTMLElement>('input, textarea, select');
  if (drawer && start && shown(start)) {
    if (document.activeElement !== start && !alreadyInField(drawer)) start.focus();
    return;
  }
  const active = document.activeElement;
  if (active instanceof HTMLElement && !active.matches(FRAME) && active !== document.body) return;
  focusDrawerHeading();
}

/**
 * When focus is lost: the last element that had it and is still on screen inside the drawer still open (the
 * button that opened a closed panel), else that drawer's heading (the saved document), else the last element
 * still on screen (the row's menu button that opened a closed drawer), else the screen's title.
 */
export function restoreFocus(): void {
  if (!lost()) return;
  const drawer = topDrawer();
  const candidates = history.filter((element) => shown(element) && !element.matches(FRAME)).reverse();
  const inDrawer = drawer ? candidates.filter((element) => drawer.contains(element)) : candidates;
  for (const candidate of inDrawer) if (focusOn(candidate)) return;
  if (drawer && focusDrawerHeading(drawer)) return;
  for (const candidate of candidates) if (focusOn(candidate)) return;
  // Nothing had focus yet: the screen's title, where reading the screen starts.
  const heading = document.querySelector<HTMLElement>('main h1, h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

function focusOn(element: HTMLElement): boolean {
  element.focus({ preventScroll: false });
  return document.activeElement === element;
}
