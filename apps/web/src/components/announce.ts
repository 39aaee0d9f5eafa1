/**
 * The app's one polite live region: what a screen reader says after an action that moves nothing on screen the
 * user is looking at (a saved document, a cancelled receipt). It lives outside the React tree, like the static
 * dialogs, so a drawer that closes right after its save can still speak; it is put in the page once at start-up,
 * because a region added at the moment it speaks is not read by every screen reader.
 */

export const LIVE_REGION_ID = 'app-announcer';

/** Visually hidden but read (the usual clip pattern: `display:none` would silence it). */
const HIDDEN_STYLE = [
  'position:absolute',
  'width:1px',
  'height:1px',
  'margin:-1px',
  'padding:0',
  'overflow:hidden',
  'clip:rect(0 0 0 0)',
  'white-space:nowrap',
  'border:0',
].join(';');

/** Puts the live region in the page (once: a second call finds the first region). */
export function mountLiveRegion(): HTMLElement {
  const existing = document.getElementById(LIVE_REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = LIVE_REGION_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.setAttribute('style', HIDDEN_STYLE);
  document.body.appendChild(region);
  return region;
}

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Says `text` politely. The region is emptied first and filled a moment later, so the same sentence twice in a
 * row (two receipts saved) is read twice.
 */
export function announce(text: string): void {
  const region = mountLiveRegion();
  if (pending !== undefined) clearTimeout(pending);
  region.textContent = '';
  pending = setTimeout(() => {
    pending = undefined;
    region.textContent = text;
  }, 50);
}
