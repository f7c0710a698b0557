/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '@sorte/service-http/precompress';

const apiOrigin = 'http://localhost:8080';

// Paths the api answers; everything else is a client-side route of this app.
const apiPaths = [
  '/user/',
  '/v1/',
  '/charge/',
  '/withdraw/',
  '/game/',
  '/healthz',
  '/openapi.json',
];

export default defineConfig({
  // precompress: brotli and gzip copies of the build, which the api sends as they are.
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app supports preloads modules itself; the polyfill would cost `/` bytes.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiOrigin }])),
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
