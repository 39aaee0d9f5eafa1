import { afterAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadLanguage } from '../i18n';
// jsdom lacks these browser APIs that antd relies on.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}
window.getComputedStyle = (
  (orig) => (elt: Element) =>
    orig(elt)
)(window.getComputedStyle.bind(window));

// antd forms render and validate asynchronously; on a loaded 2-core CI machine the 1 s default is too short.
configure({ asyncUtilTimeout: 5000 });

// The app downloads a language's texts before it shows that language; tests switch languages at will, so both
// are loaded before any test runs.
await Promise.all([loadLanguage('th'), loadLanguage('en')]);

// The app's timers (antd, TanStack Query, our own debounces) are Node timers: unlike the document's, they outlive
// a test file. One that fires after the environment is torn down and touches the DOM or sets React state fails with
// "window is not defined" in a file whose tests all passed. So every timer is tracked; when a file ends, the screens
// are unmounted, the short ones (a debounce, a next-tick revoke, a notification) are let run while the document
// still exists, and what is left (a query's five-minute cache clean-up) is cancelled.
const nodeSetTimeout = globalThis.setTimeout;
const nodeClearTimeout = globalThis.clearTimeout;
const dueAt = new Map<ReturnType<typeof setTimeout>, number>();
globalThis.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
  const timer = nodeSetTimeout(() => {
    dueAt.delete(timer);
    callback(...args);
  }, delay);
  dueAt.set(timer, Date.now() + (delay ?? 0));
  return timer;
}) as typeof setTimeout;
globalThis.clearTimeout = ((timer?: ReturnType<typeof setTimeout>) => {
  if (timer !== undefined) dueAt.delete(timer);
  nodeClearTimeout(timer);
}) as typeof clearTimeout;

const SHORT_MS = 5000;
const pause = (ms: number) => new Promise<void>((resolve) => nodeSetTimeout(resolve, ms));

afterAll(async () => {
  cleanup();
  const settleBy = Date.now() + SHORT_MS;
  await pause(20);
  while ([...dueAt.values()].some((due) => due <= settleBy) && Date.now() < settleBy) await pause(20);
  for (const timer of dueAt.keys()) nodeClearTimeout(timer);
  dueAt.clear();
});
