import { keepMigratedPglite } from '@sorte/service-db/test-support';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open-database';

/** Global setup of this service's tests: its schema migrated once on an embedded engine. */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return keepMigratedPglite(project, 'games', openDatabase);
}
