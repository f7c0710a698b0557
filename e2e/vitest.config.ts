import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // scripts/e2e.mjs runs the product once per compliance profile, each with its own journeys.
    include: [
      process.env.E2E_PROFILE === 'br-regulated' ? 'e2e/regulated/*.e2e.ts' : 'e2e/*.e2e.ts',
    ],
    // One browser, one journey at a time: the screenshots and the shared servers stay predictable.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
