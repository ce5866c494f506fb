import { defineConfig } from 'vitest/config';

/** E2E tests: the built site served like a CDN, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    // 2-core machines: one file at a time, each with its own browser.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
