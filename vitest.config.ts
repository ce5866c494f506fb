import { defineConfig } from 'vitest/config';

/** Unit tests: logic and components, without a browser. */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
