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

// React may still have work scheduled (a lazy screen resolving, a transition) when a file's last test ends; let it
// run while the document exists, not after the environment is torn down ("window is not defined").
afterAll(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
});
