import type { TestSnapshot } from './snapshot';

declare module 'vitest' {
  /** What the integration project's global set-up hands to the test files (`inject('testSnapshot')`). */
  interface ProvidedContext {
    testSnapshot?: TestSnapshot;
  }
}
