import { configure } from '@testing-library/react';
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
