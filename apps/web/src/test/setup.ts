import { settlePendingWork } from './pending-work';
import { afterAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadLanguage } from '../i18n';
import { pruneStyleSheetsForJsdom } from './computed-style';
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
pruneStyleSheetsForJsdom();

// antd forms render and validate asynchronously; on a loaded 2-core CI machine the 1 s default is too short.
configure({ asyncUtilTimeout: 5000 });

// The app downloads a language's texts before it shows that language; tests switch languages at will, so both
// are loaded before any test runs.
await Promise.all([loadLanguage('th'), loadLanguage('en')]);

// Screens still rendering or waiting on a timer when a file ends are let finish while the document exists.
const SHORT_MS = 5000;
afterAll(async () => {
  cleanup();
  await settlePendingWork(SHORT_MS);
});
