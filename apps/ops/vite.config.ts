/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '@sorte/service-http/precompress';

const apiOrigin = 'http://localhost:8080';

export default defineConfig({
  // The api serves the console under /console/ (apps/api/src/web/serve-console.ts), so every
  // file the build names is asked for under it.
  base: '/console/',
  // precompress: brotli and gzip copies of the build, which the api sends as they are.
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
  server: {
    // In development the console calls the api's /ops/ calls through this server.
    proxy: { '/ops/': { target: apiOrigin } },
  },
  test: {
    name: 'ops',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
