// The api as tests of other apps, the end-to-end suite and benchmarks start it: the one file
// outside apps/api that they may import (ESLint enforces it). It hands on the real product's
// start-up pieces and the few test helpers a neighbour needs, nothing else.
export { buildApp } from '../src/app';
export { loadConfig } from '../src/config';
export type { DatabaseHandle } from '../src/db/database';
export { openDatabase } from '../src/db/open-database';
export { fundPlayerForTest } from '../src/modules/ledger/ledger-test-support';
export { unattachedRowsQuery } from '../src/modules/ledger/unattached-rows';
export type { UnattachedRows } from '../src/modules/ledger/unattached-rows';
export { expectBooksBalanced } from './books';
export { adultSetup, useTestApp } from './helper';
export type { TestContext } from './helper';
export { openGame } from './wallet-client';
export { letWithdrawalIntervalPass } from './withdrawal-interval';
