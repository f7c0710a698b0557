// The payment provider as tests of other apps start it: the one file outside apps/psp that they
// may import (ESLint enforces it). It hands on the real provider's start-up pieces.
export { buildApp } from '../app';
export { loadConfig } from '../config';
export { openDatabase } from '../db/open-database';
