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
  },
});
