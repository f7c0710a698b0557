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
    // A poll waits for what a player would see a moment later (an answer, a render); Vitest's
    // default second is shorter than one round trip and render on a busy 2-core host. A poll that
    // is met returns at once, so only a failing one waits the longer time.
    expect: { poll: { timeout: 10_000 } },
  },
});
