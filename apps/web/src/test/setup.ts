import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Each test starts from an empty screen and empty browser storage, as a new visitor would.
afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
