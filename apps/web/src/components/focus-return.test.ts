import { afterEach, describe, expect, it } from 'vitest';
import { alreadyInField, focusOnOpen } from './focus-return';

/** An open drawer as antd renders it: a title, a close button first, then the fields. */
function drawer(): { close: HTMLButtonElement; reason: HTMLTextAreaElement; other: HTMLInputElement } {
  document.body.innerHTML = `
    <button id="opener">More</button>
    <div class="ant-drawer ant-drawer-open">
      <div class="ant-drawer-title">Cancel receipt</div>
      <button class="ant-drawer-close" aria-label="Close">x</button>
      <textarea id="reason" data-autofocus></textarea>
      <input id="other" />
    </div>`;
  return {
    close: document.querySelector<HTMLButtonElement>('.ant-drawer-close')!,
    reason: document.querySelector<HTMLTextAreaElement>('#reason')!,
    other: document.querySelector<HTMLInputElement>('#other')!,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a drawer that opens on a named field', () => {
  it('focuses it when antd left the focus on the close button while the drawer slid in', () => {
    const { close, reason } = drawer();
    close.focus();
    focusOnOpen(true);
    expect(document.activeElement).toBe(reason);
  });

  it('does not take the keyboard from a field the person already went to while the drawer slid in', () => {
    const { other } = drawer();
    other.focus();
    expect(alreadyInField(document.querySelector<HTMLElement>('.ant-drawer'))).toBe(true);
    focusOnOpen(true);
    expect(document.activeElement).toBe(other);
  });

  it('a close button or the page is not a field the person went to', () => {
    const { close } = drawer();
    const frame = document.querySelector<HTMLElement>('.ant-drawer');
    close.focus();
    expect(alreadyInField(frame)).toBe(false);
    document.querySelector<HTMLButtonElement>('#opener')!.focus();
    expect(alreadyInField(frame)).toBe(false);
    expect(alreadyInField(null)).toBe(false);
  });
});
