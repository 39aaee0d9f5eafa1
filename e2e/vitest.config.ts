import { defineConfig } from 'vitest/config';

/** Browser tests: the real server with a fresh embedded database, driven through Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The page is a real app on a busy machine: a condition polled for (a popup closing, a row appearing) gets
    // as long as an action does, not vitest's default second.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
