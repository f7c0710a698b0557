import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Every test signs in from nothing: no screen left over, no session in the tab.
afterEach(() => {
  cleanup();
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
});
